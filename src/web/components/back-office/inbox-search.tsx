import { Form, Link } from 'react-router';
import { BOOKING_STATUSES } from '../../../domain/booking/status';
import { formatAmount } from '../../../domain/format';
import type { InboxData } from '../../routes/back-office/inbox';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { PageLinks } from './page-links';

/** The search of bookings (text, status, dates) and its results, a page at a time. */
export function InboxSearch({ page }: { page: Pick<InboxData, 'query' | 'searchErrors' | 'results'> }) {
  const { t, language } = useTranslation('backOffice');
  const money = (cents: number) => formatAmount(cents, language ?? 'es');
  return (
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
      {page.searchErrors.length > 0 ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {page.searchErrors.map((key) => t(key)).join(' ')}
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
  );
}
