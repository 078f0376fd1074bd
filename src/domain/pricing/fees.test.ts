import { describe, expect, it } from 'vitest';
import { feeConcept, feeFor } from './fees';

const t = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? JSON.stringify(values) : ''}`;

describe('feeFor', () => {
  it("takes the conditions' table by days of notice, to the cent", () => {
    // 20 days before departure: 15 % of 3.369 € = 505,35 €.
    expect(feeFor('cancelacion', 336_900, 20, { basis: 'tabla' })).toEqual({
      kind: 'cancelacion',
      basis: 'tabla',
      amount: 50_535,
      daysNotice: 20,
      percent: 15,
      reason: '',
    });
  });
  it('charges the whole trip after the departure day, never more', () => {
    expect(feeFor('cancelacion', 120_000, -3, { basis: 'tabla' })).toMatchObject({
      amount: 120_000,
      daysNotice: 0,
      percent: 100,
    });
  });
  it('keeps an amount set by hand with its reason, capped at the total', () => {
    expect(
      feeFor('cambio', 100_000, 40, { basis: 'manual', amount: 6_000, reason: 'Cambio de nombre' }),
    ).toMatchObject({
      amount: 6_000,
      basis: 'manual',
      reason: 'Cambio de nombre',
      percent: null,
    });
    expect(feeFor('cambio', 100_000, 40, { basis: 'manual', amount: 200_000, reason: 'x' }).amount).toBe(
      100_000,
    );
  });
});

describe('feeConcept', () => {
  it("names the table's percentage and notice, or the reason given", () => {
    expect(
      feeConcept({ kind: 'cancelacion', basis: 'tabla', percent: 15, daysNotice: 20, reason: '' }, t),
    ).toBe('payments.feeByTable{"kind":"payments.feeKinds.cancelacion","percent":15,"days":20}');
    expect(
      feeConcept(
        { kind: 'cambio', basis: 'manual', percent: null, daysNotice: null, reason: 'Otra fecha' },
        t,
      ),
    ).toBe('payments.feeKinds.cambio: Otra fecha');
  });
});
