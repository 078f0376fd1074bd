import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatFileSize,
  formatPrice,
  formatPriceWrapping,
  formatTotal,
  kelvinToCelsius,
  madridDateTime,
  madridDay,
} from './format';

const clean = (s: string) => s.replace(/\s/g, ' ');

describe('price display', () => {
  it('rounds up to whole euros and separates thousands', () => {
    expect(clean(formatPrice(1234.01, 'es'))).toBe('1.235 €');
    expect(clean(formatPrice(999, 'es'))).toBe('999 €');
    expect(formatPrice(1234.5, 'en')).toBe('€1,235');
  });

  it('does not round an exact amount up', () => {
    expect(clean(formatPrice(1200, 'fr'))).toBe('1 200 €');
  });

  it('may wrap a price only between its amount and its currency', () => {
    expect(formatPriceWrapping(1020, 'ro')).toBe('1.020 EUR');
    expect(formatPriceWrapping(1020, 'es')).toBe('1.020 €');
    expect(formatPriceWrapping(1020, 'en')).toBe('€1,020');
    // French separates thousands with a space that must not break.
    expect(formatPriceWrapping(1020, 'fr')).toBe('1\u202f020 €');
  });

  it('converts Kelvin to Celsius', () => {
    expect(kelvinToCelsius(300.15)).toBe(27);
  });
});

describe('madridDay', () => {
  it('gives the Madrid calendar day of a moment, across midnight and summer time', () => {
    expect(madridDay('2026-11-24T23:33:00.000Z')).toBe('2026-11-25');
    expect(madridDay('2026-11-24T22:59:00.000Z')).toBe('2026-11-24');
    expect(madridDay('2026-07-01T22:30:00.000Z')).toBe('2026-07-02');
    expect(madridDay('2026-07-01T21:30:00.000Z')).toBe('2026-07-01');
  });
});

describe('madridDateTime', () => {
  it('gives Madrid’s wall clock to the minute, in winter and in summer', () => {
    expect(madridDateTime('2026-11-28T13:47:56.075Z')).toBe('2026-11-28 14:47');
    expect(madridDateTime('2026-11-24T23:05:00.000Z')).toBe('2026-11-25 00:05');
    expect(madridDateTime('2026-07-01T21:30:00.000Z')).toBe('2026-07-01 23:30');
  });
});

describe('formatAmount', () => {
  it('shows money owed or paid to the cent, thousands separated, never rounded up', () => {
    const plain = (text: string) => text.replace(/\s/g, ' ');
    expect(plain(formatAmount(300_050, 'es'))).toBe('3.000,50 €');
    expect(plain(formatAmount(25_075, 'en'))).toBe('€250.75');
    expect(plain(formatAmount(100, 'fr'))).toBe('1,00 €');
  });
});

describe('formatFileSize', () => {
  it('gives KB below a megabyte (at least 1) and MB with one decimal above, in the language', () => {
    expect(formatFileSize(40, 'es')).toBe('1 KB');
    expect(formatFileSize(2_500, 'en')).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024, 'es')).toBe('1,5 MB');
  });
});

describe('a booked total', () => {
  it('shows whole euros as prices do, and cents when it has them, never rounding them away', () => {
    expect(formatTotal(336_900, 'es').replace(/\s/g, ' ')).toBe('3.369 €');
    expect(formatTotal(336_810, 'es').replace(/\s/g, ' ')).toBe('3.368,10 €');
  });
});
