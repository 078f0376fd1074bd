import fc from 'fast-check';

/**
 * Input that must never reach the database: numbers outside a column's range, days that do not
 * exist or lie outside the range we keep, and text with control characters. Shared by the
 * property tests of the schema building blocks and of every schema built from them.
 */

/** Whole numbers outside min..max, fractions inside it, and numbers that are not numbers at all. */
export function outOfRange(min: number, max: number): fc.Arbitrary<number> {
  return fc.oneof(
    fc.integer({ min: max + 1, max: Number.MAX_SAFE_INTEGER }),
    fc.integer({ min: Number.MIN_SAFE_INTEGER, max: min - 1 }),
    fc.double({ min, max, noInteger: true, noNaN: true }),
    fc.constantFrom(max + 1, min - 1, 99_999_999_999, 1e20, -1e20, Infinity, -Infinity, NaN),
  );
}

/** The same, as JSON gives it (a number) or as a query string or a form gives it (text). */
export function outOfRangeInput(min: number, max: number): fc.Arbitrary<number | string> {
  return fc.oneof(
    outOfRange(min, max),
    outOfRange(min, max).map(String),
    fc.constantFrom('abc', '1e3', '0x10', '12abc', 'true', '--1'),
  );
}

/** Decimals outside min..max and numbers that are not numbers, as numbers or text. */
export function outOfRangeDecimal(min: number, max: number): fc.Arbitrary<number | string> {
  const numbers = fc.oneof(
    fc.double({ min: max, max: 1e300, minExcluded: true }),
    fc.double({ min: -1e300, max: min, maxExcluded: true }),
    fc.constantFrom(NaN, Infinity, -Infinity),
  );
  return fc.oneof(numbers, numbers.map(String), fc.constantFrom('norte', '1e400', '12,5', ''));
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Year, month and day of a day that does not exist, or exists outside 1900–2099. */
export const impossibleDay: fc.Arbitrary<{ year: number; month: number; day: number }> = fc.oneof(
  // A day past the end of its month: 30 February, 31 April, 29 February of a common year…
  fc
    .record({ year: fc.integer({ min: 1900, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) })
    .chain(({ year, month }) =>
      fc.integer({ min: daysInMonth(year, month) + 1, max: 99 }).map((day) => ({ year, month, day })),
    ),
  fc.record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })),
    day: fc.integer({ min: 1, max: 28 }),
  }),
  fc.record({
    year: fc.integer({ min: 1900, max: 2099 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.constant(0),
  }),
  // Real days, but outside the range: year 0 (which PostgreSQL does not have), the Middle Ages, the far future.
  fc.record({
    year: fc.oneof(fc.integer({ min: 0, max: 1899 }), fc.integer({ min: 2100, max: 9999 })),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  }),
);

/** YYYYMMDD of an impossible day, with 00000101 always among the cases tried. */
export const impossibleCompactDate = fc.oneof(
  fc.constant('00000101'),
  impossibleDay.map(({ year, month, day }) => `${pad(year, 4)}${pad(month, 2)}${pad(day, 2)}`),
);
/** DD/MM/YYYY of an impossible day. */
export const impossibleDisplayDate = impossibleDay.map(
  ({ year, month, day }) => `${pad(day, 2)}/${pad(month, 2)}/${pad(year, 4)}`,
);

/** Any day from 1900 to 2099, as YYYY-MM-DD. */
export const dayInRange = fc
  .integer({ min: Date.UTC(1900, 0, 1) / 86_400_000, max: Date.UTC(2099, 11, 31) / 86_400_000 })
  .map((days) => new Date(days * 86_400_000).toISOString().slice(0, 10));

/** C0 controls (NUL among them), DEL, C1 controls and lone surrogate halves. */
export const controlCharacter = fc
  .oneof(
    fc.constant(0),
    fc.integer({ min: 0x01, max: 0x1f }),
    fc.constant(0x7f),
    fc.integer({ min: 0x80, max: 0x9f }),
    fc.integer({ min: 0xd800, max: 0xdfff }),
    // Bidi embedding, override and isolate controls.
    fc.integer({ min: 0x202a, max: 0x202e }),
    fc.integer({ min: 0x2066, max: 0x2069 }),
  )
  .map((code) => String.fromCharCode(code));

/** The same without the tabs and line breaks a multi-line text (a comment) may have. */
export const controlCharacterButLineBreaks = controlCharacter.filter(
  (character) => !'\t\n\r'.includes(character),
);

/**
 * A text of letters with a control character inside it (inside, because trimming would take a
 * tab or a line break off either end); the letters keep it short and otherwise valid.
 */
export function textWithControl(control = controlCharacter, letters = 'AbcdE'): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1, max: letters.length - 1 }), control)
    .map(([at, character]) => `${letters.slice(0, at)}${character}${letters.slice(at)}`);
}
