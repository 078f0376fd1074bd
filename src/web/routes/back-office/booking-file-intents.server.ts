import type { AppLoadContext } from 'react-router';
import type { Language } from '../../../domain/language';
import {
  assignSchema,
  cancelSchema,
  internalNoteSchema,
  documentReason,
  changeAnswerSchema,
  feeSchema,
  paymentOrderSchema,
  paymentSchema,
  priceChangeSchema,
  refundSchema,
  serviceAnswerSchema,
  replySchema,
  serviceChangeConfirmSchema,
  serviceChangeSchema,
  statusChangeSchema,
} from '../../../domain/schemas/back-office';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { z } from '../../../domain/schemas/zod';
import type { FeeBasis } from '../../../domain/pricing/fees';
import type { Actor } from '../../../server/back-office/audit';
import type { ServiceChange } from '../../../server/back-office/service-change';
import type { ServicesAnswer } from '../../components/back-office/file-answer';
import { parseForm } from '../../forms.server';

/** The booking file a form acts on, and who acts. */
export interface FileContext {
  locator: string;
  actor: Actor;
  language: Language;
  services: AppLoadContext['services'];
  /** The whole form, for an intent that reads a second schema (the change of services confirmed). */
  form: FormData;
}

/** What the desk answers an action: done, refused (and why), or the booking not found. */
type DeskOutcome = { kind: string; reason?: string };
/** What an intent did: the desk's outcome, or a preview of a change of services to show. */
export type Handled = DeskOutcome | { preview: ServicesAnswer; status: number };

/** One form of the file: the schema its fields are read with, and what it does with them. */
export interface FileIntent {
  schema: z.ZodType;
  handler: (value: unknown, file: FileContext) => Promise<Handled>;
}

function intent<Schema extends z.ZodType>(
  schema: Schema,
  handler: (value: z.output<Schema>, file: FileContext) => Promise<Handled>,
): FileIntent {
  // The value handed over is the one this schema parsed.
  return { schema, handler: (value, file) => handler(value as z.output<Schema>, file) };
}

/** The fee a form chose: the conditions' table, or an amount and a reason by hand. */
const feeBasis = (value: { gastos: 'tabla' | 'manual'; importe?: number; motivo: string }): FeeBasis =>
  value.gastos === 'manual'
    ? { basis: 'manual', amount: value.importe ?? 0, reason: value.motivo }
    : { basis: 'tabla' };

const orderChoice = z.object({ idOrden: integerBetween(1, MAX_INTEGER) });
const documentUpload = z.object({ archivo: z.file({ error: 'errors.fileRequired' }) });
/** A document removed, or replaced by a new file, and why (the history keeps it). */
const documentRemoval = z.object({
  idDocumento: integerBetween(1, MAX_INTEGER),
  motivo: documentReason,
});
const documentReplacement = documentRemoval.extend({ archivo: z.file({ error: 'errors.fileRequired' }) });

/** The change asked for, in the service's words. */
const asChange = (value: z.output<typeof serviceChangeSchema>): ServiceChange => ({
  accommodationId: value.alojamiento,
  origin: value.origen,
  day: value.dia,
  nights: value.noches,
  rooms: value.habitacion,
  roomOptions: value.opcion,
});

/**
 * The change priced again (the engine's answer beside the booked trip); a confirmation that was
 * not written comes with it, with why: its refusal, or its own fields in error.
 */
async function preview(
  change: ServiceChange,
  file: FileContext,
  confirmed?: Pick<ServicesAnswer, 'refusedConfirm' | 'confirm'>,
): Promise<Handled> {
  const result = await file.services.serviceChange.preview(file.locator, change, file.language);
  if (result.kind === 'not-found') return result;
  const status = confirmed?.refusedConfirm ? 409 : confirmed?.confirm ? 400 : 200;
  return { preview: { intent: 'servicios', kind: 'preview', change, result, ...confirmed }, status };
}

