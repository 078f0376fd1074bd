import { CARD_TYPES, cardDigits, EXPIRY_MONTHS, expiryYears, isExpired, passesLuhn } from '../booking/card';
import {
  ageProblem,
  expectedTravellers,
  hasGrownUp,
  TRAVELLER_TIPOS,
  type ExpectedTraveller,
} from '../booking/travellers';
import type { PartyRoom } from '../catalogue/party';
import { COUNTRIES } from '../countries';
import { addDays } from '../days';
import { displayDate, integerBetween, MAX_INTEGER, text, typedDisplayDate } from './bounds';
import { compactPhone } from './fields';
import { MESSAGES, messageWithValues } from './messages';
import { DEFAULT_PHONE_COUNTRY, mobileInE164 } from './mobile-phone';
import { z } from './zod';

const COUNTRY_CODES = new Set(COUNTRIES.map(([code]) => code));

/** What the form's rules need to know of the trip: today and the travel dates, and the party chosen. */
export interface BookingFormContext {
  today: string;
  departure: string;
  returnDate: string;
  travellers: ExpectedTraveller[];
}

/** The form's context for a departure day, its nights and the party (the page and its action share it). */
export function bookingFormContext(trip: {
  today: string;
  departure: string;
  nights: number;
  party: PartyRoom[];
}): BookingFormContext {
  return {
    today: trip.today,
    departure: trip.departure,
    returnDate: addDays(trip.departure, trip.nights),
    travellers: expectedTravellers(trip.party),
  };
}

/**
 * Names as written in the passport: letters (any alphabet, each with at most two accent marks),
 * spaces, hyphens, apostrophes and dots. Read in Unicode's compatibility form first, so letters
 * typed full-width ("Ａｄｍｉｎ") are the plain letters a passport, a supplier and our PDF know.
 */
