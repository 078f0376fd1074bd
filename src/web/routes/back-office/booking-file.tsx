import { data, useActionData, useLoaderData, type ShouldRevalidateFunction } from 'react-router';
import { NEXT_STATUSES } from '../../../domain/booking/transitions';
import type { BookingStatus } from '../../../domain/booking/status';
import { madridDay } from '../../../domain/format';
import { daysBeforeDeparture } from '../../../domain/pricing/cancellation-costs';
import { feeFor } from '../../../domain/pricing/fees';
import { FileCancel } from '../../components/back-office/file-cancel';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import type { FileAnswer, ServicesAnswer } from '../../components/back-office/file-answer';
import { FileClosed } from '../../components/back-office/desk-form';
import { FileDocuments } from '../../components/back-office/file-documents';
import { FileHeader } from '../../components/back-office/file-header';
import { FileHistory } from '../../components/back-office/file-history';
import { FileMessages } from '../../components/back-office/file-messages';
import { FilePayments } from '../../components/back-office/file-payments';
import { FileRequests } from '../../components/back-office/file-requests';
import { FileServices } from '../../components/back-office/file-services';
import { FileTeam } from '../../components/back-office/file-team';
import { FileTrip } from '../../components/back-office/file-trip';
import { FileTravellers } from '../../components/back-office/file-travellers';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import { FILE_INTENTS } from './booking-file-intents.server';
import type { Route } from './+types/booking-file';

const LOCATOR = /^[A-Z0-9]{4,12}$/;
const notFound = () => data({ notFound: true }, { status: 404, headers: NO_STORE });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = requireAgent(context);
  const locator = params.localizador.toUpperCase();
  const texts = backOfficeTexts(request, context);
  const file = LOCATOR.test(locator) ? await context.services.desk.file(locator, texts.language) : undefined;
  if (!file) throw notFound();
  const { booking, view } = file;
  const [services, agents] = await Promise.all([
    context.services.serviceChange.form(booking, texts.language),
    context.services.desk.assignableAgents(),
  ]);
  // What cancelling today would cost by the conditions' table (the cancel form offers it).
  const cancellationFee = feeFor(
    'cancelacion',
    booking.totalPrice,
    daysBeforeDeparture(madridDay(new Date().toISOString()), booking.departureDate),
    { basis: 'tabla' },
  );
  return data(
    {
      ...texts,
      services,
      cancellationFee,
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
      team: {
        me: session.agent.id,
        erased: file.erased,
        assignee: file.assignee,
        agents,
        notes: file.notes.map((note) => ({
          id: note.id,
          agentName: note.agentName,
          note: note.note,
          createdAt: note.createdAt.toISOString(),
        })),
      },
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
        entity: h.entity,
        entityId: h.entityId,
        agentId: h.agentId,
        agentEmail: h.agentEmail,
        agentName: h.agentName,
        subject: h.subject,
        at: h.createdAt.toISOString(),
        before: h.before,
        after: h.after,
        note: h.note,
      })),
    },
    { headers: NO_STORE },
  );
}

/**
 * After any action, refused ones included (another agent or tab got there first: "already
 * confirmed", "more than what is left to pay"), the file is shown as it is now, not as it was.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data: page }) => [
  {
    title: page
      ? `${page.booking.locator} · ${page.language === 'en' ? 'Back office' : 'Gestión'}`
      : 'Gestión',
  },
];

/**
 * Each form of the file posts its intent: its fields are read with that intent's schema, then the
 * desk acts (FILE_INTENTS). Invalid: the fields' messages (400); refused by the desk: why (409).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const session = requireAgent(context);
  const locator = params.localizador.toUpperCase();
  const form = await request.formData();
  const intent = typeof form.get('intent') === 'string' ? String(form.get('intent')) : '';
  const reply = (answer: FileAnswer, status = 200) => data(answer, { status, headers: NO_STORE });
  if (!LOCATOR.test(locator)) throw notFound();
  const entry = Object.hasOwn(FILE_INTENTS, intent) ? FILE_INTENTS[intent] : undefined;
  if (!entry) return reply({ intent, kind: 'refused', reason: 'unknown' }, 400);
  const submission = parseForm(form, entry.schema);
  if (submission.status !== 'success')
    return reply({ intent, kind: 'invalid', result: submission.reply() }, 400);
  const handled = await entry.handler(submission.value, {
    locator,
    actor: actorOf(session),
    language: backOfficeTexts(request, context).language,
    services: context.services,
    form,
  });
  if ('preview' in handled) return data(handled.preview, { status: handled.status, headers: NO_STORE });
  if (handled.kind === 'not-found') throw notFound();
  if (handled.kind !== 'done')
    return reply(
      { intent, kind: 'refused', reason: handled.reason ?? 'stale', result: submission.reply() },
      409,
    );
  // Most actions queued a mail to the traveller: it goes out now rather than at the next round.
  context.mail.nudge();
  return reply({ intent, kind: 'done', result: submission.reply({ resetForm: true }) });
}

export type BookingFileData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function BookingFile() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FileAnswer | ServicesAnswer | undefined;
  const { t } = useRouteTranslation('backOffice', page.translations);
  const answerFor = (intent: string) =>
    answer?.intent === intent && answer.kind !== 'preview' ? answer : undefined;
  return (
    <FileClosed.Provider value={page.team.erased}>
      <div className="bo-page bo-file">
        <FileHeader page={page} answer={answerFor('estado')} />
        {page.team.erased ? (
          <p className="bo-notice" role="status">
            {t('file.erasedClosed')}
          </p>
        ) : null}
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
                fee: answerFor('gasto'),
                refund: answerFor('devolucion'),
              }}
            />
            <FileDocuments
              page={page}
              answer={
                answerFor('documento') ?? answerFor('quitar-documento') ?? answerFor('sustituir-documento')
              }
            />
            <FileTrip page={page} answer={answerFor('servicio-estado')} />
            <FileServices page={page} answer={answer?.intent.startsWith('servicios') ? answer : undefined} />
            <FileCancel page={page} answer={answerFor('cancelar')} />
          </div>
          <aside className="bo-file__side">
            <FileTeam page={page} answers={{ assign: answerFor('asignar'), note: answerFor('nota') }} />
            <FileTravellers page={page} />
            <FileHistory page={page} />
          </aside>
        </div>
      </div>
    </FileClosed.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
