import { Form, Link } from 'react-router';
import { BOOKING_STATUSES, OPEN_FILTER } from '../../../domain/booking/status';
import { orderParam as orderText } from '../../../domain/back-office/lists';
import { formatAmount } from '../../../domain/format';
import type { InboxData } from '../../routes/back-office/inbox';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { dateTime } from './dates';
import { CsvLink, listHref, SortableHeader } from './list-controls';
import { PageLinks } from './page-links';

/**
 * The search of bookings (text, status, dates, whose file) and its results, a page at a time,
 * sorted by any column and downloadable as a CSV file with the same filters and order.
 */
export function InboxSearch({
  page,
}: {
  page: Pick<InboxData, 'query' | 'searchErrors' | 'results' | 'order' | 'agents'>;
}) {
  const { t, language } = useTranslation('backOffice');
  const money = (cents: number) => formatAmount(cents, language ?? 'es');
  const orden = page.order.by === 'creada' && page.order.dir === 'desc' ? undefined : orderText(page.order);
  const sorted = (order: string) => `${listHref('/gestion', { ...page.query, orden: order })}#resultados`;
  const header = (column: string, label: string, className?: string) => (
    <SortableHeader column={column} order={page.order} href={sorted} className={className}>
      {label}
    </SortableHeader>
  );
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
            <option value={OPEN_FILTER}>{t('inbox.openStatuses')}</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('inbox.searchAssignee')}
          <select
            name="asignada"
            defaultValue={page.query.asignada}
            className="field__control field__control--select"
          >
            <option value="">{t('inbox.anyAssignee')}</option>
            <option value="yo">{t('inbox.myFiles')}</option>
            <option value="nadie">{t('team.nobody')}</option>
            {page.agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name}
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
        {orden ? <input type="hidden" name="orden" value={orden} /> : null}
        <Button type="submit">{t('inbox.search')}</Button>
      </Form>
      {page.searchErrors.length > 0 ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {page.searchErrors.map((key) => t(key)).join(' ')}
        </p>
      ) : null}
      <div className="bo-list-head">
        <p className="bo-results-count" role="status">
          {t('inbox.results', { count: page.results.total })}
        </p>
        {page.results.total > 0 ? (
          <CsvLink href={listHref('/gestion/exportar/reservas', { ...page.query, orden })} />
        ) : null}
      </div>
      {page.results.rows.length > 0 ? (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                {header('localizador', t('inbox.columns.locator'))}
                {header('estado', t('inbox.columns.status'))}
                {header('viajero', t('inbox.columns.traveller'))}
                {header('hotel', t('inbox.columns.hotel'))}
                {header('salida', t('inbox.columns.dates'))}
                {header('agente', t('inbox.columns.assignee'))}
                {header('creada', t('inbox.columns.created'))}
                {header('total', t('inbox.columns.total'), 'bo-num')}
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
                  <td>{row.assignee ?? <span className="bo-muted">{t('team.nobody')}</span>}</td>
                  <td>{dateTime(row.createdAt, language)}</td>
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
        href={(n) => `${listHref('/gestion', { ...page.query, orden, pagina: n })}#resultados`}
      />
    </section>
  );
}
