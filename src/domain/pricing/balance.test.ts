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
  it('takes an open order up to and including its last day', () => {
    expect(isPayable({ status: 'abierta', validUntil: '2026-12-01' }, '2026-12-01')).toBe(true);
    expect(isPayable({ status: 'abierta', validUntil: '2026-12-01' }, '2026-12-02')).toBe(false);
  });
  it('takes an open order without a date at any time', () => {
    expect(isPayable({ status: 'abierta', validUntil: null }, '2030-01-01')).toBe(true);
  });
  it('refuses a paid or cancelled order', () => {
    expect(isPayable({ status: 'pagada', validUntil: null }, '2026-01-01')).toBe(false);
    expect(isPayable({ status: 'anulada', validUntil: null }, '2026-01-01')).toBe(false);
  });
});
