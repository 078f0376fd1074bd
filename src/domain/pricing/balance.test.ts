import { describe, expect, it } from 'vitest';
import { bookingAccount, isPayable } from './balance';

describe('bookingAccount', () => {
  const facts = { total: 250_000, cancelled: false, fees: 0, paid: 0, refunded: 0 };
  it('leaves the total less the payments to pay', () => {
    expect(bookingAccount({ ...facts, paid: 75_050 })).toEqual({
      owed: 250_000,
      pending: 174_950,
      owedBack: 0,
    });
  });
  it('owes back what was paid beyond the total (an order paid twice), never a negative debt', () => {
    expect(bookingAccount({ ...facts, total: 10_000, paid: 16_000 })).toEqual({
      owed: 10_000,
      pending: 0,
      owedBack: 6_000,
    });
  });
  it('adds a change fee to what is left to pay', () => {
    expect(bookingAccount({ ...facts, fees: 5_000, paid: 100_000 }).pending).toBe(155_000);
  });
  it('once cancelled, owes only the fee: charged from what was paid, the rest owed back', () => {
    const cancelled = { ...facts, cancelled: true, fees: 37_500, paid: 100_000 };
    expect(bookingAccount(cancelled)).toEqual({ owed: 37_500, pending: 0, owedBack: 62_500 });
    expect(bookingAccount({ ...cancelled, refunded: 62_500 })).toEqual({
      owed: 37_500,
      pending: 0,
      owedBack: 0,
    });
  });
  it('once cancelled with less paid than the fee, leaves only the rest of the fee to pay', () => {
    expect(bookingAccount({ ...facts, cancelled: true, fees: 37_500, paid: 25_000 }).pending).toBe(12_500);
  });
  it('counts a refund as money given back: owed again only if it went beyond what was owed back', () => {
    expect(bookingAccount({ ...facts, total: 80_000, paid: 100_000, refunded: 20_000 })).toEqual({
      owed: 80_000,
      pending: 0,
      owedBack: 0,
    });
  });
});

describe('isPayable', () => {
  const order = { status: 'abierta', validUntil: '2026-12-01' as string | null, amount: 50_000 };
  it('takes an open order up to and including its last day', () => {
    expect(isPayable(order, '2026-12-01', 100_000)).toBe(true);
    expect(isPayable(order, '2026-12-02', 100_000)).toBe(false);
  });
  it('takes an open order without a date at any time', () => {
    expect(isPayable({ ...order, validUntil: null }, '2030-01-01', 100_000)).toBe(true);
  });
  it('refuses a paid or cancelled order', () => {
    expect(isPayable({ ...order, status: 'pagada' }, '2026-01-01', 100_000)).toBe(false);
    expect(isPayable({ ...order, status: 'anulada' }, '2026-01-01', 100_000)).toBe(false);
  });
  it('refuses an order for more than is left to pay, and takes one for exactly that', () => {
    expect(isPayable(order, '2026-11-30', 49_999)).toBe(false);
    expect(isPayable(order, '2026-11-30', 50_000)).toBe(true);
  });
});
