import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { BOOKING_STATUSES } from '../../../domain/booking/status';
import { formatAmount } from '../../../domain/format';
import { callbackAnswerSchema, inboxSearchSchema } from '../../../domain/schemas/back-office';
import { searchParamsInput } from '../../../domain/schemas/bounds';
import { CsrfField } from '../../components/back-office/csrf-field';
import { dateTime } from '../../components/back-office/dates';
import { PromiseClock } from '../../components/back-office/promise-clock';
import { Button } from '../../components/ui/button';
import {
  actorOf,
  backOfficeTexts,
  fieldErrors,
  formValues,
  NO_STORE,
  requireAgent,
} from '../../back-office.server';
import { PageLinks } from '../../components/back-office/page-links';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/inbox';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAgent(context);
  const params = new URL(request.url).searchParams;
  const parsed = inboxSearchSchema.safeParse(searchParamsInput(params));
  const query = parsed.success ? parsed.data : {};
  const searching = parsed.success && Object.values(query).some((value) => value !== undefined);
  const [failures, counts, waiting, results] = await Promise.all([
    // Failed sign-ins on this account since the previous sign-in, shown until the agent has read them.
    context.services.agents.failuresSinceLastSignIn(session.agent.id),
    context.services.inbox.counts(),
    context.services.inbox.waiting(),
    // A filter that cannot be read lists nothing rather than everything.
    parsed.success
      ? context.services.inbox.search({
          text: query.q,
          status: query.estado,
          from: query.desde,
          to: query.hasta,
          page: query.pagina,
        })
      : Promise.resolve({ rows: [], total: 0, page: 1, pages: 1 }),
  ]);
  return data(
    {
      ...backOfficeTexts(request, context),
      now: new Date().toISOString(),
      failures: failures
        ? {
            count: failures.count,
            capped: failures.capped,
            since: failures.since?.toISOString() ?? null,
            lastAt: failures.last.at.toISOString(),
            lastAddress: failures.last.address,
          }
        : null,
      counts,
      waiting: waiting.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        dueAt: item.dueAt.toISOString(),
      })),
      query: {
        q: params.get('q')?.slice(0, 120) ?? '',
        estado: query.estado ?? '',
        desde: query.desde ?? params.get('desde')?.slice(0, 10) ?? '',
        hasta: query.hasta ?? params.get('hasta')?.slice(0, 10) ?? '',
      },
      searchErrors: parsed.success ? {} : fieldErrors(parsed.error.issues),
      searching,
      results: {
        ...results,
        rows: results.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      },
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Inbox · Back office' : 'Bandeja · Gestión' },
];

