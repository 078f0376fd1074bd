import { isRealDay } from '../days';
import { toLanguage, type Language } from '../language';

// The zod-free reading of a typed date lives with the other days (the hotel search form's browser code uses it).
export { typedDisplayDate } from '../days';
import { MESSAGES } from './messages';
import { z } from './zod';

/**
 * Bounded building blocks of every schema: the packages API, the forms and the pages' query
 * parameters. A value that passes one fits its database column (src/server/db/schema) and means
 * something, so bad input is refused with a 400 or a 404 page before it reaches a query, where it
 * would fail as a 500 (DESIGN.md section 5: numbers within their column types, dates in range, no
 * control characters).
 */

/** PostgreSQL `integer`: every id, and amounts in cents. */
export const MAX_INTEGER = 2_147_483_647;
/** PostgreSQL `smallint`: small counts and flags. */
export const MAX_SMALLINT = 32_767;
/**
 * The longest stay we look up. Packages last a week or two (3 or 4 nights per stop of a combined
 * trip); three months leaves room for long winter stays, far inside `smallint` and the calendar.
 */
export const MAX_NIGHTS = 90;
/**
 * The days a birth date or a departure can be. Outside them PostgreSQL and JavaScript disagree
 * (PostgreSQL has no year 0, so 00000101 failed in the query) and no traveller or trip lives there.
 */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2099-12-31';

/**
 * The messages a building block reports. The forms and pages use translation keys (MESSAGES, shown
 * in the visitor's language); the packages API passes the specification's Spanish texts.
 */
export interface BoundMessages {
  /** Not a number, not whole, or beyond the largest value. */
  number: string;
  /** Below the smallest value, when that deserves its own message (the API's 'Debe ser un número positivo'). */
  tooSmall?: string;
  required: string;
  tooLong: string;
  characters: string;
  dateFormat: string;
  dateInvalid: string;
}

/** null and '' (an empty form field or query parameter) are no value. */
const noValue = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A field that may be left out, empty or null: then it is undefined. */
export const optional = <T extends z.ZodType>(schema: T) => z.preprocess(noValue, schema.optional());

/** A field that may be left out, empty or null: then it is `value`. */
export const withDefault = <T extends z.ZodType>(schema: T, value: NonNullable<z.output<T>>) =>
  z.preprocess(noValue, schema.default(value as never));

/**
 * The parameters of a query string (`?idioma=es&destinos=&id=`). An empty parameter is read as
 * absent, whatever its schema: an optional one takes its default, a required one is refused as
 * missing. One builder for every query, so no parameter can forget it.
 */
export function queryParameters<Shape extends z.ZodRawShape>(shape: Shape) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, z.preprocess(noValue, schema)]),
  ) as { [Name in keyof Shape]: z.ZodPreprocess<Shape[Name]> };
  return z.object(fields);
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Numbers arrive as JSON numbers or as text (query strings, forms): only plain decimals are read as numbers. */
const numberInput = (value: unknown) => {
  const present = noValue(value);
  if (typeof present !== 'string') return present;
  return DECIMAL.test(present.trim()) ? Number(present) : present;
};

/** A whole number from min to max (both included). */
export function integerBetween(min: number, max: number, messages: BoundMessages = MESSAGES) {
  return z.preprocess(
    numberInput,
    z
      .number({ error: messages.number })
      .int({ error: messages.number })
      .min(min, { error: messages.tooSmall ?? messages.number })
      .max(max, { error: messages.number }),
  );
}

/** A decimal number from min to max (both included): coordinates, prices in euros. */
export function decimalBetween(min: number, max: number, messages: BoundMessages = MESSAGES) {
  return z.preprocess(
    numberInput,
    z
      .number({ error: messages.number })
      .min(min, { error: messages.number })
      .max(max, { error: messages.number }),
  );
}

/** An id of an `integer` column: 1 to 2147483647. */
export const id = (messages: BoundMessages = MESSAGES) => integerBetween(1, MAX_INTEGER, messages);

/** Nights of a stay: 1 to MAX_NIGHTS. */
export const nights = (messages: BoundMessages = MESSAGES) => integerBetween(1, MAX_NIGHTS, messages);

