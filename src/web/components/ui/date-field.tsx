import { useRef, type ReactNode } from 'react';
import { isoToDisplayDate, readTypedDay } from '../../../domain/days';
import { useHydrated } from './use-hydrated';
import { FieldMessages } from './field';
import { CalendarIcon } from './icons';

/** A day as the field shows it: DD/MM/YYYY when it reads as a day, else as typed. */
export function shownDay(text: string): string {
  const read = readTypedDay(text);
  return 'day' in read ? isoToDisplayDate(read.day) : text;
}

/**
 * A date typed by hand, DD/MM/YYYY as people write it (4/8/2027, 04-08-2027, 04082027 are read
 * too and written back as 04/08/2027 when the field is left), or picked in the browser's calendar
 * with the button beside it (once JavaScript runs: before, the field is only typed). The value is
 * the text; the form's rules read it (readTypedDay).
 */
export function DateField({
  id,
  name,
  label,
  value,
  onValueChange,
  min,
  max,
  pickerLabel,
  hint,
  placeholder,
  error,
  className,
}: {
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  onValueChange: (text: string) => void;
  /** The first and last days the calendar offers (YYYY-MM-DD). */
  min?: string | undefined;
  max?: string | undefined;
  /** The calendar button's name, e.g. "Choose in the calendar: Check-in". */
  pickerLabel: string;
  hint?: ReactNode;
  placeholder?: string;
  error?: string | undefined;
  className?: string;
}) {
  const hydrated = useHydrated();
  const picker = useRef<HTMLInputElement>(null);
  const read = readTypedDay(value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it): the field is still typed.
      input.focus();
    }
  };

  return (
    <div className={`field date-field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="date-field__box">
        <input
          id={id}
          name={name}
          className="field__control date-field__control"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          onBlur={(event) => {
            const shown = shownDay(event.currentTarget.value);
            if (shown !== event.currentTarget.value) onValueChange(shown);
          }}
        />
        {hydrated ? (
          <>
            <button type="button" className="date-field__open" aria-label={pickerLabel} onClick={openPicker}>
              <CalendarIcon />
            </button>
            <input
              ref={picker}
              type="date"
              className="date-field__picker"
              tabIndex={-1}
              aria-hidden="true"
              min={min}
              max={max}
              value={'day' in read ? read.day : ''}
              onChange={(event) => {
                const picked = event.currentTarget.value;
                if (picked) onValueChange(isoToDisplayDate(picked));
              }}
            />
          </>
        ) : null}
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