/**
 * The inbox answers call-me requests in place (the others open their booking's file), and takes
 * the agent's "read" of the failed sign-ins notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context);
  const form = await request.formData();
  if (form.get('intent') === 'intentos-vistos') {
    await context.services.agents.acknowledgeFailures(session.agent.id);
    return data({ kind: 'acknowledged' as const }, { headers: NO_STORE });
  }
  const parsed = callbackAnswerSchema.safeParse(formValues(form, ['id', 'nota'] as const));
  if (!parsed.success)
    return data(
      { kind: 'invalid' as const, errors: fieldErrors(parsed.error.issues) },
      { status: 400, headers: NO_STORE },
    );
  const outcome = await context.services.desk.answerCallback(
    parsed.data.id,
    parsed.data.nota,
    actorOf(session),
  );
  return data(
    { kind: outcome.kind === 'done' ? ('done' as const) : ('gone' as const) },
    { headers: NO_STORE },
  );
}

export default function Inbox() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  const navigation = useNavigation();
  const { counts } = page;
  const money = (cents: number) => formatAmount(cents, language ?? 'es');
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('inbox.title')}</h1>
      {page.failures ? (
        <div className="bo-notice bo-notice--error" role="status">
          <p>
            {t(page.failures.since ? 'signInFailures.since' : 'signInFailures.first', {
              count: page.failures.count,
              date: page.failures.since ? dateTime(page.failures.since, language) : '',
              address: page.failures.lastAddress,
              time: dateTime(page.failures.lastAt, language),
            })}{' '}
            {page.failures.capped ? `${t('signInFailures.capped', { count: page.failures.count })} ` : null}
            {t('signInFailures.advice')}
          </p>
          <Form method="post" className="bo-inline-form">
            <CsrfField />
            <input type="hidden" name="intent" value="intentos-vistos" />
            <Button type="submit" size="sm" variant="secondary" disabled={navigation.state === 'submitting'}>
              {t('signInFailures.dismiss')}
            </Button>
          </Form>
        </div>
      ) : null}
      <ul className="bo-counts" aria-label={t('inbox.countsLabel')}>
        {BOOKING_STATUSES.map((status) => (
          <li key={status}>
            <Link to={`/gestion?estado=${status}#resultados`} className={`bo-count bo-count--${status}`}>
              <span className="bo-count__n">{counts.bookings[status] ?? 0}</span>
              <span className="bo-count__label">{t(`statuses.${status}`)}</span>
            </Link>
          </li>
        ))}
        <li>
          <span className="bo-count bo-count--other">
            <span className="bo-count__n">{counts.changes}</span>
            <span className="bo-count__label">{t('inbox.kinds.cambio')}</span>
          </span>
        </li>
        <li>
          <span className="bo-count bo-count--other">
            <span className="bo-count__n">{counts.callbacks}</span>
            <span className="bo-count__label">{t('inbox.kinds.llamada')}</span>
          </span>
        </li>
        <li>
          <span className="bo-count bo-count--other">
            <span className="bo-count__n">{counts.messages}</span>
            <span className="bo-count__label">{t('inbox.kinds.mensaje')}</span>
          </span>
        </li>
      </ul>

      <section className="bo-panel" aria-labelledby="pendientes">
        <h2 id="pendientes">{t('inbox.waitingTitle', { count: page.waiting.length })}</h2>
        {answer?.kind === 'done' ? (
          <p className="bo-notice bo-notice--ok" role="status">
            {t('inbox.callbackDone')}
          </p>
        ) : answer?.kind === 'gone' ? (
          <p className="bo-notice bo-notice--error" role="alert">
            {t('inbox.callbackGone')}
          </p>
        ) : null}
        {page.waiting.length === 0 ? (
          <p className="bo-empty">{t('inbox.nothingWaiting')}</p>
        ) : (
          <ol className="bo-inbox">
            {page.waiting.map((item) => (
              <li key={item.key} className={`bo-inbox__item bo-inbox__item--${item.kind}`}>
                <div className="bo-inbox__head">
                  <span className={`bo-kind bo-kind--${item.kind}`}>{t(`inbox.kinds.${item.kind}`)}</span>
                  <PromiseClock dueAt={item.dueAt} now={page.now} />
                </div>
                <p className="bo-inbox__who">
                  {item.locator ? (
                    <Link to={`/gestion/reservas/${item.locator}`}>
                      {item.who} · {item.locator}
                    </Link>
                  ) : (
                    item.who
                  )}
                </p>
                <p className="bo-inbox__summary">
                  {item.changeType ? `${t(`inbox.changeType.${item.changeType}`)} · ` : null}
                  {item.callTime ? `${t(`callTimes.${item.callTime}`)} · ` : null}
                  {item.summary}
                </p>
                <p className="bo-inbox__meta">
                  {item.contact} · <time dateTime={item.createdAt}>{dateTime(item.createdAt, language)}</time>
                </p>
                {item.kind === 'llamada' ? (
                  <Form method="post" className="bo-inline-form">
                    <CsrfField />
                    <input type="hidden" name="id" value={item.reference} />
                    <label className="bo-inline-form__label">
                      {t('inbox.callbackNote')}
                      <input name="nota" maxLength={300} className="field__control" />
                    </label>
                    <Button type="submit" size="sm" disabled={navigation.state === 'submitting'}>
                      {t('inbox.callbackAnswer')}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="bo-panel" id="resultados" aria-labelledby="buscar">
        <h2 id="buscar">{t('inbox.searchTitle')}</h2>
        <Form method="get" className="bo-search" role="search">
          <label>
            {t('inbox.searchText')}
            <input
              name="q"
              type="search"
              defaultValue={page.query.q}
              maxLength={120}
              className="field__control"
            />
          </label>
          <label>
            {t('inbox.searchStatus')}
            <select
              name="estado"
              defaultValue={page.query.estado}
              className="field__control field__control--select"
            >
              <option value="">{t('inbox.anyStatus')}</option>
              {BOOKING_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('inbox.searchFrom')}
            <input name="desde" type="date" defaultValue={page.query.desde} className="field__control" />
          </label>
          <label>
            {t('inbox.searchTo')}
            <input name="hasta" type="date" defaultValue={page.query.hasta} className="field__control" />
          </label>
          <Button type="submit">{t('inbox.search')}</Button>
        </Form>
        {Object.keys(page.searchErrors).length > 0 ? (
          <p className="bo-notice bo-notice--error" role="alert">
            {Object.values(page.searchErrors)
              .map((key) => t(key))
              .join(' ')}
          </p>
        ) : null}
        <p className="bo-results-count" role="status">
          {t('inbox.results', { count: page.results.total })}
        </p>
        {page.results.rows.length > 0 ? (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('inbox.columns.locator')}</th>
                  <th scope="col">{t('inbox.columns.status')}</th>
                  <th scope="col">{t('inbox.columns.traveller')}</th>
                  <th scope="col">{t('inbox.columns.hotel')}</th>
                  <th scope="col">{t('inbox.columns.dates')}</th>
                  <th scope="col" className="bo-num">
                    {t('inbox.columns.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.results.rows.map((row) => (
                  <tr key={row.locator}>
                    <td>
                      <Link to={`/gestion/reservas/${row.locator}`} className="bo-locator">
                        {row.locator}
                      </Link>
                    </td>
                    <td>
                      <span className={`bo-status bo-status--${row.status}`}>
                        {t(`statuses.${row.status}`)}
                      </span>
                    </td>
                    <td>
                      {row.name}
                      <br />
                      <span className="bo-muted">{row.email}</span>
                    </td>
                    <td>{row.hotel}</td>
                    <td>
                      {row.departureDate} → {row.returnDate}
                    </td>
                    <td className="bo-num">{money(row.total)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <PageLinks
          pages={page.results.pages}
          current={page.results.page}
          href={(n) =>
            `/gestion?${new URLSearchParams({ ...page.query, pagina: String(n) }).toString()}#resultados`
          }
        />
      </section>
    </div>
  );
}
