import { useEffect, useRef } from 'react';
import {
  data,
  Form,
  redirect,
  useActionData,
  useNavigation,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { RedirectForm } from 'redsys-easy';
import { formatAmount } from '../../domain/format';
import { bookingMessageSchema } from '../../domain/schemas/my-booking';
import { integerBetween, MAX_INTEGER } from '../../domain/schemas/bounds';
import { z } from '../../domain/schemas/zod';
import { GATEWAY_ORDER_PATTERN } from '../../domain/payments/card-gateway';
import { BookingStatusCard } from '../components/my-booking/booking-status';
import { BookingDocuments } from '../components/my-booking/booking-documents';
import { BookingMessages, type MessageAnswer } from '../components/my-booking/booking-messages';
import { BookingPayments } from '../components/my-booking/booking-payments';
import { BookedTrip } from '../components/my-booking/booked-trip';
import { LoadFailure } from '../components/layout/load-failure';
import { Button } from '../components/ui/button';
import { parseForm } from '../forms.server';
import { useRouteTranslation, useTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import {
  endedSessionCookie,
  PERSONAL,
  sessionBooking,
  sessionCookie,
  sessionToken,
} from '../my-booking-session.server';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import type { Route } from './+types/my-booking-view';

/** The order a card payment is for (its id). */
const payableOrder = z.object({ orden: integerBetween(1, MAX_INTEGER) });
/** What a download that came back says (my-booking-document.ts). */
const documentNotices: Record<string, 'missing' | 'failed'> = { no: 'missing', error: 'failed' };

/** The notice on coming back from the gateway, from the attempt's state: never from the address alone. */
async function returnedPayment(
  context: Route.LoaderArgs['context'],
  bookingId: number,
  returned: string | null,
  gatewayOrder: string | null,
): Promise<{ kind: 'paid'; amount: number } | { kind: 'waiting' } | { kind: 'refused' } | null> {
  if (returned !== 'ok' && returned !== 'ko') return null;
  if (!gatewayOrder || !GATEWAY_ORDER_PATTERN.test(gatewayOrder)) return null;
  const attempt = await context.services.payments.attempt(bookingId, gatewayOrder);
  if (!attempt) return null;
  if (attempt.status === 'pagado') return { kind: 'paid', amount: attempt.amount };
  if (attempt.status === 'denegado' || returned === 'ko') return { kind: 'refused' };
  return { kind: 'waiting' };
}

/** Sends a browser without a live session back to the lookup, saying why. */
function sessionEnded(language: string): never {
  throw redirect(`/mireserva?idioma=${language}&sesion=fin`, { headers: PERSONAL });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const bookingId = await sessionBooking(request, context);
  if (bookingId === undefined) sessionEnded(language);
  const view = await context.services.myBooking.view(bookingId, language);
  if (!view) sessionEnded(language);
  const t = serverT(language, 'myBooking');
  const params = new URL(request.url).searchParams;
  const payment = params.get('pago');
  // The gateway comes back with its signed result in the address: it is for the notification, not the page.
  if (
    [...params.keys()].some((name) => !['idioma', 'pago', 'pedido', 'mensaje', 'documento'].includes(name))
  ) {
    const kept = new URLSearchParams({ idioma: language });
    for (const name of ['pago', 'pedido']) if (params.has(name)) kept.set(name, params.get(name)!);
    throw redirect(`/vermireserva?${kept}`, { headers: PERSONAL });
  }
  return data(
    {
      language,
      title: t('view.title', { locator: view.booking.locator }),
      view,
      // What became of the very payment the gateway returned from (the address alone proves nothing).
      payment: await returnedPayment(context, bookingId, payment, params.get('pedido')),
      messageSent: params.get('mensaje') === 'enviado',
      documentNotice: documentNotices[params.get('documento') ?? ''] ?? null,
      transfer: {
        accounts: context.config.site.bankAccounts,
        proofTo: context.config.site.mailboxes.payments,
      },
      translations: translationsFor(language, ['myBooking', 'booking', 'offer']),
    },
    // Each visit extends the session, in the browser as on the server.
    { headers: { ...PERSONAL, 'Set-Cookie': await sessionCookie(request, sessionToken(request) ?? '') } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(PERSONAL);
  const cookie = actionHeaders.get('Set-Cookie') ?? loaderHeaders.get('Set-Cookie');
  if (cookie) headers.set('Set-Cookie', cookie);
  return headers;
};

/** An order refused (409: paid in another tab meanwhile) shows the page as it is now. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, matches, location, noindex: true });

export type ViewAnswer =
  { kind: 'pay'; form: RedirectForm } | { kind: 'not-payable' } | MessageAnswer | { kind: 'failed' };

/** Pay an order by card, write to the team, or close the session; each for this session's booking only. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const { myBooking, payments, messages } = context.services;
  if (intent === 'cerrar') {
    await myBooking.sessions.close(sessionToken(request));
    throw redirect(`/mireserva?idioma=${language}&sesion=cerrada`, {
      headers: { ...PERSONAL, 'Set-Cookie': await endedSessionCookie(request) },
    });
  }
  const bookingId = await sessionBooking(request, context);
  if (bookingId === undefined) sessionEnded(language);
  const answer = (body: ViewAnswer, status = 200) => data(body, { status, headers: PERSONAL });
  try {
    if (intent === 'pagar') {
      const order = parseForm(form, payableOrder);
      if (order.status !== 'success') return answer({ kind: 'not-payable' }, 400);
      const started = await payments.startCardPayment(bookingId, order.value.orden, language);
      if (!started) return answer({ kind: 'not-payable' }, 409);
      return answer({ kind: 'pay', form: started });
    }
    if (intent === 'mensaje') {
      const message = parseForm(form, bookingMessageSchema);
      if (message.status !== 'success')
        return answer({ kind: 'message-invalid', result: message.reply() }, 400);
      const outcome = await messages.fromTraveller(
        bookingId,
        message.value.mensaje,
        serverT('es', 'myBooking'),
      );
      if (outcome.kind === 'too-many')
        return answer({ kind: 'message-too-many', result: message.reply() }, 429);
      context.mail.nudge();
      // Sent: a page of its own, so reloading it sends nothing again.
      throw redirect(`/vermireserva?idioma=${language}&mensaje=enviado#mensajes`, { headers: PERSONAL });
    }
    return answer({ kind: 'failed' }, 400);
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log.error({ err: error, intent }, 'my booking action failed');
    return answer({ kind: 'failed' }, 503);
  }
}

/** The signed order, posted to the card gateway's page as soon as it arrives (a button without JavaScript). */
function GatewayRedirect({ form }: { form: RedirectForm }) {
  const { t } = useTranslation('myBooking');
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), [form]);
  return (
    <form ref={ref} method="post" action={form.url} className="notice gateway-redirect" aria-live="polite">
      {Object.entries(form.body).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{t('payments.redirecting')}</p>
      <Button type="submit">{t('payments.continue')}</Button>
    </form>
  );
}

/** /vermireserva: the booking this browser's session opened, whole (section 2). */
export default function MyBookingView({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('myBooking', loaderData.translations);
  const { view, language } = loaderData;
  const answer = useActionData<typeof action>() as ViewAnswer | undefined;
  const busy = useNavigation().state !== 'idle';
  return (
    <div className="container page my-booking">
      <header className="my-booking__header">
        <div>
          <p className="my-booking__eyebrow">{t('view.eyebrow')}</p>
          <h1>{t('view.title', { locator: view.booking.locator })}</h1>
        </div>
        <Form method="post" reloadDocument>
          <input type="hidden" name="intent" value="cerrar" />
          <Button type="submit" variant="secondary" size="sm">
            {t('view.close')}
          </Button>
        </Form>
      </header>
      {loaderData.payment?.kind === 'paid' ? (
        <p className="notice notice--success" role="status">
          {t('payments.returnedOk', { amount: formatAmount(loaderData.payment.amount, language) })}
        </p>
      ) : null}
      {loaderData.payment?.kind === 'waiting' ? (
        <p className="notice" role="status">
          {t('payments.returnedWaiting')}
        </p>
      ) : null}
      {loaderData.payment?.kind === 'refused' ? (
        <p className="notice notice--error" role="alert">
          {t('payments.returnedKo')}
        </p>
      ) : null}
      {answer?.kind === 'pay' ? <GatewayRedirect form={answer.form} /> : null}
      {answer?.kind === 'not-payable' ? (
        <p className="notice notice--error" role="alert">
          {t('payments.notPayable')}
        </p>
      ) : null}
      {answer?.kind === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('view.failed')}
        </p>
      ) : null}
      <BookingStatusCard view={view} language={language} />
      <nav className="my-booking__nav" aria-label={t('view.sectionsLabel')}>
        {['pagos', 'viaje', 'viajeros', 'mensajes', 'documentos'].map((id) => (
          <a key={id} href={`#${id}`}>
            {t(`view.nav.${id}`)}
          </a>
        ))}
      </nav>
      <BookingPayments view={view} language={language} busy={busy} transfer={loaderData.transfer} />
      <BookedTrip view={view} language={language} />
      <BookingMessages view={view} language={language} answer={answer} sent={loaderData.messageSent} />
      <BookingDocuments view={view} language={language} notice={loaderData.documentNotice} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