/** A real day from FIRST_DAY to LAST_DAY (YYYY-MM-DD). */
export const isDayInRange = (isoDay: string) =>
  isoDay >= FIRST_DAY && isoDay <= LAST_DAY && isRealDay(isoDay);

/** A day written as `pattern` captures (year, month, day), a real day in range; the value becomes YYYY-MM-DD. */
function day(pattern: RegExp, order: readonly [number, number, number], messages: BoundMessages) {
  return z
    .string({ error: messages.dateFormat })
    .trim()
    .regex(pattern, { error: messages.dateFormat, abort: true })
    .transform((value, context) => {
      const parts = pattern.exec(value) ?? [];
      const iso = order.map((index) => parts[index]).join('-');
      if (isDayInRange(iso)) return iso;
      context.addIssue({ code: 'custom', message: messages.dateInvalid });
      return z.NEVER;
    });
}

/** YYYYMMDD (the API and the addresses). */
export const compactDate = (messages: BoundMessages = MESSAGES) =>
  day(/^(\d{4})(\d{2})(\d{2})$/, [1, 2, 3], messages);

/** YYYY-MM-DD (the booking API's days). */
export const isoDate = (messages: BoundMessages = MESSAGES) =>
  day(/^(\d{4})-(\d{2})-(\d{2})$/, [1, 2, 3], messages);

/** DD/MM/YYYY, as people write dates in the forms (section 5). */
export const displayDate = (messages: BoundMessages = MESSAGES) =>
  day(/^(\d{2})\/(\d{2})\/(\d{4})$/, [3, 2, 1], messages);

/** YYYYMM, a month of the days in range (the offer page's calendar month); the value becomes YYYY-MM. */
export const compactMonth = (messages: BoundMessages = MESSAGES) =>
  z
    .string({ error: messages.dateFormat })
    .regex(/^\d{6}$/, { error: messages.dateFormat, abort: true })
    .transform((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}`)
    .refine((month) => isDayInRange(`${month}-01`), { error: messages.dateInvalid });

/**
 * C0 and C1 control characters, NUL among them (PostgreSQL text cannot hold it), lone surrogate
 * halves (not text at all: the database would store a replacement character), and the bidi
 * embedding, override and isolate controls, which make text read otherwise than it is stored
 * (a name or a comment in the agency's e-mail shown backwards).
 */
const CONTROL = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** The same, but for tabs and line breaks, which a multi-line text (a comment) may have. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export const hasControlCharacters = (value: string, multiline = false) =>
  (multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value);

interface TextOptions {
  /** Fewest characters: 1 (a required text) unless told; 0 lets it be empty. */
  min?: number;
  /** Tabs and line breaks allowed (a comment). */
  multiline?: boolean;
  /** A text past `max` is checked no further (its later rules expect a value that fits). */
  stopWhenTooLong?: boolean;
}

/** A text of at most `max` characters (its column's length), trimmed, without control characters. */
export function text(
  max: number,
  messages: BoundMessages = MESSAGES,
  { min = 1, multiline = false, stopWhenTooLong = false }: TextOptions = {},
) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(min, { error: messages.required, abort: true })
    .refine((value) => !hasControlCharacters(value, multiline), { error: messages.characters, abort: true })
    .max(max, { error: messages.tooLong, abort: stopWhenTooLong });
}

/** A list from a query string: the valid items, at most `max`; anything else in it is ignored. */
export function validItems<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values
        .flatMap((value) => {
          const parsed = item.safeParse(value);
          return parsed.success ? [parsed.data as z.output<T>] : [];
        })
        .slice(0, max),
    );
}

/**
 * A page's query parameters as a schema's input: the first value of each (as `get` reads it), or
 * every value of the names given as lists. An empty parameter counts as absent.
 */
export function searchParamsInput(params: URLSearchParams, lists: readonly string[] = []) {
  const input: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const value = params.get(name) ?? '';
    if (lists.includes(name)) input[name] = params.getAll(name);
    else if (value !== '') input[name] = value;
  }
  return input;
}

/** A language id of the APIs: 2 characters; the specification's `us` means English. */
export function languageId(message: string) {
  return z
    .string({ error: message })
    .length(2, { error: message })
    .transform((value, context): Language => {
      const language = toLanguage(value);
      if (!language) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return language;
    });
}
