import { splitMessage } from '../../../domain/schemas/messages';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The first error of a field, translated, with the values a message carries (see messageWithValues). */
export function errorText(t: Translate, errors: string[] | undefined): string | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  const { key, values } = splitMessage(first);
  return t(key, values);
}
