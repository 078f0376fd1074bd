import { splitMessage } from '../../../domain/schemas/messages';
import { useTranslation } from '../../i18n/i18n';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The first error of a field, translated, with the values a message carries (see
 * messageWithValues); its `count` is a number again, so the message takes its plural form.
 */
export function errorText(t: Translate, errors: string[] | undefined): string | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  const { key, values } = splitMessage(first);
  const count = values.count === undefined ? undefined : Number(values.count);
  return t(key, count === undefined || Number.isNaN(count) ? values : { ...values, count });
}

/** `errorText` in the visitor's language (the messages live in `common`). */
export function useErrorText() {
  const { t } = useTranslation();
  return (errors: string[] | undefined) => errorText(t, errors);
}

/** Fields built from others: their error is the others' while those have one (the expiry from its month and year). */
const BUILT_FROM: Record<string, readonly string[]> = {
  'tarjeta.ExpirationDate': ['tarjeta.ExpirationMonth', 'tarjeta.ExpirationYear'],
};

/** How many errors the form shows, each once: the summary's count agrees with the messages under the fields. */
export function shownErrorCount(allErrors: Record<string, readonly string[] | undefined>): number {
  const failing = (name: string) => (allErrors[name]?.length ?? 0) > 0;
  return Object.keys(allErrors).filter((name) => failing(name) && !(BUILT_FROM[name] ?? []).some(failing))
    .length;
}
