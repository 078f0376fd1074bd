import type { FieldMetadata } from '@conform-to/react';
import { TextField } from './field';

interface LookupField {
  label: string;
  hint?: string | undefined;
  field: FieldMetadata<string>;
}

/**
 * The two fields that find a booking: its locator (as typed, any case, no autocomplete) and the
 * e-mail it was booked with. Mi reserva, the change request and its follow-up ask the same way.
 */
export function LocatorAndEmailFields({ locator, email }: { locator: LookupField; email: LookupField }) {
  return (
    <>
      <TextField
        label={locator.label}
        hint={locator.hint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        field={locator.field}
      />
      <TextField
        label={email.label}
        hint={email.hint}
        type="email"
        autoComplete="email"
        maxLength={120}
        field={email.field}
      />
    </>
  );
}
