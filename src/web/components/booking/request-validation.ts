import { parse, type Submission } from '@conform-to/react';
import { useRef } from 'react';
import type { BookingFormContext } from '../../../domain/schemas/booking-request';
import type { requestValidator } from './request-rules';

type Rules = { requestValidator: typeof requestValidator };
type Validate = (formData: FormData) => Submission<unknown>;

let loading: Promise<Rules> | undefined;
let loaded: Rules | undefined;

/** Starts loading the rules (once per visit). */
function loadRules() {
  loading ??= import('./request-rules').then((rules) => (loaded = rules));
  return loading;
}

/**
 * The request form's browser validation, with the schema built lazily: zod and the rules (about a
 * quarter of the page's JavaScript) load when the visitor first focuses or touches the form, not
 * while the page hydrates. Until they arrive the form behaves as without JavaScript: it is sent
 * as it is and the server answers with the same messages (same schema); field checks start once
 * they are there.
 */
export function useRequestValidation<Output>(context: BookingFormContext) {
  const built = useRef<{ context: BookingFormContext; validate: Validate } | null>(null);
  return {
    prepare() {
      if (!loaded) void loadRules();
    },
    onValidate({ formData }: { formData: FormData }): Submission<Output> {
      if (loaded) {
        if (built.current?.context !== context)
          built.current = { context, validate: loaded.requestValidator(context) as Validate };
        return built.current.validate(formData) as Submission<Output>;
      }
      // Not loaded yet: a form post goes to the server as it is; a field check (an intent) finds nothing.
      return parse(formData, {
        resolve: (value, intent) => (intent ? { error: {} } : { value: value as Output }),
      });
    },
  };
}
