import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../../domain/pricing/types';
import { hasControlCharacters } from '../../domain/schemas/bounds';

/**
 * What a form sent to a page may hold, checked before anything parses it: the largest form of
 * the site (the booking request for the biggest party, about 350 fields) fits with room to spare,
 * and nothing a parser builds from a form can grow beyond these bounds.
 */
export const FORM_LIMITS = {
  /** Every request body, pages and API alike (an upload route may declare its own). */
  bodyBytes: 1_048_576,
  /** A signed-in agent's upload (a booking document, a catalogue file or photo); see back-office-gate.ts. */
  uploadBytes: 16 * 1_048_576,
  fields: 600,
  nameLength: 100,
  /** `viajeros[53].nombre`: one index per traveller of the biggest party. */
  arrayIndex: MAX_ROOMS * MAX_TRAVELLERS_PER_ROOM,
  /** Indices in one name (`a[1].b[2]`), so nested lists stay small. */
  indicesPerName: 2,
  /** Dotted or indexed parts of one name (`solicitante.nombre` has 2). */
  nameParts: 4,
} as const;

export type FormRefusal = 'too-large' | 'unreadable';

const INDEX = /\[(\d*)\]/g;

/** Why a field name is refused, or null when it is one a form of this site could send. */
function nameProblem(name: string): FormRefusal | null {
  if (name.length === 0 || name.length > FORM_LIMITS.nameLength || hasControlCharacters(name))
    return 'unreadable';
  const indices = [...name.matchAll(INDEX)];
  if (indices.length > FORM_LIMITS.indicesPerName) return 'unreadable';
  for (const [, digits] of indices) {
    // Leading zeros and huge numbers alike: only a plain small index is accepted.
    if (!digits || !/^(0|[1-9]\d{0,3})$/.test(digits) || Number(digits) >= FORM_LIMITS.arrayIndex)
      return 'unreadable';
  }
  const parts = name.replace(INDEX, '.$1').split('.').filter(Boolean).length;
  return parts > FORM_LIMITS.nameParts ? 'unreadable' : null;
}

/**
 * Checks the fields of a form before any parser builds a value from them: their number, their
 * names (length, characters, array indices, depth) and values without a NUL character.
 */
export function checkFormFields(fields: Iterable<[string, unknown]>): FormRefusal | null {
  let count = 0;
  for (const [name, value] of fields) {
    count += 1;
    if (count > FORM_LIMITS.fields) return 'too-large';
    const problem = nameProblem(name);
    if (problem) return problem;
    if (typeof value === 'string' && value.includes('\u0000')) return 'unreadable';
  }
  return null;
}
