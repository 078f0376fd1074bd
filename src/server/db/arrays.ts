import { sql } from 'drizzle-orm';

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
