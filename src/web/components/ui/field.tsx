import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

interface FieldFrame {
  label: ReactNode;
  /** Already translated error text; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
}

function describedBy(hintId: string, errorId: string, hint: unknown, error: unknown) {
  return [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
}

function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
}: {
  hintId: string;
  errorId: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** A labelled text input with its hint and its error. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldFrame) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...input}
        id={inputId}
        className="field__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
      />
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A labelled native select with its error. With `optionsHtml` the options are written as HTML that
 * React never compares nor updates: a hydrated page keeps the server's options (a long list
 * costs the browser nothing to hydrate), and a select the browser renders gets them once.
 */
export function SelectField({
  label,
  error,
  hint,
  id,
  options,
  optionsHtml,
  placeholder,
  className,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  FieldFrame & {
    options: SelectOption[];
    optionsHtml?: string;
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = `${selectId}-hint`;
  const errorId = `${selectId}-error`;
  // A form sent back with one field twice carries a list: a single select shows its first value.
  const defaultValue =
    Array.isArray(select.defaultValue) && !select.multiple ? select.defaultValue[0] : select.defaultValue;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        {...select}
        ref={ref}
        defaultValue={defaultValue}
        id={selectId}
        className="field__control field__control--select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...(optionsHtml !== undefined
          ? { dangerouslySetInnerHTML: { __html: optionsHtml }, suppressHydrationWarning: true }
          : {})}
      >
        {optionsHtml !== undefined ? undefined : (
          <>
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </>
        )}
      </select>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox with its label beside it; `asSwitch` renders it as an on/off switch. */
export function Checkbox({
  label,
  description,
  error,
  asSwitch,
  id,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  asSwitch?: boolean;
}) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`check ${asSwitch ? 'check--switch' : ''} ${className ?? ''}`}>
      <input
        {...input}
        id={inputId}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className="check__control"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(descriptionId, errorId, description, error)}
      />
      <label htmlFor={inputId} className="check__label">
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className="check__description">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A multi-line text with its label, hint and error, wired like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame) {
  const generated = useId();
  const areaId = id ?? generated;
  const hintId = `${areaId}-hint`;
  const errorId = `${areaId}-error`;
  return (
    <div className={`field ${error ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        rows={4}
        {...area}
        id={areaId}
        className="field__control field__control--area"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
      />
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
