import { data } from 'react-router';
import { toCsv, type CsvCell } from '../../../domain/back-office/lists';
import { madridDateTime, madridDay } from '../../../domain/format';
import { actionLabel, AUDIT_ENTITIES, auditSentence } from '../../components/back-office/audit-sentences';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { serverT } from '../../i18n/translations.server';
import { readBookingSearch } from './booking-search.server';
import { sortedMoneyLists } from './money-lists.server';
import type { Route } from './+types/list-export';

/** The most rows one file holds: a spreadsheet's worth, and a bounded answer. */
export const EXPORT_MAX_ROWS = 5_000;

type Table = { header: string[]; rows: CsvCell[][] };
type Export = (args: Route.LoaderArgs, params: URLSearchParams) => Promise<Table>;

const day = (moment: Date | string) => madridDay(new Date(moment).toISOString());

/**
 * Each list of the back office as a CSV file, with the filters and order of its page
 * (/gestion/exportar/reservas?estado=…&orden=…). Every export is in the audit trail: the lists hold
 * travellers' names and contacts.
 */
const EXPORTS: Record<string, { admin?: boolean; table: Export }> = {
  reservas: {
    async table({ context, request }, params) {
      const t = textsOf(request, context);
      const search = readBookingSearch(params, requireAgent(context).agent.id);
      // A filter that cannot be read is said, as the page says it, rather than an empty file.
      if (!search.valid)
        throw new Response(search.errors.map((key) => t(key)).join(' '), {
          status: 400,
          headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' },
        });
      const found = await context.services.inbox.search({ ...search.query, page: 1 }, EXPORT_MAX_ROWS);
      return {
        header: [
          t('inbox.columns.locator'),
          t('inbox.columns.status'),
          t('inbox.columns.traveller'),
          t('file.email'),
          t('inbox.columns.hotel'),
          t('lists.departure'),
          t('lists.return'),
          t('lists.travellers'),
          t('inbox.columns.assignee'),
          t('inbox.columns.created'),
          t('inbox.columns.total'),
        ],
        rows: found.rows.map((row) => [
          row.locator,
          t(`statuses.${row.status}`),
          row.name,
          row.email,
          row.hotel,
          row.departureDate,
          row.returnDate,
          row.passengers,
          row.assignee ?? t('team.nobody'),
          madridDateTime(new Date(row.createdAt).toISOString()),
          { cents: row.total },
        ]),
      };
    },
  },
  pendientes: {
    async table({ context, request }) {
      const t = textsOf(request, context);
      const waiting = await context.services.inbox.waiting();
      return {
        header: [
          t('lists.kind'),
          t('inbox.columns.locator'),
          t('lists.who'),
          t('lists.contact'),
          t('lists.summary'),
          t('lists.received'),
          t('lists.promiseDue'),
        ],
        rows: waiting.map((item) => [
          t(`inbox.kinds.${item.kind}`),
          item.locator ?? '',
          item.who,
          item.contact,
          item.summary,
          madridDateTime(item.createdAt.toISOString()),
          madridDateTime(item.dueAt.toISOString()),
        ]),
      };
    },
  },
  devoluciones: {
    async table({ context, request }, params) {
      const t = textsOf(request, context);
      const lists = sortedMoneyLists(params, await context.services.payments.moneyToSee());
      return {
        header: [t('money.locator'), t('money.traveller'), t('money.status'), t('money.owedBack')],
        rows: lists.refundsToMake.map((row) => [
          row.locator,
          `${row.firstName} ${row.lastName}`,
          t(`statuses.${row.status}`),
          { cents: row.owedBack },
        ]),
      };
    },
  },
  cobros: {
    async table({ context, request }, params) {
      const t = textsOf(request, context);
      const lists = sortedMoneyLists(params, await context.services.payments.moneyToSee());
      return {
        header: [
          t('money.locator'),
          t('money.traveller'),
          t('money.concept'),
          t('money.due'),
          t('lists.when'),
          t('money.amount'),
        ],
        rows: lists.ordersDue.map((row) => [
          row.locator,
          `${row.firstName} ${row.lastName}`,
          row.ref,
          row.validUntil,
          t(`money.when.${row.when}`),
          { cents: row.amount },
        ]),
      };
    },
  },
  auditoria: {
    admin: true,
    async table({ context, request }, params) {
      const t = textsOf(request, context);
      const { language } = backOfficeTexts(request, context);
      const entity = AUDIT_ENTITIES.find((candidate) => candidate === params.get('entidad'));
      const trail = await context.services.auditTrail.list({ entity, page: 1, size: EXPORT_MAX_ROWS });
      return {
        header: [
          t('audit.when'),
          t('audit.what'),
          t('inbox.columns.locator'),
          t('audit.happened'),
          t('lists.note'),
        ],
        rows: trail.rows.map((row) => [
          madridDateTime(row.createdAt.toISOString()),
          actionLabel(row.action, t),
          row.locator ?? '',
          auditSentence(row, t, language),
          row.note ?? '',
        ]),
      };
    },
  },
};

const textsOf = (request: Request, context: Route.LoaderArgs['context']) =>
  serverT(backOfficeTexts(request, context).language, 'backOffice');

export async function loader(args: Route.LoaderArgs) {
  const { params, request, context } = args;
  const list = Object.hasOwn(EXPORTS, params.lista) ? EXPORTS[params.lista] : undefined;
  const session = requireAgent(context, list?.admin ? 'admin' : undefined);
  if (!list) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  const search = new URL(request.url).searchParams;
  const table = await list.table(args, search);
  await context.services.auditTrail.recordExport(actorOf(session), {
    list: params.lista,
    rows: table.rows.length,
    filters: Object.fromEntries([...search].slice(0, 10).map(([key, value]) => [key, value.slice(0, 120)])),
  });
  const name = `${params.lista}-${day(new Date())}.csv`;
  return new Response(toCsv(table.header, table.rows), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
