import { getTableColumns, sql, type Column, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';

/** Each table's columns by key, with their names in the database (written in snake_case, client.ts). */
const columnsOf = new WeakMap<PgTable, Map<string, { column: Column; name: string }>>();

function columnsByKey(table: PgTable) {
  let columns = columnsOf.get(table);
  if (!columns) {
    columns = new Map(
      Object.entries(getTableColumns(table)).map(([key, column]) => [
        key,
        { column, name: column.keyAsName ? toSnakeCase(column.name) : column.name },
      ]),
    );
    columnsOf.set(table, columns);
  }
  return columns;
}

function columnOf(table: PgTable, key: string) {
  const column = columnsByKey(table).get(key);
  if (!column) throw new Error(`no column ${key}`);
  return column;
}

/** A column's name in the database. */
export const columnName = (table: PgTable, key: string): string => columnOf(table, key).name;

/**
 * Rows of a table as one jsonb parameter, to insert any number of them within a larger statement:
 * `insert into t (columns) select values from jsonb_populate_recordset(null::t, json) as alias`.
 * Each value goes through its column's own mapping (a Date becomes an ISO timestamp), and the
 * columns the rows leave out keep their defaults.
 */
export function jsonRows(table: PgTable, rows: readonly Record<string, unknown>[], alias: string) {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const columns = keys.map((key) => ({ key, ...columnOf(table, key) }));
  const json = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const { key, name, column } of columns) {
      const value = row[key];
      record[name] = value === undefined || value === null ? null : column.mapToDriverValue(value);
    }
    return record;
  });
  return {
    /** The column list of the insert. */
    columns: sql.join(
      columns.map(({ name }) => sql.identifier(name)),
      sql`, `,
    ),
    /** The same columns read from the rows. */
    values: sql.join(
      columns.map(({ name }) => sql`${sql.identifier(alias)}.${sql.identifier(name)}`),
      sql`, `,
    ),
    /** The rows, as a set of records of the table's type. */
    source: sql`jsonb_populate_recordset(null::${table}, ${JSON.stringify(json)}::jsonb) as ${sql.identifier(alias)}`,
  } satisfies Record<string, SQL>;
}
