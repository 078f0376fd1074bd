import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchEntry } from '../../../domain/catalogue/place-search';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { Combobox } from '../ui/combobox';

const PLACE_TEXTS = {
  country: 'search.countryLabel',
  area: 'search.areaIn',
  hotel: 'search.hotelIn',
  combined: 'search.combinedTrip',
  circuit: 'search.circuitRoute',
} as const;

/** The places /sugerencias has for what was typed; none when it cannot answer. */
async function suggestPlaces(text: string, language: Language): Promise<SearchEntry[]> {
  const response = await fetch(
    `/sugerencias?${new URLSearchParams({ q: text, idioma: language }).toString()}`,
  );
  return response.ok ? ((await response.json()) as SearchEntry[]) : [];
}

/**
 * The search's "destination or hotel" field: a text box (what is typed is sent as it is, and the
 * listing finds it, accents and case ignored) that suggests destinations and hotels in the
 * visitor's language as they type (and beaches or resort areas, "Bávaro", as the destination they
 * are in).
 */
export function PlaceCombobox({
  name,
  label,
  defaultValue,
  language,
}: {
  name: string;
  label: string;
  defaultValue: string;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  const [value, setValue] = useState(defaultValue);
  const navigate = useNavigate();

  return (
    <Combobox<SearchEntry>
      name={name}
      label={label}
      value={value}
      onType={setValue}
      onChoose={(entry) => {
        // A combined trip or a circuit has its own page: choosing one opens it.
        if (entry.href) void navigate(entry.href);
        else setValue(entry.name);
      }}
      suggest={(text) => suggestPlaces(text, language)}
      entryKey={(entry) => `${entry.kind}-${entry.name}`}
      renderEntry={(entry) => (
        <>
          <span className="combobox__name">{entry.name}</span>{' '}
          <span className="combobox__place">
            {entry.kind === 'destination' ? entry.place : t(PLACE_TEXTS[entry.kind], { place: entry.place })}
          </span>
        </>
      )}
      required
      minLength={2}
      maxLength={80}
      placeholder={t('search.destinationPlaceholder')}
    />
  );
}
