import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { orderParam, type ListOrder } from '../../../domain/back-office/lists';
import { useTranslation } from '../../i18n/i18n';

/**
 * A column header that sorts its list: a link to the same list in this column's order (the other
 * direction when it is already sorted by it), with `aria-sort` saying the current order.
 */
export function SortableHeader({
  column,
  order,
  href,
  className,
  children,
}: {
  column: string;
  order: ListOrder;
  /** The list's address in an order (`orden=…`, as orderParam writes it). */
  href: (order: string) => string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('backOffice');
  const current = order.by === column;
  const next: ListOrder = { by: column, dir: current && order.dir === 'asc' ? 'desc' : 'asc' };
  return (
    <th
      scope="col"
      className={className}
      aria-sort={current ? (order.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link to={href(orderParam(next))} className="bo-sort" preventScrollReset>
        {children}
        <span className="bo-sort__mark" aria-hidden="true">
          {current ? (order.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
        <span className="visually-hidden">
          {t(next.dir === 'asc' ? 'lists.sortAscending' : 'lists.sortDescending')}
        </span>
      </Link>
    </th>
  );
}

/** A link that downloads a list as a CSV file for a spreadsheet (the same filters and order). */
export function CsvLink({ href }: { href: string }) {
  const { t } = useTranslation('backOffice');
  return (
    <a href={href} className="bo-csv" download>
      {t('lists.csv')}
    </a>
  );
}

/** A list's address with its filters, order and page: empty values left out, the first page unnumbered. */
export function listHref(base: string, params: Record<string, string | number | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '' && !(key === 'pagina' && Number(value) <= 1))
      search.set(key, String(value));
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}