const passportName = (max: number) =>
  text(max)
    .transform((typed) => typed.normalize('NFKC'))
    .pipe(z.string().regex(/^(?:[\p{L}' .-]\p{M}{0,2})+$/u, { error: MESSAGES.passportName }));
/**
 * The booking keeps "nombre apellido" in a varchar(140) (attentionOf, a passenger's fullName):
 * 60 + 1 + 79 fits it, 80 for the surname did not.
 */
export const firstName = passportName(60);
const surname = passportName(79);

/**
 * A short field whose own pattern fixes its length: the bound keeps junk from reaching it, and is
 * the field's HTML limit (maxLength, from this schema); `tooLong` lets a field that names its own
 * length (the security code) say so when the bound is what refuses it.
 */
const shortField = (max = 40, tooLong: string = MESSAGES.tooLong) =>
  text(max, { ...MESSAGES, tooLong }, { stopWhenTooLong: true });

/**
 * DNI, NIE or passport number: letters and digits, spaces and dashes ignored. The rule is checked
 * on the cleaned value, so it is not an HTML pattern of what people type.
 */
const documentNumber = shortField()
  .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
  .refine((value) => /^[A-Z0-9]{5,20}$/.test(value), { error: MESSAGES.document });

const countryCode = z
  .string({ error: MESSAGES.required })
  .min(1, { error: MESSAGES.required, abort: true })
  .refine((code) => COUNTRY_CODES.has(code), { error: MESSAGES.choice });

/** Section 5: 'Email no Valido'. */
const email = text(120).pipe(z.email({ error: MESSAGES.email }));

/**
 * Section 5: the requester's telefono is a mobile number of 10 to 14 characters ('Must be a valid
 * mobile number'), counted on the number in E.164 (`+34612345678`), which is what is kept, so the
 * agency gets a number it can dial. The requester's own schema reads what was typed in their
 * country of residence first (`withPhoneInE164`); here a number is only valid already in E.164.
 */
const mobilePhone = text(20)
  .transform(compactPhone)
  .refine((value) => value.length >= 10 && value.length <= 14 && mobileInE164(value) === value, {
    error: MESSAGES.phone,
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The phone as people type it ("612 345 678", "0034 612345678", "(+34) 612-34-56-78"), read in the
 * requester's country (`pais`, Spain when none is chosen) and written in E.164 before the rules
 * run; a number that is not a valid mobile number there is left as typed, for its rule to refuse.
 */
function withPhoneInE164(input: unknown): unknown {
  if (!isRecord(input) || typeof input.telefono !== 'string') return input;
  const country = typeof input.pais === 'string' && input.pais !== '' ? input.pais : DEFAULT_PHONE_COUNTRY;
  const e164 = mobileInE164(input.telefono, country);
  return e164 ? { ...input, telefono: e164 } : input;
}

/** A birth date, DD/MM/YYYY as people type it (typedDisplayDate) with the specification's date messages, required; the value becomes YYYY-MM-DD. */
const birthDate = z.preprocess(typedDisplayDate, shortField(10, MESSAGES.dateFormat).pipe(displayDate()));

const optionalBox = z.boolean().optional().default(false);
const consentBox = z
  .boolean({ error: MESSAGES.consent })
  .refine((value) => value, { error: MESSAGES.consent });

const requesterFields = z.object({
  nombre: firstName,
  apellido: surname,
  email,
  telefono: mobilePhone,
  dni: documentNumber,
  pais: countryCode,
  provincia: text(60),
});

/** The requester, with the phone read in their country of residence (`withPhoneInE164`). */
export const requesterSchema = z.preprocess(withPhoneInE164, requesterFields) as unknown as z.ZodType<
  z.output<typeof requesterFields>,
  z.input<typeof requesterFields>
>;

export const travellerSchema = z.object({
  nombre: firstName,
  apellido: surname,
  dni: documentNumber,
  nacionalidad: countryCode,
  fechaNacimiento: birthDate,
  tipo: z.enum(TRAVELLER_TIPOS, { error: MESSAGES.choice }),
});

/**
 * The card's expiry is chosen with two selects, month and year (`ExpirationMonth`,
 * `ExpirationYear`); ExpirationDate (YYYY-MM), what the rules check and the booking keeps, is
 * built from them, in the browser and on the server alike, so a form sent without JavaScript
 * needs nothing more. A post that carries ExpirationDate itself has its month and year read from it.
 */
function withExpiryDate(input: unknown): unknown {
  if (!isRecord(input)) return input;
  const { ExpirationMonth: month, ExpirationYear: year, ExpirationDate: date } = input;
  if (month !== undefined || year !== undefined)
    return {
      ...input,
      ExpirationDate:
        typeof month === 'string' && typeof year === 'string' && month && year
          ? `${year}-${month}`
          : undefined,
    };
  const parts = typeof date === 'string' ? /^(\d{4})-(\d{2})$/.exec(date) : null;
  return parts ? { ...input, ExpirationYear: parts[1], ExpirationMonth: parts[2] } : input;
}

/** Section 5 card rules: CardType, 13 to 16 digits passing Luhn, 3 or 4 digit code, holder, YYYY-MM not past. */
export const guaranteeCardSchema = (today: string) => {
  const fields = z.object({
    CardType: z.enum(CARD_TYPES, { error: MESSAGES.cardType }),
    // 13 to 16 digits and the spaces or dashes people type between groups of them.
    CardNumber: shortField(23, MESSAGES.cardNumber)
      .transform(cardDigits)
      .refine((digits) => /^\d{13,16}$/.test(digits), { error: MESSAGES.cardNumber, abort: true })
      .refine(passesLuhn, { error: MESSAGES.cardLuhn }),
    SecurityCode: shortField(4, MESSAGES.securityCode).regex(/^\d{3,4}$/, { error: MESSAGES.securityCode }),
    NameOnCard: text(80),
    ExpirationMonth: z.enum(EXPIRY_MONTHS, { error: MESSAGES.choice }),
    // This year and the next 15, the select's years: the server refuses another.
    ExpirationYear: z.enum(expiryYears(today) as [string, ...string[]], { error: MESSAGES.choice }),
    ExpirationDate: shortField()
      .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MESSAGES.expiryFormat, abort: true })
      .refine((expiry) => !isExpired(expiry, today), { error: MESSAGES.expiryPast }),
  });
  // What the booking uses of the card: the month and year chosen are in ExpirationDate.
  return z.preprocess(withExpiryDate, fields) as unknown as z.ZodType<
    Omit<z.output<typeof fields>, 'ExpirationMonth' | 'ExpirationYear'>,
    Omit<z.input<typeof fields>, 'ExpirationDate'> & { ExpirationDate?: string }
  >;
};

/** A traveller of the chosen party: the birth date must make them the type (and age) chosen (section 1). */
function expectedTravellerSchema(expected: ExpectedTraveller, context: BookingFormContext) {
  return travellerSchema.extend({
    fechaNacimiento: birthDate.superRefine((birthDate, issues) => {
      const problem = ageProblem(expected, birthDate, context);
      if (problem)
        issues.addIssue({ code: 'custom', message: messageWithValues(problem.key, problem.values) });
    }),
    tipo: z.literal(expected.tipo, { error: MESSAGES.choice }),
  });
}

/** One block per traveller of the chosen party, and someone of age among them. */
function travellersSchema(context: BookingFormContext) {
  const [first, ...rest] = context.travellers.map((expected) => expectedTravellerSchema(expected, context));
  if (!first) throw new Error('a booking has at least one traveller');
  // A list of another length than the party's is a form not sent by this page (or a stale one).
  const travellers = z
    .tuple([first, ...rest], { error: MESSAGES.travellersCount })
    .superRefine((list, issues) => {
      if (
        !hasGrownUp(
          (list as { fechaNacimiento: string }[]).map((traveller) => traveller.fechaNacimiento),
          context.departure,
        )
      )
        issues.addIssue({ code: 'custom', path: [0, 'fechaNacimiento'], message: MESSAGES.grownUp });
    });
  // A tuple as long as the party: to its users, a list of travellers.
  return travellers as unknown as z.ZodType<
    z.output<typeof travellerSchema>[],
    z.input<typeof travellerSchema>[]
  >;
}

/**
 * Schemas already built, by their context: building one costs more than checking a form with it,
 * and the visitors of a day send forms of a few trips. Schemas are immutable, so they are shared.
 */
const schemasByContext = new Map<string, ReturnType<typeof buildBookingRequestSchema>>();
const SCHEMAS_KEPT = 200;

/**
 * The booking request (/reserva/SolicitudReserva), the same rules in the browser and on the
 * server: the requester, one block per traveller of the chosen party, comments, optional extras,
 * the guaranteeing card and both consents.
 */
export function bookingRequestSchema(context: BookingFormContext) {
  const key = JSON.stringify(context);
  let schema = schemasByContext.get(key);
  if (!schema) {
    schema = buildBookingRequestSchema(context);
    schemasByContext.set(key, schema);
    if (schemasByContext.size > SCHEMAS_KEPT)
      schemasByContext.delete(schemasByContext.keys().next().value as string);
  }
  return schema;
}

function buildBookingRequestSchema(context: BookingFormContext) {
  return z.object({
    /** One per rendered form: submitting it again finds the same booking. */
    idSolicitud: z.uuid({ error: MESSAGES.required }),
    /** The total (in cents) the visitor saw, so a price change can be shown before saving. */
    precioMostrado: integerBetween(0, MAX_INTEGER),
    solicitante: requesterSchema,
    viajeros: travellersSchema(context),
    comentario: text(1000, MESSAGES, { min: 0, multiline: true }).optional().default(''),
    seguroViaje: optionalBox,
    ampliacionMedica: optionalBox,
    atencionPersonalizada: optionalBox,
    tarjeta: guaranteeCardSchema(context.today),
    CondicionesGenerales: consentBox,
    CondicionesPrivacidad: consentBox,
  });
}

export type BookingRequest = z.output<ReturnType<typeof bookingRequestSchema>>;
