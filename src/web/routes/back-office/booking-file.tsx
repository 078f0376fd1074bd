import { data, useActionData, useLoaderData } from 'react-router';
import { NEXT_STATUSES } from '../../../domain/booking/transitions';
import type { BookingStatus } from '../../../domain/booking/status';
import {
  changeAnswerSchema,
  paymentOrderSchema,
  paymentSchema,
  priceChangeSchema,
  replySchema,
  serviceChangeConfirmSchema,
  serviceChangeSchema,
  statusChangeSchema,
} from '../../../domain/schemas/back-office';
import type {
  ServiceChange,
  ServiceChangeProblem,
  ServiceChangeService,
} from '../../../server/back-office/service-change';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { FileDocuments } from '../../components/back-office/file-documents';
import { FileHeader } from '../../components/back-office/file-header';
import { FileHistory } from '../../components/back-office/file-history';
import { FileMessages } from '../../components/back-office/file-messages';
import { FilePayments } from '../../components/back-office/file-payments';
import { FileRequests } from '../../components/back-office/file-requests';
import { FileServices } from '../../components/back-office/file-services';
import { FileTrip } from '../../components/back-office/file-trip';
import { FileTravellers } from '../../components/back-office/file-travellers';
import {
  actorOf,
  backOfficeTexts,
  fieldErrors,
  formValues,
  NO_STORE,
  requireAgent,
} from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/booking-file';

const LOCATOR = /^[A-Z0-9]{4,12}$/;
const orderId = integerBetween(1, MAX_INTEGER);

/** What an action answers: which form it was, and done, refused (with why) or invalid (with each field's error). */
export type FileAnswer =
  | { intent: string; kind: 'done' }
  | { intent: string; kind: 'refused'; reason: string }
  | { intent: string; kind: 'invalid'; errors: Record<string, string> };

