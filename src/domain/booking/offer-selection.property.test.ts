import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  controlCharacter,
  dayInRange,
  impossibleCompactDate,
  outOfRangeDecimal,
  outOfRangeInput,
  textWithControl,
} from '../../../tests/helpers/bad-input';
import { DEFAULT_NIGHTS } from '../constants';
import { isDayInRange, MAX_INTEGER, MAX_NIGHTS, searchParamsInput } from '../schemas/bounds';
import {
  calendarMonthFromSearchParams,
  excursionsAfterChange,
  excursionsFromSearchParams,
  nearestOriginQuery,
  selectionFromSearchParams,
} from './offer-selection';
import { selectionToSearchParams } from './offer-address';

const OFFER = { alojamiento: '1001', origen: 'MAD', noches: '14', dia: '20270310' };
const address = (changes: Record<string, string>) => new URLSearchParams({ ...OFFER, ...changes });
const compact = (iso: string) => iso.replaceAll('-', '');

/** Anything a hand-edited address may hold. */
const junk = fc.oneof(
  fc.string(),
  outOfRangeInput(-10, 10).map(String),
  impossibleCompactDate,
  textWithControl(controlCharacter, '1001'),
);

describe('the offer an address names', () => {
  it('reads every valid accommodation, origin, nights and day, and writes them back the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: MAX_INTEGER }),
        fc.stringMatching(/^[A-Z]{3}$/),
        fc.integer({ min: 1, max: MAX_NIGHTS }),
        dayInRange,
        (accommodationId, origin, nights, day) => {
          const params = address({
            alojamiento: String(accommodationId),
            origen: origin.toLowerCase(),
            noches: String(nights),
            dia: compact(day),
          });
          const selection = selectionFromSearchParams(params);
          expect(selection).toMatchObject({ accommodationId, origin, nights, day });
          expect(selection && selectionFromSearchParams(selectionToSearchParams(selection, 'es'))).toEqual(
            selection,
          );
        },
      ),
    );
  });

  it('names no offer with an accommodation id beyond integer, and repairs nights out of range or an impossible day', () => {
    fc.assert(
      fc.property(outOfRangeInput(1, MAX_INTEGER), (value) => {
        expect(selectionFromSearchParams(address({ alojamiento: String(value) }))).toBeNull();
      }),
    );
    fc.assert(
      fc.property(outOfRangeInput(1, MAX_NIGHTS), (value) => {
        expect(selectionFromSearchParams(address({ noches: String(value) }))?.nights).toBe(DEFAULT_NIGHTS);
      }),
    );
    fc.assert(
      fc.property(impossibleCompactDate, (value) => {
        const selection = selectionFromSearchParams(address({ dia: value }));
        expect(selection).not.toBeNull();
        expect(selection?.day).toBeUndefined();
      }),
    );
    expect(selectionFromSearchParams(address({ alojamiento: '99999999999' }))).toBeNull();
    expect(selectionFromSearchParams(address({ noches: 'zz', dia: 'abc', origen: 'X1' }))).toMatchObject({
      accommodationId: 1001,
      nights: DEFAULT_NIGHTS,
      origin: 'MAD',
      day: undefined,
    });
  });

  it('names no offer with a control character in its accommodation, and drops one anywhere else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(OFFER)), controlCharacter, (name, control) => {
        const value = OFFER[name as keyof typeof OFFER];
        const selection = selectionFromSearchParams(
          address({ [name]: `${value.slice(0, 1)}${control}${value.slice(1)}` }),
        );
        if (name === 'alojamiento') expect(selection).toBeNull();
        else expect([selection?.origin, selection?.nights, selection?.day].join(' ')).not.toContain(control);
      }),
    );
  });

  it('never lets junk through: whatever the address, a selection holds bounded values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('alojamiento', 'origen', 'noches', 'dia', 'x'), junk),
        (changes) => {
          const selection = selectionFromSearchParams(address(changes));
          if (!selection) return;
          expect(selection.accommodationId).toBeGreaterThanOrEqual(1);
          expect(selection.accommodationId).toBeLessThanOrEqual(MAX_INTEGER);
          expect(selection.origin).toMatch(/^[A-Z]{3}$/);
          expect(selection.nights).toBeGreaterThanOrEqual(1);
          expect(selection.nights).toBeLessThanOrEqual(MAX_NIGHTS);
          if (selection.day) expect(isDayInRange(selection.day)).toBe(true);
        },
      ),
    );
  });
});

