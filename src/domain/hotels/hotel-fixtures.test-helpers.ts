import type { HotelRate, HotelRoom } from './bed-bank';

/** What the bed bank's tests share: a rate and a room with plain values, changed where a test needs. */

export const PARIS = { kind: 'city', latitude: 48.8566 } as const;
export const TWO = { adults: 2, childAges: [] };
/** Nights of the week of 2025-11-10 (Monday) to 2025-11-16 (Sunday), a plain November week. */
export const MONDAY = '2025-11-10';

export const rate = (overrides: Partial<HotelRate> = {}): HotelRate => ({
  supplier: 'HBD',
  basePerNight: 12_000,
  mealPlan: 'AD',
  refundable: true,
  freeCancellationDays: 7,
  cancellationFeePercent: 35,
  remarks: { es: '', en: '', fr: '' },
  allotment: 4,
  ...overrides,
});

export const room = (overrides: Partial<HotelRoom> = {}): HotelRoom => ({
  code: 'DBL',
  name: { es: 'Doble', en: 'Double', fr: 'Double' },
  maxAdults: 2,
  maxChildren: 2,
  maxOccupancy: 3,
  rates: [rate()],
  ...overrides,
});
