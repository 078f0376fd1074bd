import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { SearchEntry } from '../../../domain/catalogue/place-search';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';

const PLACE_TEXTS = {
  country: 'search.countryLabel',
  area: 'search.areaIn',
  hotel: 'search.hotelIn',
  combined: 'search.combinedTrip',
  circuit: 'search.circuitRoute',
} as const;

/** Suggestions wait for a short pause in typing, so each key does not ask the server. */
const TYPING_PAUSE_MS = 150;

/**
 * The search's "destination or hotel" field: a text box (what is typed is sent as it is, and the
 * listing finds it, accents and case ignored) that suggests destinations and hotels in the
 * visitor's language as they type (and beaches or resort areas, "Bávaro", as the destination they
 * are in), following the ARIA combobox pattern (arrows, Enter, Escape).
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
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<SearchEntry[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  useEffect(() => {
    if (!typed || value.trim().length < 2) {
      setSuggestions([]);
      return;
    }
    const request = ++asked.current;
    const timer = setTimeout(() => {
      fetch(`/sugerencias?${new URLSearchParams({ q: value, idioma: language }).toString()}`)
        .then((response) => (response.ok ? (response.json() as Promise<SearchEntry[]>) : []))
        .then((found) => {
          if (request !== asked.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch(() => setSuggestions([]));
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, typed, language]);

  const navigate = useNavigate();
  const choose = (entry: SearchEntry) => {
    // A combined trip or a circuit has its own page: choosing one opens it.
    if (entry.href) {
      setOpen(false);
      void navigate(entry.href);
      return;
    }
    setValue(entry.name);
    setTyped(false);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      const entry = suggestions[active];
      if (entry) {
        event.preventDefault();
        choose(entry);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="field combobox">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__control"
        type="text"
        required
        minLength={2}
        maxLength={80}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        placeholder={t('search.destinationPlaceholder')}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setTyped(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
        {suggestions.map((entry, index) => (
          <li
            key={`${entry.kind}-${entry.name}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(entry);
            }}
          >
            <span className="combobox__name">{entry.name}</span>{' '}
            <span className="combobox__place">
              {entry.kind === 'destination'
                ? entry.place
                : t(PLACE_TEXTS[entry.kind], { place: entry.place })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