describe('the excursions an address holds', () => {
  const excursion = fc.oneof(
    junk,
    fc
      .tuple(
        fc.oneof(fc.integer({ min: 1, max: MAX_INTEGER }).map(String), junk),
        fc.oneof(dayInRange.map(compact), junk),
      )
      .map(([id, day]) => `${id}:${day}`),
  );

  it('keeps only excursions with an id of integer and a real day, dropping the rest', () => {
    fc.assert(
      fc.property(fc.array(excursion, { maxLength: 30 }), (values) => {
        const params = new URLSearchParams(values.map((value) => ['x', value]));
        const excursions = excursionsFromSearchParams(params);
        expect(excursions.length).toBeLessThanOrEqual(20);
        for (const { id, day } of excursions) {
          expect(Number.isInteger(id) && id >= 1 && id <= MAX_INTEGER).toBe(true);
          expect(isDayInRange(day)).toBe(true);
        }
      }),
    );
    expect(
      excursionsFromSearchParams(new URLSearchParams('x=5:20270312&x=99999999999:20270312&x=6:00000101')),
    ).toEqual([{ id: 5, day: '2027-03-12' }]);
  });

  it('adds and removes through the buttons without letting junk in', () => {
    expect(excursionsAfterChange(new URLSearchParams('x=5:20270312'))).toBeUndefined();
    expect(excursionsAfterChange(new URLSearchParams('x=5:20270312&xadd=6&xdia=20270313'))).toEqual([
      { id: 5, day: '2027-03-12' },
      { id: 6, day: '2027-03-13' },
    ]);
    expect(excursionsAfterChange(new URLSearchParams('x=5:20270312&xdel=5'))).toEqual([]);
    fc.assert(
      fc.property(junk, junk, junk, (xadd, xdia, xdel) => {
        const params = new URLSearchParams({ x: '5:20270312', xadd, xdia, xdel });
        for (const { id, day } of excursionsAfterChange(params) ?? []) {
          expect(id).toBeLessThanOrEqual(MAX_INTEGER);
          expect(isDayInRange(day)).toBe(true);
        }
      }),
    );
  });
});

describe('the calendar month and the nearest origin', () => {
  it('shows the month asked for when it is a month of the range, else the chosen day’s', () => {
    expect(calendarMonthFromSearchParams(new URLSearchParams('mes=202703'))).toBe('2027-03');
    fc.assert(
      fc.property(junk, (mes) => {
        const month = calendarMonthFromSearchParams(new URLSearchParams({ mes }));
        if (month !== undefined) expect(isDayInRange(`${month}-01`)).toBe(true);
      }),
    );
    for (const mes of ['202713', '000001', '20270', '2027%00'])
      expect(calendarMonthFromSearchParams(new URLSearchParams({ mes }))).toBeUndefined();
  });

  it('refuses a position off the globe and keeps only city codes among the origins', () => {
    const parse = (query: string) =>
      nearestOriginQuery.safeParse(searchParamsInput(new URLSearchParams(query)));
    expect(parse('latitude=41.98&longitude=2.82&origenes=MAD,bcn,%00,MADRID').data).toEqual({
      latitude: 41.98,
      longitude: 2.82,
      origenes: ['MAD', 'BCN'],
    });
    fc.assert(
      fc.property(outOfRangeDecimal(-90, 90), (latitude) => {
        expect(parse(`latitude=${encodeURIComponent(latitude)}&longitude=2`).success).toBe(false);
      }),
    );
  });
});
