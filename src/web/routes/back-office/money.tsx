import { data, Link, useLoaderData } from 'react-router';
import { formatAmount, formatDate } from '../../../domain/format';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/money';

/** /gestion/pagos: the refunds to make and the payment orders due (overdue, today, the next days). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context);
  const lists = await context.services.payments.moneyToSee();
  return data({ ...backOfficeTexts(request, context), ...lists }, { headers: NO_STORE });
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Money · Back office' : 'Pagos · Gestión' },
];

export default function MoneyToSee() {
  const page = useLoaderData<typeof loader>();
  const { t } = useRouteTranslation('backOffice', page.translations);
  const money = (cents: number) => formatAmount(cents, page.language);
  const file = (locator: string) => <Link to={`/gestion/reservas/${locator}#pagos`}>{locator}</Link>;
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('money.title')}</h1>

      <section className="bo-panel" aria-labelledby="devoluciones-title">
        <h2 id="devoluciones-title">{t('money.refundsTitle', { count: page.refundsToMake.length })}</h2>
        {page.refundsToMake.length === 0 ? (
          <p className="bo-muted">{t('money.noRefunds')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('money.locator')}</th>
                  <th scope="col">{t('money.traveller')}</th>
                  <th scope="col">{t('money.status')}</th>
                  <th scope="col" className="bo-num">
                    {t('money.owedBack')}
                  </th>
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

      <section className="bo-panel" aria-labelledby="cobros-title">
        <h2 id="cobros-title">{t('money.ordersTitle', { count: page.ordersDue.length })}</h2>
        {page.ordersDue.length === 0 ? (
          <p className="bo-muted">{t('money.noOrders')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('money.locator')}</th>
                  <th scope="col">{t('money.traveller')}</th>
                  <th scope="col">{t('money.concept')}</th>
                  <th scope="col">{t('money.due')}</th>
                  <th scope="col" className="bo-num">
                    {t('money.amount')}
                  </th>
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
