import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FieldMessages } from './field';

/** Suggestions wait for a short pause in typing, so each key does not ask the server. */
const TYPING_PAUSE_MS = 150;
/** Fewer characters than this suggest nothing. */
const SUGGEST_FROM = 2;

export interface ComboboxProps<Entry> {
  name: string;
  label: string;
  /** The text in the box: the field is controlled by its form. */
  value: string;
  /** The visitor typed: the text as it now is. */
  onType: (text: string) => void;
  /** The visitor chose a suggestion (click, or arrows and Enter). */
  onChoose: (entry: Entry) => void;
  /**
   * The suggestions for what was typed. A failure (a network error, a service not answering, an
   * answer of another shape) must give an empty list: the box then stays a plain text field.
   */
  suggest: (text: string) => Promise<Entry[]>;
  entryKey: (entry: Entry) => string;
  renderEntry: (entry: Entry) => ReactNode;
  id?: string;
  placeholder?: string;
  maxLength: number;
  minLength?: number;
  required?: boolean;
  /** Already translated, shown under the box and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/**
 * A text box that suggests as the visitor types, following the ARIA 1.2 combobox pattern (arrows,
 * Enter, Escape): whatever is typed is sent as it is when nothing is chosen, so without JavaScript
 * (or without suggestions) it is a plain text field. The package search's "destination or hotel"
 * and the hotel search's city are two of them.
 */
export function Combobox<Entry>({
  name,
  label,
  value,
  onType,
  onChoose,
  suggest,
  entryKey,
  renderEntry,
  id: givenId,
  placeholder,
  maxLength,
  minLength,
  required,
  error,
  hint,
  className,
}: ComboboxProps<Entry>) {
  const generated = useId();
  const id = givenId ?? generated;
  const listId = `${id}-list`;
  const [typed, setTyped] = useState(false);
  const [suggestions, setSuggestions] = useState<Entry[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);
  // The latest way to ask, without asking again when only the function's identity changed.
  const suggestRef = useRef(suggest);
  useEffect(() => {
    suggestRef.current = suggest;
  }, [suggest]);

  useEffect(() => {
    if (!typed || value.trim().length < SUGGEST_FROM) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    const request = ++asked.current;
    const timer = setTimeout(() => {
      suggestRef
        .current(value)
        .catch(() => [])
        .then((found) => {
          if (request !== asked.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, typed]);

  const choose = (entry: Entry) => {
    setTyped(false);
    setOpen(false);
    onChoose(entry);
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

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field combobox ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__control"
        type="text"
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${id}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onType(event.currentTarget.value);
          setTyped(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!open}>
        {suggestions.map((entry, index) => (
          <li
            key={entryKey(entry)}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className="combobox__option"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(entry);
            }}
          >
            {renderEntry(entry)}
          </li>
        ))}
      </ul>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
