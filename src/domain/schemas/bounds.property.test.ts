import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacter,
  controlCharacterButLineBreaks,
  dayInRange,
  impossibleCompactDate,
  impossibleDisplayDate,
  outOfRangeInput,
  textWithControl,
} from '../../../tests/helpers/bad-input';
import {
  compactDate,
  compactMonth,
  decimalBetween,
  displayDate,
  hasControlCharacters,
  id,
  integerBetween,
  MAX_INTEGER,
  MAX_NIGHTS,
  nights,
  optional,
  queryParameters,
  searchParamsInput,
  text,
  validItems,
} from './bounds';
import { MESSAGES } from './messages';
import { z } from './zod';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('bounded numbers', () => {
  it('takes every whole number of its range, as a number or as text', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.nat(),
        (min, width, offset) => {
          const value = min + (offset % (width + 1));
          const schema = integerBetween(min, min + width);
          expect(schema.parse(value)).toBe(value);
          expect(schema.parse(String(value))).toBe(value);
          expect(schema.parse(` ${value} `)).toBe(value);
        },
      ),
    );
  });

  it('refuses whole numbers outside its range, fractions and what is not a number', () => {
    fc.assert(
      fc.property(outOfRangeInput(1, 9), (value) => {
        expect(messageOf(integerBetween(1, 9).safeParse(value))).toBe(MESSAGES.number);
      }),
    );
    for (const value of [true, [], {}, [5], null, '', '  '])
      expect(integerBetween(1, 9).safeParse(value).success).toBe(false);
  });

  it('keeps ids within a PostgreSQL integer: 1 to 2147483647', () => {
    expect(id().parse(MAX_INTEGER)).toBe(MAX_INTEGER);
    expect(id().parse('1')).toBe(1);
    fc.assert(
      fc.property(outOfRangeInput(1, MAX_INTEGER), (value) => {
        expect(id().safeParse(value).success).toBe(false);
      }),
    );
    expect(id().safeParse('99999999999').success).toBe(false);
  });

  it('keeps nights from 1 to a realistic stay', () => {
    expect(nights().parse(MAX_NIGHTS)).toBe(MAX_NIGHTS);
    fc.assert(
      fc.property(outOfRangeInput(1, MAX_NIGHTS), (value) => {
        expect(nights().safeParse(value).success).toBe(false);
      }),
    );
    expect(nights().safeParse(100_000).success).toBe(false);
  });

  it('reports below the smallest value with its own message when it has one', () => {
    const messages = { ...MESSAGES, tooSmall: 'positive' };
    expect(messageOf(integerBetween(1, 9, messages).safeParse(0))).toBe('positive');
    expect(messageOf(integerBetween(1, 9, messages).safeParse(10))).toBe(MESSAGES.number);
  });

  it('takes decimals within its range and refuses the rest', () => {
    fc.assert(
      fc.property(fc.double({ min: -90, max: 90, noNaN: true }), (value) => {
        expect(decimalBetween(-90, 90).parse(value)).toBe(value);
      }),
    );
    expect(decimalBetween(-90, 90).parse('41.98')).toBe(41.98);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 90, max: 1e300, minExcluded: true }),
          fc.constantFrom(NaN, Infinity, 'norte', ''),
        ),
        (value) => {
          expect(decimalBetween(-90, 90).safeParse(value).success).toBe(false);
        },
      ),
    );
  });
});

describe('bounded days', () => {
  const compact = (iso: string) => iso.replaceAll('-', '');
  const display = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

  it('reads every real day from 1900 to 2099, YYYYMMDD or DD/MM/YYYY, as YYYY-MM-DD', () => {
    fc.assert(
      fc.property(dayInRange, (iso) => {
        expect(compactDate().parse(compact(iso))).toBe(iso);
        expect(displayDate().parse(display(iso))).toBe(iso);
      }),
    );
  });

  it('refuses days that do not exist or lie outside the range, 00000101 among them', () => {
    fc.assert(
      fc.property(impossibleCompactDate, (value) => {
        expect(messageOf(compactDate().safeParse(value))).toBe(MESSAGES.dateInvalid);
      }),
    );
    fc.assert(
      fc.property(impossibleDisplayDate, (value) => {
        expect(messageOf(displayDate().safeParse(value))).toBe(MESSAGES.dateInvalid);
      }),
    );
  });

  it('tells a wrong form from a day that does not exist', () => {
    for (const value of ['2024-02-29', '1/2/2024', '29/02/2024\u0000', ''])
      expect(messageOf(displayDate().safeParse(value))).toBe(MESSAGES.dateFormat);
    for (const value of ['2024022', '2024-02-29', '20240229\u0000', 'abcdefgh'])
      expect(messageOf(compactDate().safeParse(value))).toBe(MESSAGES.dateFormat);
    expect(displayDate().parse('29/02/2024')).toBe('2024-02-29');
    expect(messageOf(displayDate().safeParse('29/02/2023'))).toBe(MESSAGES.dateInvalid);
    expect(messageOf(displayDate().safeParse('10/13/2024'))).toBe(MESSAGES.dateInvalid);
  });

  it('reads a month of the range as YYYY-MM and refuses the rest', () => {
    fc.assert(
      fc.property(dayInRange, (iso) => {
        expect(compactMonth().parse(compact(iso).slice(0, 6))).toBe(iso.slice(0, 7));
      }),
    );
    for (const value of ['202613', '202600', '000001', '210001', '20261', '2026-01'])
      expect(compactMonth().safeParse(value).success).toBe(false);
  });
});

