import { data, Link, useLoaderData } from 'react-router';
import { orderParam } from '../../../domain/back-office/lists';
import { formatAmount, formatDate } from '../../../domain/format';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { CsvLink, listHref, SortableHeader } from '../../components/back-office/list-controls';
import { useRouteTranslation } from '../../i18n/i18n';
import { sortedMoneyLists } from './money-lists.server';
import type { Route } from './+types/money';

/** /gestion/pagos: the refunds to make and the payment orders due (overdue, today, the next days). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context);
  const params = new URL(request.url).searchParams;
  const lists = sortedMoneyLists(params, await context.services.payments.moneyToSee());
  return data(
    {
      ...backOfficeTexts(request, context),
      ...lists,
      // Each list's order, as the address has it (the other list's links keep it).
      orders: { devoluciones: orderParam(lists.refundsOrder), cobros: orderParam(lists.ordersOrder) },
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Money · Back office' : 'Pagos · Gestión' },
];

export default function MoneyToSee() {
  const page = useLoaderData<typeof loader>();
  const { t } = useRouteTranslation('backOffice', page.translations);
  const money = (cents: number) => formatAmount(cents, page.language);
  const file = (locator: string) => <Link to={`/gestion/reservas/${locator}#pagos`}>{locator}</Link>;
  /** A header of one list: sorting it keeps the other list's order. */
  const header = (list: 'devoluciones' | 'cobros', column: string, label: string, className?: string) => (
    <SortableHeader
      column={column}
      order={list === 'devoluciones' ? page.refundsOrder : page.ordersOrder}
      href={(order) => `${listHref('/gestion/pagos', { ...page.orders, [list]: order })}#${list}`}
      className={className}
    >
      {label}
    </SortableHeader>
  );
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('money.title')}</h1>

      <section className="bo-panel" id="devoluciones" aria-labelledby="devoluciones-title">
        <div className="bo-list-head">
          <h2 id="devoluciones-title">{t('money.refundsTitle', { count: page.refundsToMake.length })}</h2>
          {page.refundsToMake.length > 0 ? (
            <CsvLink
              href={listHref('/gestion/exportar/devoluciones', { devoluciones: page.orders.devoluciones })}
            />
          ) : null}
        </div>
        {page.refundsToMake.length === 0 ? (
          <p className="bo-muted">{t('money.noRefunds')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  {header('devoluciones', 'localizador', t('money.locator'))}
                  {header('devoluciones', 'viajero', t('money.traveller'))}
                  {header('devoluciones', 'estado', t('money.status'))}
                  {header('devoluciones', 'importe', t('money.owedBack'), 'bo-num')}
                </tr>
              </thead>
              <tbody>
                {page.refundsToMake.map((row) => (
                  <tr key={row.locator}>
                    <th scope="row">{file(row.locator)}</th>
                    <td>
                      {row.firstName} {row.lastName}
                    </td>
                    <td>{t(`statuses.${row.status}`)}</td>
                    <td className="bo-num">{money(row.owedBack)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="bo-panel" id="cobros" aria-labelledby="cobros-title">
        <div className="bo-list-head">
          <h2 id="cobros-title">{t('money.ordersTitle', { count: page.ordersDue.length })}</h2>
          {page.ordersDue.length > 0 ? (
            <CsvLink href={listHref('/gestion/exportar/cobros', { cobros: page.orders.cobros })} />
          ) : null}
        </div>
        {page.ordersDue.length === 0 ? (
          <p className="bo-muted">{t('money.noOrders')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  {header('cobros', 'localizador', t('money.locator'))}
                  {header('cobros', 'viajero', t('money.traveller'))}
                  {header('cobros', 'concepto', t('money.concept'))}
                  {header('cobros', 'vence', t('money.due'))}
                  {header('cobros', 'importe', t('money.amount'), 'bo-num')}
                </tr>
              </thead>
              <tbody>
                {page.ordersDue.map((row) => (
                  <tr
                    key={`${row.locator}-${row.ref}-${row.validUntil}`}
                    className={`bo-due bo-due--${row.when}`}
                  >
                    <th scope="row">{file(row.locator)}</th>
                    <td>
                      {row.firstName} {row.lastName}
                    </td>
                    <td>{row.ref}</td>
                    <td>
                      {formatDate(row.validUntil, page.language)} · {t(`money.when.${row.when}`)}
                    </td>
                    <td className="bo-num">{money(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
