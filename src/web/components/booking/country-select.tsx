import type { FieldMetadata } from '@conform-to/react';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import type { Language } from '../../../domain/language';
import { useErrorText } from '../ui/error-text';
import { SelectField, type SelectOption } from '../ui/field';

/**
 * The country names of the request form (about 250 options, three or more selects) are not sent
 * in the page's loader data. The server renders them from its cache (entry.server.tsx provides
 * them); the browser keeps those options as the server wrote them, without hydrating them, and
 * fetches the list of its language once (`/paises`) only when it renders the form itself, after a
 * navigation within the site (the route's clientLoader waits for it).
 */
const loaded = new Map<Language, SelectOption[]>();
const loading = new Map<Language, Promise<void>>();

export function loadCountryOptions(language: Language): Promise<void> {
  if (loaded.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = fetch(`/paises?idioma=${language}`)
      .then((response) => {
        if (!response.ok) throw new Error(`country names: ${response.status}`);
        return response.json() as Promise<SelectOption[]>;
      })
      .then((options) => {
        loaded.set(language, options);
      })
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Where the options come from: the server's cache while rendering there, the fetched list in the browser. */
export const CountryOptionsContext = createContext<(language: Language) => SelectOption[] | undefined>(
  (language) => loaded.get(language),
);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The options as HTML, the chosen one marked (React cannot mark an option it does not render). */
export function countryOptionsHtml(options: SelectOption[], chosen: string | undefined) {
  return options
    .map(
      ({ value, label }) =>
        `<option value="${escapeHtml(value)}"${value === chosen ? ' selected=""' : ''}>${escapeHtml(label)}</option>`,
    )
    .join('');
}

interface CountrySelectProps {
  label: string;
  language: Language;
  field: FieldMetadata<string>;
  autoComplete?: string;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}

/** A country select whose options React writes once and never diffs (see above). */
export function CountrySelect({ label, language, field, autoComplete, onChange }: CountrySelectProps) {
  const options = useContext(CountryOptionsContext)(language);
  const errorText = useErrorText();
  // A form sent back with one field twice carries a list: a single select shows its first value.
  const initial: unknown = field.initialValue;
  const chosen = Array.isArray(initial)
    ? String(initial[0] ?? '')
    : typeof initial === 'string'
      ? initial
      : undefined;
  // Written once per mounted select: the hydrated page keeps the server's options as they are.
  const [html] = useState(() => (options ? countryOptionsHtml(options, chosen) : ''));
  const ref = useRef<HTMLSelectElement>(null);
  // The select is not remounted when the form sets its value (conform changes the field's key,
  // as "Copiar solicitante" does): it is shown here instead.
  const shownKey = useRef(field.key);
  useEffect(() => {
    if (shownKey.current === field.key) return;
    shownKey.current = field.key;
    if (ref.current && chosen !== undefined) ref.current.value = chosen;
  }, [field.key, chosen]);
  return (
    <SelectField
      ref={ref}
      label={label}
      error={errorText(field.errors)}
      autoComplete={autoComplete}
      id={field.id}
      name={field.name}
      form={field.formId}
      required={field.required}
      defaultValue={chosen}
      onChange={onChange}
      options={[]}
      optionsHtml={html}
    />
  );
}
