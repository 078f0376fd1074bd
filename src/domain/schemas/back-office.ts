import { SERVICE_STATUSES } from '../booking/services';
import { BOOKING_STATUSES, OPEN_FILTER } from '../booking/status';
import { LANGUAGES, type Language } from '../language';
import { parseEuros } from '../back-office/money';
import { FEE_KINDS } from '../pricing/fees';
import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from '../pricing/types';
import {
  integerBetween,
  isoDate,
  MAX_INTEGER,
  MAX_NIGHTS,
  optional,
  text,
  withDefault,
  typedDisplayDate,
  type BoundMessages,
} from './bounds';
import { z } from './zod';

/** The back office's messages: keys of its own namespace (backOffice, Spanish and English). */
export const BACK_OFFICE_MESSAGES = {
  number: 'errors.number',
  required: 'errors.required',
  tooLong: 'errors.tooLong',
  characters: 'errors.characters',
  dateFormat: 'errors.date',
  dateInvalid: 'errors.date',
} as const satisfies BoundMessages;
const M = BACK_OFFICE_MESSAGES;

export const AGENT_PASSWORD_MIN = 12;
export const AGENT_PASSWORD_MAX = 200;
/** A message to the traveller, like theirs to us (booking-messages). */
export const REPLY_MAX = 2_000;
export const NOTE_MAX = 1_000;

const email = text(120, M).pipe(z.email({ error: 'errors.email' }));
const password = z
  .string({ error: M.required })
  .min(1, { error: M.required, abort: true })
  .max(AGENT_PASSWORD_MAX, { error: M.tooLong });
/** A note that may be left empty (a form sends its empty field as no value): then it is ''. */
const note = (max = NOTE_MAX) => withDefault(text(max, M, { min: 0, multiline: true }), '');
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'errors.choice' });
/** Euros as typed, in cents: at least `min` cents (one by default), at most a million euros. */
const eurosFrom = (min: number) =>
  text(20, M).transform((typed, context) => {
    const cents = parseEuros(typed);
    if (cents === undefined || cents < min || cents > 100_000_000) {
      context.addIssue({ code: 'custom', message: 'errors.amount' });
      return z.NEVER;
    }
    return cents;
  });
const euros = eurosFrom(1);

export const signInSchema = z.object({ email, password });

/** The person a data-protection request is about. */
export const personEmail = email;

/** A phone as people type it: digits with +, spaces, dots, dashes and brackets; at least 7 digits. */
const TYPED_PHONE = /^[\d+ .()-]{7,25}$/;
/**
 * Who the data-protection desk looks for: an e-mail, or a phone number written any way (any
 * traveller's contact on a booking or a modify/cancel request).
 */
export const personLookupSchema = z.object({
  persona: text(120, M).transform((typed, context) => {
    const value = typed.trim();
    if (value.includes('@')) {
      const read = email.safeParse(value);
      if (read.success) return { kind: 'email' as const, value: read.data };
    } else if (TYPED_PHONE.test(value) && value.replace(/\D/g, '').length >= 7)
      return { kind: 'phone' as const, value };
    context.addIssue({ code: 'custom', message: 'errors.personLookup' });
    return z.NEVER;
  }),
});

export const secondFactorSchema = z.object({
  // An empty code is a code that is not 6 digits.
  codigo: z
    .string({ error: 'errors.code' })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'errors.code' })),
});

export const statusChangeSchema = z.object({
  estado: choice(BOOKING_STATUSES),
  nota: note(),
});

export const paymentOrderSchema = z.object({
  ref: text(60, M),
  monto: euros,
  fechaVigencia: optional(isoDate(M)),
});

export const OFFICE_METHODS = ['transferencia', 'efectivo', 'datafono'] as const;
/** Cash a business may take in one payment (Ley 7/2012, art. 7): 1,000 €, 10,000 € from a non-resident individual. */
export const CASH_LIMIT_CENTS = 100_000;
export const CASH_LIMIT_NON_RESIDENT_CENTS = 1_000_000;
export const paymentSchema = z
  .object({
    importe: euros,
    forma: choice(OFFICE_METHODS),
    referencia: text(40, M),
    idOrden: optional(z.coerce.number().int().min(1).max(2_147_483_647)),
    noResidente: z.preprocess((value) => value === 'on', z.boolean()),
  })
  .superRefine((value, context) => {
    const limit = value.noResidente ? CASH_LIMIT_NON_RESIDENT_CENTS : CASH_LIMIT_CENTS;
    if (value.forma === 'efectivo' && value.importe > limit)
      context.addIssue({ code: 'custom', path: ['importe'], message: 'errors.cashLimit' });
  });

