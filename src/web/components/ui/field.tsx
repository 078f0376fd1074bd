import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import {
  useId,
  type AriaAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useErrorText } from './error-text';

interface FieldFrame<Schema> {
  label: ReactNode;
  /** Already translated error text; shown under the control and announced with it. */
  error?: string | undefined;
  hint?: ReactNode;
  /**
   * The field of a Conform form (useForm): its name, id, value, limits and key come from it, and
   * its first error, translated, unless `error` is given.
   */
  field?: FieldMetadata<Schema> | undefined;
}

type ControlAria = Pick<AriaAttributes, 'aria-invalid' | 'aria-describedby'>;
/** What the frame reads of a Conform field: its id and its errors. */
type FieldState = { id: string; errorId?: string; errors?: readonly string[] | undefined } | undefined;

/** The control's id (its own, its Conform field's, or a new one) and the ids of its messages. */
function useFieldIds(id: string | undefined, field: FieldState) {
  const generated = useId();
  const controlId = id ?? field?.id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The error shown: the one given, or the Conform field's first, translated. */
function useShownError(error: string | undefined, field: FieldState) {
  const errorText = useErrorText();
  return error ?? errorText(field?.errors);
}

/** How a control points at its messages: invalid while it has an error, described by its hint and its error. */
function controlAria(
  ids: { hintId: string; errorId: string },
  hint: unknown,
  error: string | undefined,
): ControlAria {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined,
  };
}

/**
 * A field's hint and error under its control, with the ids its control points at. Alone, it is the
 * message of a group (a radio group, the card's expiry) or of a field the visitor does not see.
 */
export function FieldMessages({
  hintId,
  errorId,
  hint,
  error,
  hintClassName = 'field__hint',
}: {
  hintId?: string;
  errorId?: string;
  hint?: ReactNode;
  error?: string | undefined;
  hintClassName?: string;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={hintClassName}>
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

/** The error alone, of a field the visitor does not see (a traveller's type) or of a list as a whole. */
export function FieldError({
  field,
  errors,
  id,
}: {
  field?: FieldState;
  /** The messages themselves, when they are not one field's. */
  errors?: readonly string[];
  id?: string;
}) {
  const errorText = useErrorText();
  return <FieldMessages errorId={id ?? field?.errorId} error={errorText(errors ?? field?.errors)} />;
}

/**
 * The frame every field is written in: its label, its control, its hint and its error, the
 * control invalid and described by its messages (the ids wired here, once).
 */
function Field<Schema>({
  id,
  label,
  hint,
  error,
  field,
  className,
  control,
}: FieldFrame<Schema> & {
  id: string | undefined;
  className: string | undefined;
  control: (props: { id: string } & ControlAria) => ReactNode;
}) {
  const ids = useFieldIds(id, field);
  const shown = useShownError(error, field);
  return (
    <div className={`field ${shown ? 'field--invalid' : ''} ${className ?? ''}`}>
      <label className="field__label" htmlFor={ids.controlId}>
        {label}
      </label>
      {control({ id: ids.controlId, ...controlAria(ids, hint, shown) })}
      <FieldMessages hintId={ids.hintId} errorId={ids.errorId} hint={hint} error={shown} />
    </div>
  );
}

/** A labelled input (text, e-mail, date, file…) with its hint and its error. */
export function TextField<Schema>({
  label,
  error,
  hint,
  field,
  id,
  className,
  type = 'text',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldFrame<Schema>) {
  const conform = field ? getInputProps(field, { type: type as 'text' }) : {};
  return (
    <Field
      {...{ id, label, hint, error, field, className }}
      control={(wiring) => (
        <input {...conform} {...input} key={field?.key} type={type} className="field__control" {...wiring} />
      )}
    />
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
export function SelectField<Schema>({
  label,
  error,
  hint,
  field,
  id,
  options,
  optionsHtml,
  placeholder,
  className,
  ref,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> &
  FieldFrame<Schema> & {
    options: SelectOption[];
    optionsHtml?: string;
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const props = { ...(field ? getSelectProps(field) : {}), ...select };
  // A form sent back with one field twice carries a list: a single select shows its first value.
  const defaultValue =
    Array.isArray(props.defaultValue) && !props.multiple ? props.defaultValue[0] : props.defaultValue;
  return (
    <Field
      {...{ id, label, hint, error, field, className }}
      control={(wiring) => (
        <select
          {...props}
          key={field?.key}
          ref={ref}
          defaultValue={defaultValue}
          className="field__control field__control--select"
          {...wiring}
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
      )}
    />
  );
}

/** A multi-line text with its label, hint and error, wired like TextField. */
export function TextAreaField<Schema>({
  label,
  error,
  hint,
  field,
  id,
  className,
  ...area
}: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldFrame<Schema>) {
  const conform = field ? getTextareaProps(field) : {};
  return (
    <Field
      {...{ id, label, hint, error, field, className }}
      control={(wiring) => (
        <textarea
          rows={4}
          {...conform}
          {...area}
          key={field?.key}
          className="field__control field__control--area"
          {...wiring}
        />
      )}
    />
  );
}

/** A checkbox with its label beside it; `asSwitch` renders it as an on/off switch. */
export function Checkbox<Schema>({
  label,
  description,
  error,
  field,
  asSwitch,
  id,
  className,
  ...input
}: InputHTMLAttributes<HTMLInputElement> &
  Omit<FieldFrame<Schema>, 'hint'> & {
    description?: ReactNode;
    asSwitch?: boolean;
  }) {
  const conform = field ? getInputProps(field, { type: 'checkbox' }) : {};
  const { controlId, errorId } = useFieldIds(id, field);
  const descriptionId = `${controlId}-description`;
  const shown = useShownError(error, field);
  return (
    <div className={`check ${asSwitch ? 'check--switch' : ''} ${className ?? ''}`}>
      <input
        {...conform}
        {...input}
        key={field?.key}
        id={controlId}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className="check__control"
        {...controlAria({ hintId: descriptionId, errorId }, description, shown)}
      />
      <label htmlFor={controlId} className="check__label">
        {label}
      </label>
      <FieldMessages
        hintId={descriptionId}
        errorId={errorId}
        hint={description}
        error={shown}
        hintClassName="check__description"
      />
    </div>
  );
}