/** Every form of the booking file, by its intent (the hidden field each form posts). */
export const FILE_INTENTS: Record<string, FileIntent> = {
  estado: intent(statusChangeSchema, ({ estado, nota }, file) =>
    file.services.desk.changeStatus(file.locator, estado, nota, file.actor),
  ),
  orden: intent(paymentOrderSchema, ({ ref, monto, fechaVigencia }, file) =>
    file.services.desk.createOrder(
      file.locator,
      { ref, amount: monto, validUntil: fechaVigencia ?? null },
      file.actor,
    ),
  ),
  'anular-orden': intent(orderChoice, ({ idOrden }, file) =>
    file.services.desk.cancelOrder(file.locator, idOrden, file.actor),
  ),
  pago: intent(paymentSchema, ({ importe, forma, referencia, idOrden }, file) =>
    file.services.desk.recordPayment(
      file.locator,
      { amount: importe, method: forma, reference: referencia, paymentOrderId: idOrden },
      file.actor,
    ),
  ),
  documento: intent(documentUpload, async ({ archivo }, file) =>
    file.services.desk.uploadDocument(
      file.locator,
      { fileName: archivo.name, data: Buffer.from(await archivo.arrayBuffer()) },
      file.actor,
    ),
  ),
  'quitar-documento': intent(documentRemoval, ({ idDocumento, motivo }, file) =>
    file.services.desk.removeDocument(file.locator, { documentId: idDocumento, reason: motivo }, file.actor),
  ),
  'sustituir-documento': intent(documentReplacement, async ({ idDocumento, motivo, archivo }, file) =>
    file.services.desk.removeDocument(
      file.locator,
      {
        documentId: idDocumento,
        reason: motivo,
        replacement: { fileName: archivo.name, data: Buffer.from(await archivo.arrayBuffer()) },
      },
      file.actor,
    ),
  ),
  precio: intent(priceChangeSchema, ({ precioTotal, motivo, devolucionForma, devolucionReferencia }, file) =>
    file.services.desk.changePrice(
      file.locator,
      {
        totalCents: precioTotal,
        reason: motivo,
        refund:
          devolucionForma && devolucionReferencia
            ? { method: devolucionForma, reference: devolucionReferencia }
            : undefined,
      },
      file.actor,
    ),
  ),
  'servicio-estado': intent(serviceAnswerSchema, ({ servicio, estado, confirmacion, limite }, file) =>
    file.services.desk.answerService(
      file.locator,
      servicio,
      { status: estado, confirmation: confirmacion ?? null, deadline: limite ?? null },
      file.actor,
    ),
  ),
  cancelar: intent(cancelSchema, (value, file) =>
    file.services.desk.cancel(file.locator, { fee: feeBasis(value), note: value.nota }, file.actor),
  ),
  gasto: intent(feeSchema, (value, file) =>
    file.services.desk.chargeFee(file.locator, { kind: value.tipo, fee: feeBasis(value) }, file.actor),
  ),
  devolucion: intent(refundSchema, ({ importe, forma, referencia, motivo }, file) =>
    file.services.desk.refund(
      file.locator,
      { amount: importe, method: forma, reference: referencia, reason: motivo },
      file.actor,
    ),
  ),
  servicios: intent(serviceChangeSchema, (value, file) => preview(asChange(value), file)),
  // Confirmed: written as priced, or answered with the change priced again and why it was not.
  'servicios-confirmar': intent(serviceChangeSchema, async (value, file) => {
    const change = asChange(value);
    const confirm = parseForm(file.form, serviceChangeConfirmSchema);
    if (confirm.status !== 'success') return preview(change, file, { confirm: confirm.reply() });
    const { precioVisto, reservaVista, motivo } = confirm.value;
    const applied = await file.services.serviceChange.apply(
      file.locator,
      { ...change, seenTotal: precioVisto, seenStamp: reservaVista, reason: motivo },
      file.actor,
    );
    if (applied.kind === 'done') return applied;
    return preview(change, file, {
      refusedConfirm: applied.kind === 'refused' ? applied.problem : { kind: 'stale' },
    });
  }),
  mensaje: intent(replySchema, ({ mensaje }, file) =>
    file.services.desk.reply(file.locator, mensaje, file.actor),
  ),
  asignar: intent(assignSchema, ({ agente, agenteVisto }, file) =>
    file.services.desk.assign(file.locator, agente, agenteVisto, file.actor),
  ),
  nota: intent(internalNoteSchema, ({ nota }, file) =>
    file.services.desk.addNote(file.locator, nota, file.actor),
  ),
  atendido: intent(z.object({}), (_, file) =>
    file.services.desk.markMessagesHandled(file.locator, file.actor),
  ),
  cambio: intent(changeAnswerSchema, ({ codigo, estado, nota }, file) =>
    file.services.desk.answerChangeRequest(codigo, estado, nota, file.actor),
  ),
};
