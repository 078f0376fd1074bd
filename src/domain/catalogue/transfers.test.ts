import { describe, expect, it } from 'vitest';
import { distanceKm, transferBetween } from './transfers';

const havana = { latitude: 23.1136, longitude: -82.3666 };
const varadero = { latitude: 23.1539, longitude: -81.2514 };
const santiago = { latitude: 20.0247, longitude: -75.8219 };

describe('transfers between stays', () => {
  it('measures great-circle distances', () => {
    expect(distanceKm(havana, varadero)).toBeGreaterThan(110);
    expect(distanceKm(havana, varadero)).toBeLessThan(120);
    expect(distanceKm(havana, havana)).toBe(0);
  });

  it('goes by road to a nearby stay, with the time rounded to the half hour', () => {
    expect(transferBetween(havana, varadero)).toEqual({ kind: 'road', km: 114, hours: 2.5 });
    expect(transferBetween(havana, { latitude: 23.12, longitude: -82.36 })).toMatchObject({ hours: 0.5 });
  });

  it('flies to a far one', () => {
    expect(transferBetween(havana, santiago)).toMatchObject({ kind: 'flight' });
  });
});
