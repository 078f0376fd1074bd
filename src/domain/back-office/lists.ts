/**
 * The back office's lists: the order a list is shown in (a column and a direction, read from the
 * address) and the same list as a CSV file for a spreadsheet.
 */

export type Direction = 'asc' | 'desc';
/** A list's order: a column of its own and a direction. */
export interface ListOrder<Column extends string = string> {
  by: Column;
  dir: Direction;
}

/**
 * The order an address asks for (`orden=salida` ascending, `orden=-salida` descending); the list's
 * default for a column it does not have.
 */
export function readOrder<Column extends string>(
  value: string | null,
  columns: readonly Column[],
  fallback: ListOrder<Column>,
): ListOrder<Column> {
  const text = (value ?? '').slice(0, 40);
  const dir: Direction = text.startsWith('-') ? 'desc' : 'asc';
  const by = text.replace(/^-/, '');
  return (columns as readonly string[]).includes(by) ? { by: by as Column, dir } : fallback;
}

/** The booking list's columns an agent can sort by, as the address names them. */
export const BOOKING_LIST_COLUMNS = [
  'creada',
  'localizador',
  'viajero',
  'estado',
  'hotel',
  'salida',
  'total',
  'agente',
] as const;
export type BookingListColumn = (typeof BOOKING_LIST_COLUMNS)[number];

/** How an order is written in the address. */
export const orderParam = (order: ListOrder) => (order.dir === 'desc' ? `-${order.by}` : order.by);

type Sortable = string | number | null | undefined;

/**
 * Rows in a column's order (empty values last in both directions, ties kept as they came), read
 * with `value`; a new array.
 */
export function sortRows<Row>(rows: readonly Row[], order: ListOrder, value: (row: Row) => Sortable): Row[] {
  const sign = order.dir === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      const empty = Number(a.key == null || a.key === '') - Number(b.key == null || b.key === '');
      if (empty !== 0) return empty;
      const compared =
        typeof a.key === 'number' && typeof b.key === 'number'
          ? a.key - b.key
          : String(a.key).localeCompare(String(b.key), 'es', { sensitivity: 'base', numeric: true });
      return compared * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}

/** A cell of a CSV file: text as written, or money in cents (written in euros with a decimal comma). */
export type CsvCell = string | number | null | undefined | { cents: number };

/** The CSV separator of a spreadsheet set to Spanish: a semicolon, the comma being the decimal mark. */
export const CSV_SEPARATOR = ';';

/**
 * One cell as a CSV file holds it. Text that a spreadsheet would read as a formula (starting with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so a name a visitor
 * typed never runs; text with a separator, a quote or a line break is quoted.
 */
export function csvCell(cell: CsvCell): string {
  if (cell == null) return '';
  if (typeof cell === 'object') return (cell.cents / 100).toFixed(2).replace('.', ',');
  if (typeof cell === 'number') return String(cell);
  const safe = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[;",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * A whole CSV file: a header row and the rows, lines ended by CRLF, with the byte order mark that
 * makes a spreadsheet read it as UTF-8 (accents and € intact).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}