export const replySchema = z.object({ mensaje: text(REPLY_MAX, M, { multiline: true }) });

/** An internal note on a file: the team's only, never shown to the traveller. */
export const internalNoteSchema = z.object({ nota: text(NOTE_MAX, M, { multiline: true }) });

/** An agent's id, or "nadie" for nobody: whose file it is. */
const assignee = z.union([z.literal('nadie').transform(() => null), integerBetween(1, MAX_INTEGER, M)], {
  error: 'errors.choice',
});
/** A file given to an agent (or to nobody), with the assignee the agent saw when choosing. */
export const assignSchema = z.object({ agente: assignee, agenteVisto: assignee });

/** Why a document is removed or replaced: the file's history keeps it. */
export const documentReason = text(NOTE_MAX, M, { multiline: true });

/** How money goes back to a traveller: a transfer, back to the card paid with, or cash at the office. */
export const REFUND_METHODS = ['transferencia', 'tarjeta', 'efectivo'] as const;

/**
 * A new total price for a booking, and why (the traveller reads it); below what was paid, with how
 * the difference is given back (the refund recorded with it).
 */
export const priceChangeSchema = z.object({
  precioTotal: euros,
  motivo: text(NOTE_MAX, M, { multiline: true }),
  devolucionForma: optional(choice(REFUND_METHODS)),
  devolucionReferencia: optional(text(40, M)),
});

/** A refund made: how much, how, its reference (transfer, gateway refund, receipt) and why. */
export const refundSchema = z.object({
  importe: euros,
  forma: choice(REFUND_METHODS),
  referencia: text(40, M),
  motivo: text(NOTE_MAX, M, { multiline: true }),
});

/**
 * A fee: from the conditions' table by days of notice, or by hand (an amount, zero to waive it,
 * and the reason the traveller reads).
 */
const feeFields = {
  gastos: choice(['tabla', 'manual'] as const),
  importe: optional(eurosFrom(0)),
  motivo: withDefault(text(NOTE_MAX, M, { min: 0, multiline: true }), ''),
};
const manualFeeNeedsAmountAndReason = (
  value: { gastos: 'tabla' | 'manual'; importe?: number; motivo: string },
  context: z.RefinementCtx,
) => {
  if (value.gastos !== 'manual') return;
  if (value.importe === undefined)
    context.addIssue({ code: 'custom', path: ['importe'], message: M.required });
  if (value.motivo.trim() === '') context.addIssue({ code: 'custom', path: ['motivo'], message: M.required });
};

export const cancelSchema = z
  .object({
    ...feeFields,
    nota: note(),
    // Cancelling cannot be undone: the agent ticks that they mean it.
    confirmar: z
      .boolean({ error: 'errors.confirmCancel' })
      .refine((ticked) => ticked, { error: 'errors.confirmCancel' }),
  })
  .superRefine(manualFeeNeedsAmountAndReason);
export const feeSchema = z
  .object({ ...feeFields, tipo: choice(FEE_KINDS) })
  .superRefine(manualFeeNeedsAmountAndReason);

/** A supplier's answer for one service: its status, confirmation number and option or deadline date. */
export const serviceAnswerSchema = z.object({
  servicio: z.coerce.number({ error: 'errors.choice' }).int().min(1).max(99),
  estado: choice(SERVICE_STATUSES),
  confirmacion: optional(text(40, M)),
  limite: optional(isoDate(M)),
});

export const CHANGE_REQUEST_ANSWERS = ['en_gestion', 'resuelta', 'rechazada', 'cerrada'] as const;
export const changeAnswerSchema = z.object({
  codigo: text(12, M),
  estado: choice(CHANGE_REQUEST_ANSWERS),
  nota: note(),
});

export const callbackAnswerSchema = z.object({
  id: z.uuid({ error: 'errors.choice' }),
  nota: note(300),
});

export const AGENT_ROLE_CHOICES = ['agente', 'admin'] as const;
/** At least 12 characters that are not all spaces nor one character repeated. */
export const newPassword = z
  // An empty password is a short one.
  .string({ error: 'errors.passwordShort' })
  .max(AGENT_PASSWORD_MAX, { error: M.tooLong })
  .refine((value) => value.trim().length >= AGENT_PASSWORD_MIN, { error: 'errors.passwordShort' })
  .refine((value) => new Set(value.replace(/\s/g, '')).size > 2, { error: 'errors.passwordWeak' });
