import { describe, expect, it } from 'vitest';
import { ageProblem, expectedTravellers, hasGrownUp } from './travellers';

const trip = { today: '2026-11-21', departure: '2027-03-10', returnDate: '2027-03-17' };

describe('travellers of the chosen party', () => {
  it('lists each room: adults, then children with their ages, then babies', () => {
    expect(
      expectedTravellers([
        { adults: 2, childAges: [7], infants: 1 },
        { adults: 1, childAges: [], infants: 0 },
      ]),
    ).toEqual([
      { tipo: 'A', room: 1 },
      { tipo: 'A', room: 1 },
      { tipo: 'N', age: 7, room: 1 },
      { tipo: 'B', room: 1 },
      { tipo: 'A', room: 2 },
    ]);
  });

  it('wants a child to be the age chosen on the day of departure', () => {
    const child = { tipo: 'N' as const, age: 7, room: 1 };
    expect(ageProblem(child, '2019-06-01', trip)).toBeNull();
    expect(ageProblem(child, '2019-03-10', trip)).toEqual({
      key: 'validation.ageChild',
      values: { count: 8, chosen: 7 },
    });
  });

  it('wants a baby under 2 until the return and an adult 12 or more', () => {
    const baby = { tipo: 'B' as const, room: 1 };
    expect(ageProblem(baby, '2025-04-01', trip)).toBeNull();
    expect(ageProblem(baby, '2025-03-15', trip)).toEqual({ key: 'validation.ageBaby' });
    const adult = { tipo: 'A' as const, room: 1 };
    expect(ageProblem(adult, '2015-03-10', trip)).toBeNull();
    expect(ageProblem(adult, '2015-03-11', trip)).toEqual({
      key: 'validation.ageAdult',
      values: { count: 11 },
    });
  });

  it('refuses a birth date in the future', () => {
    expect(ageProblem({ tipo: 'A', room: 1 }, '2026-12-01', trip)).toEqual({
      key: 'validation.datesInconsistent',
    });
  });

  it('needs someone of age', () => {
    expect(hasGrownUp(['2012-01-01', '2009-03-10'], trip.departure)).toBe(true);
    expect(hasGrownUp(['2012-01-01', '2009-03-11'], trip.departure)).toBe(false);
  });
});
