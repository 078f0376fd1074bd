import { describe, expect, it } from 'vitest';
import { cardDigits, cardSummary, isExpired, passesLuhn, maskCardNumbers } from './card';

describe('card checks', () => {
  it('accepts the test numbers of each brand and rejects one changed digit', () => {
    for (const number of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '4222222222222',
    ])
      expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('41111111111a1111')).toBe(false);
  });

  it('ignores the spaces and dashes people type', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
  });

  it('keeps a card valid until the end of its expiry month', () => {
    expect(isExpired('2026-11', '2026-11-30')).toBe(false);
    expect(isExpired('2026-10', '2026-11-01')).toBe(true);
    expect(isExpired('2030-01', '2026-11-21')).toBe(false);
  });

  it('keeps only brand, last four digits, expiry and holder', () => {
    const summary = cardSummary({
      CardType: 'VI',
      CardNumber: '4111 1111 1111 1111',
      ExpirationDate: '2030-04',
      NameOnCard: 'ANA GARCIA',
    });
    expect(summary).toEqual({ brand: 'VI', last4: '1111', expiry: '2030-04', holder: 'ANA GARCIA' });
    expect(JSON.stringify(summary)).not.toContain('41111111');
  });
});

describe('maskCardNumbers', () => {
  it('masks a card number written with spaces, dashes or none, keeping the last four digits', () => {
    expect(maskCardNumbers('Mi tarjeta es 4548 8100 0000 0003 caduca 12/29')).toBe(
      'Mi tarjeta es •••• •••• •••• 0003 caduca 12/29',
    );
    expect(maskCardNumbers('4111-1111-1111-1111')).toBe('•••• •••• •••• 1111');
    expect(maskCardNumbers('378282246310005.')).toBe('•••• •••• •••• 0005.');
  });
  it('leaves phone numbers, IBAN digits, dates and other numbers that are not card numbers', () => {
    const text = 'Llamadme al 612 345 678, referencia 1234567890123, salida 15/09/2027';
    expect(maskCardNumbers(text)).toBe(text);
  });
});
