import { countryName } from '../../../domain/format';
import { MAX_CITY_LENGTH, MAX_DESTINATION_ID } from '../../../domain/hotels/hotel-search-query';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { Combobox } from '../ui/combobox';

/** A city the search service suggests: GET /api/search/ciudad answers `{ response: [...] }`. */
export interface CitySuggestion {
  destinoId: number;
  nombre: string;
  /** ISO 3166-1 alpha-2. */
  pais: string;
  hoteles: number;
}

const MAX_SUGGESTIONS = 10;

/** An answer's cities that have every field as the contract says; anything else is no city. */
export function citySuggestions(answer: unknown): CitySuggestion[] {
  const list = (answer as { response?: unknown } | null)?.response;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is CitySuggestion => {
      const city = item as Partial<CitySuggestion> | null;
      return (
        typeof city?.destinoId === 'number' &&
        Number.isInteger(city.destinoId) &&
        city.destinoId >= 1 &&
        city.destinoId <= MAX_DESTINATION_ID &&
        typeof city.nombre === 'string' &&
        city.nombre.trim() !== '' &&
        city.nombre.length <= MAX_CITY_LENGTH &&
        typeof city.pais === 'string' &&
        /^[A-Z]{2}$/.test(city.pais) &&
        typeof city.hoteles === 'number' &&
        Number.isInteger(city.hoteles) &&
        city.hoteles >= 0
      );
    })
    .slice(0, MAX_SUGGESTIONS);
}

/**
 * The cities the search service knows for what was typed. Until it answers (or when it fails) there
 * are none, and the field stays a plain text box: the results page finds the city typed.
 */
async function suggestCities(text: string, language: Language): Promise<CitySuggestion[]> {
  try {
    const query = new URLSearchParams({ nombreCiudad: text, idioma: language });
    const response = await fetch(`/api/search/ciudad?${query.toString()}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return [];
    return citySuggestions(await response.json());
  } catch {
    return [];
  }
}

/**
 * The hotel search's destination: a city typed (sent as `ciudad`) or chosen among the search
 * service's suggestions, which also fills the hidden `destino` with its destinoId. Typing again
 * forgets the city chosen.
 */
export function CityCombobox({
  id,
  value,
  language,
  error,
  onType,
  onChoose,
}: {
  id: string;
  value: string;
  language: Language;
  error: string | undefined;
  onType: (text: string) => void;
  onChoose: (city: CitySuggestion) => void;
}) {
  const { t } = useTranslation('hotels');
  return (
    <Combobox<CitySuggestion>
      id={id}
      name="ciudad"
      label={t('search.destination')}
      value={value}
      onType={onType}
      onChoose={onChoose}
      suggest={(text) => suggestCities(text, language)}
      entryKey={(city) => String(city.destinoId)}
      renderEntry={(city) => (
        <>
          <span className="combobox__name">{city.nombre}</span>{' '}
          <span className="combobox__place">
            {[countryName(city.pais, language), t('search.hotelCount', { count: city.hoteles })]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
      required
      maxLength={MAX_CITY_LENGTH}
      placeholder={t('search.destinationPlaceholder')}
      error={error}
      className="hotel-search__place"
    />
  );
}