export const agentCreateSchema = z.object({
  email,
  nombre: text(80, M),
  rol: choice(AGENT_ROLE_CHOICES),
  contrasena: newPassword,
});

/** A day typed as YYYY-MM-DD (the date picker) or the way people write it (14/05/2027, 14.5.2027). */
const typedDay = z.preprocess((value) => {
  const typed = typedDisplayDate(value);
  return typeof typed === 'string' && /^\d{2}\/\d{2}\/\d{4}$/.test(typed)
    ? `${typed.slice(6)}-${typed.slice(3, 5)}-${typed.slice(0, 2)}`
    : value;
}, isoDate(M));

export const inboxSearchSchema = z
  .object({
    q: optional(text(120, M)),
    estado: optional(choice([...BOOKING_STATUSES, OPEN_FILTER] as const)),
    desde: optional(typedDay),
    hasta: optional(typedDay),
    pagina: optional(z.coerce.number().int().min(1).max(10_000)),
    /** Whose files: mine ("yo"), nobody's ("nadie") or an agent's id. */
    asignada: optional(
      z.union([z.enum(['yo', 'nadie']), integerBetween(1, MAX_INTEGER, M)], { error: 'errors.choice' }),
    ),
  })
  .superRefine((value, context) => {
    if (value.desde && value.hasta && value.hasta < value.desde)
      context.addIssue({ code: 'custom', path: ['hasta'], message: 'errors.range' });
  });

/** A hotel's name and its description in the six languages (the catalogue editor). */
export const accommodationTextsSchema = z.object({
  nombre: text(200, M),
  ...(Object.fromEntries(
    LANGUAGES.map((language) => [`descripcion_${language}`, text(20_000, M, { multiline: true })]),
  ) as Record<`descripcion_${Language}`, ReturnType<typeof text>>),
});

/** A change of a package's prices over a range of days. */
export const daysChangeSchema = z
  .object({
    servicio: z.coerce.number({ error: 'errors.choice' }).int().min(1).max(2_147_483_647),
    desde: isoDate(M),
    hasta: isoDate(M),
    accion: choice(['precio', 'porcentaje', 'cerrar'] as const),
    precio: optional(euros),
    porcentaje: optional(
      z.coerce
        .number({ error: M.number })
        .int({ error: M.number })
        .min(-90, { error: 'errors.percent' })
        .max(300, { error: 'errors.percent' }),
    ),
  })
  .superRefine((value, context) => {
    if (value.hasta < value.desde)
      context.addIssue({ code: 'custom', path: ['hasta'], message: 'errors.range' });
    if (value.accion === 'precio' && value.precio === undefined)
      context.addIssue({ code: 'custom', path: ['precio'], message: M.required });
    if (value.accion === 'porcentaje' && value.porcentaje === undefined)
      context.addIssue({ code: 'custom', path: ['porcentaje'], message: M.required });
  });

const wholeNumber = (min: number, max: number, error: string) =>
  z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/**
 * A change of a booking's services: hotel, departure city, day and nights, the room of each
 * traveller (habitacion, one per traveller in order) and the option asked for in each room
 * (opcion, one per room; 0 lets the engine choose).
 */
export const serviceChangeSchema = z.object({
  alojamiento: wholeNumber(1, MAX_INTEGER, 'errors.choice'),
  origen: z.string({ error: 'errors.choice' }).regex(/^[A-Z]{3}$/, { error: 'errors.choice' }),
  dia: typedDay,
  noches: wholeNumber(1, MAX_NIGHTS, 'errors.nights'),
  habitacion: z
    .array(wholeNumber(1, MAX_ROOMS, 'errors.choice'), { error: 'errors.choice' })
    .min(1, { error: 'errors.choice' })
    .max(MAX_ROOMS * MAX_TRAVELLERS_PER_ROOM, { error: 'errors.choice' }),
  opcion: z
    .array(wholeNumber(0, MAX_INTEGER, 'errors.choice'), { error: 'errors.choice' })
    .max(MAX_ROOMS, { error: 'errors.choice' }),
});

/** The change confirmed: with the total the agent was shown, and why (the traveller reads it). */
export const serviceChangeConfirmSchema = serviceChangeSchema.extend({
  precioVisto: wholeNumber(0, 100_000_000, 'errors.stale'),
  reservaVista: text(300, M).pipe(z.string().regex(/^[^<>]*$/, { error: 'errors.stale' })),
  motivo: text(NOTE_MAX, M, { multiline: true }),
});
