import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A list as one array parameter (Drizzle would otherwise spread a JS array into one parameter
 * per item). Only numbers and ISO dates, so the literal needs no quoting.
 */
export const intArray = (values: readonly number[]) => {
  if (!values.every(Number.isInteger)) throw new Error('intArray takes integers only');
  return sql`${`{${values.join(',')}}`}::int[]`;
};

export const dateArray = (values: readonly string[]) => {
  if (!values.every((value) => /^\d{4}-\d{2}-\d{2}$/.test(value)))
    throw new Error('dateArray takes YYYY-MM-DD dates only');
  return sql`${`{${values.join(',')}}`}::date[]`;
};

/** `column = any('{…}'::int[])`: one array parameter and one query plan, however many ids. */
export const anyOf = (column: AnyPgColumn, ids: readonly number[]) => sql`${column} = any(${intArray(ids)})`;
