import { describe, expect, it } from 'vitest';
import { ROOM_LETTERS, roomLetter } from './room-letters';
import { PricingInputError } from './types';

describe('roomLetter', () => {
  it('letters rooms a to z, then ñ', () => {
    expect(roomLetter(0)).toBe('a');
    expect(roomLetter(1)).toBe('b');
    expect(roomLetter(25)).toBe('z');
    expect(roomLetter(26)).toBe('ñ');
    expect(ROOM_LETTERS).toHaveLength(27);
  });

  it('rejects positions without a letter', () => {
    for (const index of [27, -1, 1.5, Number.NaN]) {
      expect(() => roomLetter(index)).toThrow(PricingInputError);
    }
  });
});
