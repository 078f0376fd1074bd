import { useEffect, useRef, type ComponentProps } from 'react';
import { Form } from 'react-router';
import type { FileAnswer } from '../../routes/back-office/booking-file';
import { CsrfField } from './csrf-field';

/**
 * A form of the booking file: posts its intent with the session's CSRF token, and empties itself
 * once its action is done (so a reply or a payment is not sent twice by mistake).
 */
export function DeskForm({
  intent,
  answer,
  children,
  ...form
}: Omit<ComponentProps<typeof Form>, 'method'> & { intent: string; answer?: FileAnswer | undefined }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (answer?.kind === 'done') ref.current?.reset();
  }, [answer]);
  return (
    <Form method="post" ref={ref} {...form}>
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