type Preview = Awaited<ReturnType<ServiceChangeService['preview']>>;
/** The change of services calculated (or refused, with the options around what was asked). */
export type ServicesAnswer = {
  intent: 'servicios';
  kind: 'preview';
  change: ServiceChange;
  result: Exclude<Preview, { kind: 'not-found' }>;
  /** Why the confirmation was not written, when this preview answers one. */
  refusedConfirm?: ServiceChangeProblem | undefined;
  /** The confirmation's own fields in error (the reason). */
  errors?: Record<string, string> | undefined;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAgent(context);
  const locator = params.localizador.toUpperCase();
  const texts = backOfficeTexts(request, context);
  const file = LOCATOR.test(locator) ? await context.services.desk.file(locator, texts.language) : undefined;
  if (!file) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  const { booking, view } = file;
  const services = await context.services.serviceChange.form(booking, texts.language);
  return data(
    {
      ...texts,
      services,
      now: new Date().toISOString(),
      notice:
        new URL(request.url).searchParams.get('documento') === 'no' ? ('document-missing' as const) : null,
      booking: {
        id: booking.id,
        locator: booking.locator,
        status: booking.status as BookingStatus,
        next: NEXT_STATUSES[booking.status as BookingStatus] ?? [],
        language: booking.language,
        createdAt: booking.createdAt.toISOString(),
        reference: booking.referenceStamp,
        requester: {
          firstName: booking.firstName,
          lastName: booking.lastName,
          email: booking.email,
          phone: booking.phone,
          document: booking.document,
          country: booking.country,
          province: booking.province,
          attentionOf: booking.attentionOf,
        },
        card: {
          brand: booking.cardBrand,
          last4: booking.cardLast4,
          expiry: booking.cardExpiry,
          holder: booking.cardHolder,
        },
        comment: booking.comment,
        consents: { general: booking.consentGeneral, privacy: booking.consentPrivacy },
        passportsErasedAt: booking.passportsErasedAt?.toISOString() ?? null,
      },
      view,
      passengers: file.passengers.map((p) => ({
        number: p.number,
        fullName: p.fullName,
        type: p.type,
        document: p.document,
        birthDate: p.birthDate,
        nationality: p.nationality,
      })),
      messages: file.messages.map((m) => ({
        id: m.id,
        message: m.message,
        fromTeam: m.fromTeam,
        createdAt: m.createdAt.toISOString(),
        waiting: !m.fromTeam && m.answeredAt === null,
      })),
      changes: file.changes.map((c) => ({
        code: c.code,
        type: c.type,
        status: c.status,
        reason: c.reason,
        applicant: c.applicant,
        email: c.email,
        phone: c.phone,
        createdAt: c.createdAt.toISOString(),
        estimate: c.estimatedCost,
        percent: c.costPercent,
      })),
      history: file.history.map((h) => ({
        id: h.id,
        action: h.action,
        who: h.agentEmail,
        at: h.createdAt.toISOString(),
        before: h.before,
        after: h.after,
        note: h.note,
      })),
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  {
    title: page
      ? `${page.booking.locator} · ${page.language === 'en' ? 'Back office' : 'Gestión'}`
      : 'Gestión',
  },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = requireAgent(context);
  const actor = actorOf(session);
  const locator = params.localizador.toUpperCase();
  const form = await request.formData();
  const intent = typeof form.get('intent') === 'string' ? String(form.get('intent')) : '';
  const desk = context.services.desk;
  const reply = (answer: FileAnswer, status = 200) => data(answer, { status, headers: NO_STORE });
  const invalid = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
    reply({ intent, kind: 'invalid', errors: fieldErrors(issues) }, 400);
  const outcome = async (run: Promise<{ kind: string; reason?: string }>) => {
    const result = await run;
    if (result.kind === 'not-found') throw data({ notFound: true }, { status: 404, headers: NO_STORE });
    // Most actions queued a mail to the traveller: it goes out now rather than at the next round.
    if (result.kind === 'done') context.mail.nudge();
    return result.kind === 'done'
      ? reply({ intent, kind: 'done' })
      : reply({ intent, kind: 'refused', reason: result.reason ?? 'stale' }, 409);
  };
  if (!LOCATOR.test(locator)) throw data({ notFound: true }, { status: 404, headers: NO_STORE });

  switch (intent) {
    case 'estado': {
      const parsed = statusChangeSchema.safeParse(formValues(form, ['estado', 'nota'] as const));
      if (!parsed.success) return invalid(parsed.error.issues);
      return outcome(desk.changeStatus(locator, parsed.data.estado, parsed.data.nota, actor));
    }
    case 'orden': {
      const parsed = paymentOrderSchema.safeParse(
        formValues(form, ['ref', 'monto', 'fechaVigencia'] as const),
      );
      if (!parsed.success) return invalid(parsed.error.issues);
      const { ref, monto, fechaVigencia } = parsed.data;
      return outcome(
        desk.createOrder(locator, { ref, amount: monto, validUntil: fechaVigencia ?? null }, actor),
      );
    }
    case 'anular-orden': {
      const id = orderId.safeParse(form.get('idOrden'));
      if (!id.success) return invalid(id.error.issues);
      return outcome(desk.cancelOrder(locator, id.data, actor));
    }
    case 'pago': {
      const parsed = paymentSchema.safeParse(
        formValues(form, ['importe', 'forma', 'referencia', 'idOrden'] as const),
      );
      if (!parsed.success) return invalid(parsed.error.issues);
      const { importe, forma, referencia, idOrden } = parsed.data;
      return outcome(
        desk.recordPayment(
          locator,
          { amount: importe, method: forma, reference: referencia, paymentOrderId: idOrden },
          actor,
        ),
      );
    }
    case 'documento': {
      const file = form.get('archivo');
      if (!(file instanceof File) || file.name === '')
        return reply({ intent, kind: 'invalid', errors: { archivo: 'errors.fileRequired' } }, 400);
      return outcome(
        desk.uploadDocument(
          locator,
          { fileName: file.name, data: Buffer.from(await file.arrayBuffer()) },
          actor,
        ),
      );
    }
    case 'precio': {
      const parsed = priceChangeSchema.safeParse(formValues(form, ['precioTotal', 'motivo'] as const));
      if (!parsed.success) return invalid(parsed.error.issues);
      return outcome(
        desk.changePrice(locator, { totalCents: parsed.data.precioTotal, reason: parsed.data.motivo }, actor),
      );
    }
    case 'servicios':
    case 'servicios-confirmar': {
      const values = {
        ...formValues(form, [
          'alojamiento',
          'origen',
          'dia',
          'noches',
          'precioVisto',
          'reservaVista',
          'motivo',
        ] as const),
        habitacion: form.getAll('habitacion'),
        opcion: form.getAll('opcion'),
      };
      const parsed = serviceChangeSchema.safeParse(values);
      if (!parsed.success) return invalid(parsed.error.issues);
      const change: ServiceChange = {
        accommodationId: parsed.data.alojamiento,
        origin: parsed.data.origen,
        day: parsed.data.dia,
        nights: parsed.data.noches,
        rooms: parsed.data.habitacion,
        roomOptions: parsed.data.opcion,
      };
      // A confirmation that cannot be written is answered with the change priced again, and why.
      let refusedConfirm: ServicesAnswer['refusedConfirm'];
      let errors: Record<string, string> | undefined;
      if (intent === 'servicios-confirmar') {
        const confirm = serviceChangeConfirmSchema.safeParse(values);
        if (!confirm.success) errors = fieldErrors(confirm.error.issues);
        else {
          const applied = await context.services.serviceChange.apply(
            locator,
            {
              ...change,
              seenTotal: confirm.data.precioVisto,
              seenStamp: confirm.data.reservaVista,
              reason: confirm.data.motivo,
            },
            actor,
          );
          if (applied.kind === 'done') return outcome(Promise.resolve(applied));
          refusedConfirm = applied.kind === 'refused' ? applied.problem : { kind: 'stale' };
        }
      }
      const result = await context.services.serviceChange.preview(
        locator,
        change,
        backOfficeTexts(request, context).language,
      );
      if (result.kind === 'not-found') throw data({ notFound: true }, { status: 404, headers: NO_STORE });
      const answer: ServicesAnswer = {
        intent: 'servicios',
        kind: 'preview',
        change,
        result,
        refusedConfirm,
        errors,
      };
      return data(answer, { status: refusedConfirm ? 409 : errors ? 400 : 200, headers: NO_STORE });
    }
    case 'mensaje': {
      const parsed = replySchema.safeParse(formValues(form, ['mensaje'] as const));
      if (!parsed.success) return invalid(parsed.error.issues);
      return outcome(desk.reply(locator, parsed.data.mensaje, actor));
    }
    case 'atendido':
      return outcome(desk.markMessagesHandled(locator, actor));
    case 'cambio': {
      const parsed = changeAnswerSchema.safeParse(formValues(form, ['codigo', 'estado', 'nota'] as const));
      if (!parsed.success) return invalid(parsed.error.issues);
      return outcome(
        desk.answerChangeRequest(parsed.data.codigo, parsed.data.estado, parsed.data.nota, actor),
      );
    }
    default:
      return reply({ intent, kind: 'refused', reason: 'unknown' }, 400);
  }
}

export type BookingFileData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function BookingFile() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FileAnswer | ServicesAnswer | undefined;
  const { t } = useRouteTranslation('backOffice', page.translations);
  const answerFor = (intent: string) =>
    answer?.intent === intent && answer.kind !== 'preview' ? answer : undefined;
  return (
    <div className="bo-page bo-file">
      <FileHeader page={page} answer={answerFor('estado')} />
      {page.notice ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {t('file.documentMissing')}
        </p>
      ) : null}
      <div className="bo-file__grid">
        <div className="bo-file__main">
          <FileMessages page={page} answer={answerFor('mensaje') ?? answerFor('atendido')} />
          <FileRequests page={page} answer={answerFor('cambio')} />
          <FilePayments
            page={page}
            answers={{
              price: answerFor('precio'),
              order: answerFor('orden'),
              cancel: answerFor('anular-orden'),
              payment: answerFor('pago'),
            }}
          />
          <FileDocuments page={page} answer={answerFor('documento')} />
          <FileTrip page={page} />
          <FileServices page={page} answer={answer?.intent.startsWith('servicios') ? answer : undefined} />
        </div>
        <aside className="bo-file__side">
          <FileTravellers page={page} />
          <FileHistory page={page} />
        </aside>
      </div>
    </div>
  );
}
