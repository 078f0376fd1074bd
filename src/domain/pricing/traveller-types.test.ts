import { describe, expect, it } from 'vitest';
import { ageOn, travellerType } from './traveller-types';
import { PricingInputError } from './types';

describe('travellerType', () => {
  it('classifies babies, children and travellers paying as adults', () => {
    expect(travellerType(0)).toEqual({ tipoPasajero: 'INF', edadTipo: 0 });
    expect(travellerType(1)).toEqual({ tipoPasajero: 'INF', edadTipo: 0 });
    expect(travellerType(2)).toEqual({ tipoPasajero: 'CHD', edadTipo: 10 });
    expect(travellerType(11)).toEqual({ tipoPasajero: 'CHD', edadTipo: 10 });
    expect(travellerType(12)).toEqual({ tipoPasajero: 'ADT', edadTipo: 30 });
    expect(travellerType(70)).toEqual({ tipoPasajero: 'ADT', edadTipo: 30 });
  });

  it('rejects impossible ages', () => {
    expect(() => travellerType(-1)).toThrow(PricingInputError);
    expect(() => travellerType(2.5)).toThrow(PricingInputError);
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn('2015-06-15', '2025-06-14')).toBe(9);
    expect(ageOn('2015-06-15', '2025-06-15')).toBe(10);
    expect(ageOn('2015-06-15', '2025-12-31')).toBe(10);
    expect(ageOn('2024-03-10', '2024-03-10')).toBe(0);
  });

  it('makes a 29 February birthday one year older on 1 March in non-leap years', () => {
    expect(ageOn('2012-02-29', '2023-02-28')).toBe(10);
    expect(ageOn('2012-02-29', '2023-03-01')).toBe(11);
    expect(ageOn('2012-02-29', '2024-02-28')).toBe(11);
    expect(ageOn('2012-02-29', '2024-02-29')).toBe(12);
  });

  it('rejects malformed dates, impossible dates and a birth after the day', () => {
    expect(() => ageOn('2015-6-15', '2025-06-15')).toThrow(PricingInputError);
    expect(() => ageOn('2023-02-29', '2025-06-15')).toThrow(PricingInputError);
    expect(() => ageOn('2015-13-01', '2025-06-15')).toThrow(PricingInputError);
    expect(() => ageOn('2026-01-01', '2025-06-15')).toThrow(PricingInputError);
  });
});
