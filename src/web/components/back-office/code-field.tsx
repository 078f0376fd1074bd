import type { FieldMetadata } from '@conform-to/react';
import { TextField } from '../ui/field';

/** The authenticator's 6-digit code, as the second-factor page and a locked sign-in ask for it. */
export function CodeField({
  label,
  hint,
  field,
  autoFocus,
}: {
  label: string;
  hint: string;
  /** The form's `codigo`: its messages (invalid, wrong, locked) show under it. */
  field: FieldMetadata<string>;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      field={field}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={9}
      required
      autoFocus={autoFocus}
      hint={hint}
    />
  );
}
