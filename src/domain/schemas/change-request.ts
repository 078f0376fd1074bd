import { displayDate, optional, text, typedDisplayDate } from './bounds';
import { compactPhone, phoneNumber } from './fields';
import { DEFAULT_PHONE_COUNTRY, mobileInE164 } from './mobile-phone';
import { MESSAGES } from './messages';
import { CHANGE_TYPES } from './change-types';
import { z } from './zod';

/** A locator as people type it: spaces and dashes dropped, capitals; 'Debe escribir el Localizador.' when empty. */
export const locatorField = text(20, { ...MESSAGES, required: MESSAGES.locatorRequired }).transform((value) =>
  value.replace(/[\s-]/g, '').toUpperCase(),
);

const email = text(120).pipe(z.email({ error: MESSAGES.email }));

/** A phone to call back on: a mobile typed the Spanish way is kept in E.164 (+34612345678), any other number without its separators. */
const callbackPhone = phoneNumber.transform(
  (typed) => mobileInE164(typed, DEFAULT_PHONE_COUNTRY) ?? compactPhone(typed),
);

/**
 * Step one of "Create new request": the booking's locator and, as every look-up of a booking
 * (DESIGN.md section 5), the e-mail it was made with; a wrong pair answers like a missing booking.
 */
export const locatorLookupSchema = z.object({ locata: locatorField, emailReserva: text(120) });

const changeRequestFields = z.object({
  locata: locatorField,
  tipo: z.enum(CHANGE_TYPES, { error: MESSAGES.required }),
  destino: text(120),
  finicio: z.preprocess(typedDisplayDate, text(10).pipe(displayDate())),
  reclamante: text(140),
  telefono: callbackPhone,
  telefonoalt: optional(callbackPhone),
  email,
  email2: text(120),
  emailalt: optional(email),
  motivo: text(2000, MESSAGES, { multiline: true }),
  condiciones: z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean()),
});
type Fields = z.output<typeof changeRequestFields>;

/** Rules across two fields, each checked as soon as the fields it compares are valid on their own. */
const CROSS_FIELD_RULES: {
  fields: (keyof Fields)[];
  path: keyof Fields;
  message: string;
  holds(form: Fields): boolean;
}[] = [
  {
    fields: ['email', 'email2'],
    path: 'email2',
    message: MESSAGES.emailsDiffer,
    holds: (form) => form.email2.toLowerCase() === form.email.toLowerCase(),
  },
  {
    fields: ['tipo', 'condiciones'],
    path: 'condiciones',
    message: MESSAGES.cancellationAgreement,
    holds: (form) => form.tipo !== 'C' || form.condiciones,
  },
];

/**
 * The full modify/cancel form (section 5): every field but the alternative phone and e-mail is
 * required, email2 repeats email, and a cancellation is only sent with the cost agreement ticked.
 * idioma is the page's language and is not read from the form. The cross-field messages show
 * together with the others (zod skips an object's refinements once a field has failed).
 */
export const changeRequestSchema = z.unknown().transform((input, context): Fields => {
  const result = changeRequestFields.safeParse(input);
  for (const issue of result.error?.issues ?? [])
    context.addIssue({ ...issue, code: 'custom', message: issue.message });
  const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  for (const rule of CROSS_FIELD_RULES) {
    const parsed = Object.fromEntries(
      rule.fields.map((field) => [field, changeRequestFields.shape[field].safeParse(raw[field])]),
    );
    if (!Object.values(parsed).every((field) => field.success)) continue;
    const form = Object.fromEntries(
      Object.entries(parsed).map(([field, value]) => [field, value.data]),
    ) as Fields;
    if (!rule.holds(form)) context.addIssue({ code: 'custom', path: [rule.path], message: rule.message });
  }
  return result.success ? result.data : z.NEVER;
});

export type ChangeRequestInput = z.output<typeof changeRequestSchema>;

/** The "Consult" panel: the request's code and the e-mail it was sent with. */
export const changeRequestLookupSchema = z.object({
  codigo: text(20).transform((value) => value.replace(/\s/g, '').toUpperCase()),
  email: text(120),
});
