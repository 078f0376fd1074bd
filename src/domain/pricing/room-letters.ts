import { PricingInputError } from './types';

/** Room letters in order: the Spanish alphabet's a–z, then ñ (27 letters). */
export const ROOM_LETTERS = 'abcdefghijklmnopqrstuvwxyzñ';

/** The letter of the room at a zero-based position within its accommodation group: 0 → 'a', 26 → 'ñ'. */
export function roomLetter(index: number): string {
  const letter = Number.isInteger(index) && index >= 0 ? ROOM_LETTERS[index] : undefined;
  if (letter === undefined) {
    throw new PricingInputError(
      `Room index must be an integer from 0 to ${ROOM_LETTERS.length - 1} (got ${index}).`,
    );
  }
  return letter;
}
