import { createContext, useContext } from 'react';
import { splitMessage } from '../../../domain/schemas/messages';
import { useTranslation } from '../../i18n/i18n';

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * The first error of a field, translated, with the values a message carries (see
 * messageWithValues); its `count` is a number again, so the message takes its plural form.
 */
export function errorText(t: Translate, errors: readonly string[] | undefined): string | undefined {
  const first = errors?.[0];
  if (!first) return undefined;
  const { key, values } = splitMessage(first);
  const count = values.count === undefined ? undefined : Number(values.count);
  return t(key, count === undefined || Number.isNaN(count) ? values : { ...values, count });
}

/**
 * The namespace a form's messages are keys of: `common` on the storefront (MESSAGES), the back
 * office's own (BACK_OFFICE_MESSAGES) under its layout and its sign-in card.
 */
const MessagesNamespace = createContext('common');
export const ErrorMessages = MessagesNamespace.Provider;

/** `errorText` in the visitor's language and the messages' namespace. */
export function useErrorText() {
  const { t } = useTranslation(useContext(MessagesNamespace));
  return (errors: readonly string[] | undefined) => errorText(t, errors);
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
