import { describe, expect, it } from 'vitest';
import { isPayable, pendingBalance } from './balance';

describe('pendingBalance', () => {
  it('is the total less the payments', () => {
    expect(pendingBalance(250_000, [50_000, 25_050])).toBe(174_950);
  });
  it('is the whole total before any payment', () => {
    expect(pendingBalance(99_900, [])).toBe(99_900);
  });
  it('never goes below zero when more was paid', () => {
    expect(pendingBalance(10_000, [8_000, 8_000])).toBe(0);
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
