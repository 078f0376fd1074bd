import { TextField } from '../ui/field';

/** The authenticator's 6-digit code, as the second-factor page and a locked sign-in ask for it. */
export function CodeField({
  label,
  hint,
  error,
  autoFocus,
}: {
  label: string;
  hint: string;
  error?: string;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      name="codigo"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9 ]*"
      maxLength={9}
      required
      autoFocus={autoFocus}
      hint={hint}
      error={error}
    />
  );
}
