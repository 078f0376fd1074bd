import { getFormProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { Form } from 'react-router';
import { CsrfField } from './csrf-field';

/** A desk form's fields by name, as Conform reads them from the action's reply. */
export type DeskFields = Partial<Record<string, FieldMetadata<string>>>;

/**
 * A file that takes no more changes (its person erased on request): every desk form inside it is
 * left out, as the desk would refuse what it sends.
 */
export const FileClosed = createContext(false);

/**
 * A form of the booking file: posts its intent with the session's CSRF token, and shows the
 * action's reply (Conform's): each field's message when refused, empty again once done (so a reply
 * or a payment is not sent twice by mistake).
 */
export function DeskForm({
  intent,
  result,
  defaults,
  children,
  ...form
}: Omit<ComponentProps<typeof Form>, 'method' | 'children'> & {
  intent: string;
  result?: SubmissionResult | undefined;
  /** What a field goes back to once the form is sent (a list's first choice), rather than blank. */
  defaults?: Record<string, string>;
  children: ReactNode | ((fields: DeskFields) => ReactNode);
}) {
  const [meta, fields] = useForm<Record<string, string>>({ lastResult: result, defaultValue: defaults });
  if (useContext(FileClosed)) return null;
  return (
    <Form method="post" {...form} {...getFormProps(meta)}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {typeof children === 'function' ? children(fields) : children}
    </Form>
  );
}
