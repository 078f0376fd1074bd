import { parseWithZod } from '@conform-to/zod/v4';
import { bookingRequestSchema, type BookingFormContext } from '../../../domain/schemas/booking-request';

/**
 * The request form's rules in the browser: the shared schema (zod) and conform's parser. Loaded
 * only when the visitor starts on the form (request-validation.ts), never at hydration.
 */
export function requestValidator(context: BookingFormContext) {
  const schema = bookingRequestSchema(context);
  return (formData: FormData) => parseWithZod(formData, { schema });
}