describe('bounded text', () => {
  /** Printable text of every script, without control characters. */
  const cleanText = fc.string({ unit: 'grapheme', maxLength: 30 }).map((value) => value.trim());

  it('takes text without control characters up to its length, trimmed', () => {
    fc.assert(
      fc.property(
        cleanText.filter((value) => value.length > 0 && !hasControlCharacters(value)),
        (value) => {
          expect(text(value.length).parse(` ${value} `)).toBe(value);
        },
      ),
    );
  });

  it('refuses a control character anywhere in it: C0, NUL, DEL, C1, a lone surrogate', () => {
    fc.assert(
      fc.property(textWithControl(), (value) => {
        expect(messageOf(text(80).safeParse(value))).toBe(MESSAGES.characters);
      }),
    );
    for (const value of ['Punta\u0000', 'a\u0085b', 'a\u009bb', 'a\ud800b', 'a\tb', 'a\nb'])
      expect(messageOf(text(80).safeParse(value))).toBe(MESSAGES.characters);
  });

  it('lets a multi-line text have tabs and line breaks, and nothing else of the kind', () => {
    const comment = text(200, MESSAGES, { min: 0, multiline: true });
    expect(comment.parse('Cama de matrimonio,\r\n\tpor favor')).toBe('Cama de matrimonio,\r\n\tpor favor');
    expect(comment.parse('')).toBe('');
    fc.assert(
      fc.property(textWithControl(controlCharacterButLineBreaks), (value) => {
        expect(messageOf(comment.safeParse(value))).toBe(MESSAGES.characters);
      }),
    );
  });

  it('refuses text longer than its column, and empty text when required', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 50 }), (max, extra) => {
        expect(messageOf(text(max).safeParse('a'.repeat(max + extra)))).toBe(MESSAGES.tooLong);
      }),
    );
    expect(messageOf(text(10).safeParse('   '))).toBe(MESSAGES.required);
    expect(messageOf(text(10).safeParse(undefined))).toBe(MESSAGES.required);
    expect(messageOf(text(10, MESSAGES, { min: 2 }).safeParse('a'))).toBe(MESSAGES.required);
  });

  it('does not let a control character through a text that is also too long', () => {
    fc.assert(
      fc.property(controlCharacter, (control) => {
        expect(text(3).safeParse(`ab${control}cdef`).success).toBe(false);
      }),
    );
  });
});

describe('query string helpers', () => {
  it('keeps the valid items of a list, at most as many as allowed', () => {
    const codes = validItems(z.enum(['TI', 'PC', 'MP']), 2);
    expect(codes.parse(['TI', 'XX', 'PC\u0000', 'MP', 'PC'])).toEqual(['TI', 'MP']);
    expect(codes.parse(undefined)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom('TI', 'PC', 'MP'), fc.string())), (values) => {
        const kept = codes.parse(values);
        expect(kept.length).toBeLessThanOrEqual(2);
        expect(kept.every((value) => ['TI', 'PC', 'MP'].includes(value))).toBe(true);
      }),
    );
  });

  it('reads an empty query parameter as absent: the default of an optional one, the refusal of a required one', () => {
    const query = queryParameters({
      lang: z.string().length(2, { error: 'two letters' }).default('es'),
      page: integerBetween(1, 99).default(1),
      code: optional(text(3)),
      id: id(),
      name: text(40),
    });
    const given = { lang: 'fr', page: '2', code: 'ABC', id: '5', name: 'Ana' };
    expect(query.parse({ ...given, lang: '', page: ' ', code: '' })).toEqual({
      lang: 'es',
      page: 1,
      id: 5,
      name: 'Ana',
    });
    expect(query.safeParse({ ...given, id: '' }).error?.issues).toMatchObject([
      { path: ['id'], message: MESSAGES.number },
    ]);
    expect(query.safeParse({ ...given, name: '' }).error?.issues).toMatchObject([
      { path: ['name'], message: MESSAGES.required },
    ]);
    fc.assert(
      fc.property(fc.subarray(Object.keys(given)), fc.constantFrom('', ' ', '\t'), (emptied, empty) => {
        const withEmpty = { ...given, ...Object.fromEntries(emptied.map((key) => [key, empty])) };
        const without = Object.fromEntries(Object.entries(given).filter(([key]) => !emptied.includes(key)));
        const [a, b] = [query.safeParse(withEmpty), query.safeParse(without)];
        expect(a.data).toEqual(b.data);
        expect(a.error?.issues).toEqual(b.error?.issues);
      }),
    );
  });

  it('reads the first value of a parameter, every value of a list, and an empty one as absent', () => {
    const params = new URLSearchParams('a=1&a=2&b=&e=7&e=9&c=%00');
    expect(searchParamsInput(params, ['e'])).toEqual({ a: '1', e: ['7', '9'], c: '\u0000' });
  });
});
