import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from '../domain/schemas/zod';

/** The names Conform keeps for its own buttons (an intent, as JSON) and its state. */
const CONFORM_FIELDS = ['__intent__', '__state__'];

/**
 * How every form action (and a search form's query) is read: Conform's `parseWithZod` with the form's schema (an empty
 * field is no value, numbers and check boxes are read from their text), whose `reply()` the page's
 * `useForm` shows. An intent or a state Conform cannot read, which only a crafted post carries, is
 * left out rather than failing the page.
 */
export function parseForm<Schema extends z.ZodType>(form: FormData | URLSearchParams, schema: Schema) {
  try {
    return parseWithZod(form, { schema });
  } catch (error) {
    if (!CONFORM_FIELDS.some((name) => form.has(name))) throw error;
    const plain = new FormData();
    for (const [name, value] of form) if (!CONFORM_FIELDS.includes(name)) plain.append(name, value);
    return parseWithZod(plain, { schema });
  }
}
