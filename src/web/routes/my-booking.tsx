import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { useEffect } from 'react';
import { myBookingLookupSchema } from '../../domain/schemas/my-booking';
import { MESSAGES } from '../../domain/schemas/messages';
import { bookingLookupKeys, onlyTheReferencePaused } from '../platform.server';
import { LoadFailure } from '../components/layout/load-failure';
import { Button } from '../components/ui/button';
import { useErrorText } from '../components/ui/error-text';
import { LocatorAndEmailFields } from '../components/ui/locator-email-fields';
import { parseForm } from '../forms.server';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { PERSONAL, sessionBooking, sessionCookie } from '../my-booking-session.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/my-booking';

/** Every answer carries the form back as it was sent (Conform's reply), with its messages. */
type Answer = { result: SubmissionResult } & (
  | { kind: 'invalid' }
  /** No booking for that pair: the specification's message, for the pair (the form's), not for one field. */
  | { kind: 'not-found' }
  | { kind: 'throttled'; minutes: number }
  /** The locator is paused by many wrong tries: any pair gets this, the booking's own e-mail a link. */
  | { kind: 'link-sent' }
  | { kind: 'failed' }
);

/** A locator from a link (the confirmation page, the e-mail): only one shaped like a locator. */
const LINKED_LOCATOR = /^[A-Z0-9]{6,12}$/;
/** A session token e-mailed in a link (base64url of 32 bytes). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'myBooking');
  const params = new URL(request.url).searchParams;
  const linked = (params.get('localizador') ?? '').toUpperCase();
  // The e-mailed link: its token is a Mi reserva session, which becomes the cookie.
  const link = params.get('enlace');
  if (link !== null) {
    const opened = LINK_TOKEN.test(link) && (await context.services.myBooking.sessions.bookingOf(link));
    throw redirect(
      opened ? `/vermireserva?idioma=${language}` : `/mireserva?idioma=${language}&sesion=enlace`,
      {
        headers: opened ? { 'Set-Cookie': await sessionCookie(request, link), ...PERSONAL } : PERSONAL,
      },
    );
  }
  // A browser whose session is still open goes straight back to its booking.
  if (!linked && (await sessionBooking(request, context)) !== undefined)
    throw redirect(`/vermireserva?idioma=${language}`, { headers: PERSONAL });
  return data(
    {
      language,
      title: t('lookup.title'),
      description: t('lookup.description'),
      localizador: LINKED_LOCATOR.test(linked) ? linked : '',
      notice: ['fin', 'cerrada', 'enlace'].includes(params.get('sesion') ?? '')
        ? (params.get('sesion') as 'fin' | 'cerrada' | 'enlace')
        : null,
      translations: translationsFor(language, ['myBooking']),
    },
    { headers: PERSONAL },
  );
}

export const headers: Route.HeadersFunction = () => PERSONAL;

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location });

/**
 * Looks a booking up by locator and e-mail. A wrong pair answers exactly like an unknown locator;
 * wrong guesses count against the address (10 in 15 minutes); a right one opens a session for that
 * booking and goes to /vermireserva with nothing of it in the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request, context);
  const submission = parseForm(await request.formData(), myBookingLookupSchema);
  const result = submission.reply();
  const answer = (body: Answer, status: number) => data(body, { status, headers: PERSONAL });
  if (submission.status !== 'success') return answer({ kind: 'invalid', result }, 400);
  const { localizador, email } = submission.value;
  const { myBooking, signInThrottle } = context.services;
  const keys = bookingLookupKeys(context.clientIp, localizador);
  try {
    const attempt = await signInThrottle.begin(keys);
    if (!attempt.allowed && onlyTheReferencePaused(attempt.refusedBy, localizador)) {
      // Others' guesses paused this locator: every pair gets the same answer, and only the
      // booking's own e-mail receives a link that opens it, so its owner is never kept out.
      const bookingId = await myBooking.find(localizador, email);
      if (bookingId !== undefined) {
        await myBooking.emailLink(bookingId, language);
        context.mail.nudge();
      }
      return answer({ kind: 'link-sent', result }, 202);
    }
    if (!attempt.allowed)
      return answer({ kind: 'throttled', minutes: Math.ceil(attempt.retryAfterSeconds / 60), result }, 429);
    const bookingId = await myBooking.find(localizador, email);
    if (bookingId === undefined) {
      context.log.warn({ address: context.clientIp }, 'booking lookup failed');
      return answer(
        { kind: 'not-found', result: submission.reply({ formErrors: [MESSAGES.locatorNotFound] }) },
        404,
      );
    }
    await signInThrottle.succeeded(keys);
    const token = await myBooking.sessions.open(bookingId);
    throw redirect(`/vermireserva?idioma=${language}`, {
      headers: { 'Set-Cookie': await sessionCookie(request, token), ...PERSONAL },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    context.log.error({ err: error }, 'booking lookup could not be answered');
    return answer({ kind: 'failed', result }, 503);
  }
}

export default function MyBookingLookup({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('myBooking', loaderData.translations);
  const { site } = useLayout();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const errorText = useErrorText();
  const busy = useNavigation().state === 'submitting';
  // A locator that came in the link is in the field now: it leaves the address bar and the history.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has('localizador')) return;
    url.searchParams.delete('localizador');
    window.history.replaceState(window.history.state, '', url);
  }, []);
  const [form, fields] = useForm<Record<'localizador' | 'email', string>>({
    id: 'mr',
    lastResult: answer?.result,
    defaultValue: { localizador: loaderData.localizador },
  });
  return (
    <div className="container page narrow my-booking-lookup">
      <h1>{t('lookup.title')}</h1>
      <p className="lead">{t('lookup.intro')}</p>
      {loaderData.notice ? (
        <p className="notice" role="status">
          {t(
            { fin: 'lookup.ended', cerrada: 'lookup.closed', enlace: 'lookup.linkExpired' }[
              loaderData.notice
            ],
          )}
        </p>
      ) : null}
      {answer?.kind === 'throttled' ? (
        <p className="notice notice--error" role="alert">
          {t('lookup.throttled', { minutes: answer.minutes, phone: site.phone.display })}
        </p>
      ) : null}
      {answer?.kind === 'link-sent' ? (
        <p className="notice" role="status">
          {t('lookup.linkSent')}
        </p>
      ) : null}
      {form.errors ? (
        <div className="notice notice--error" role="alert">
          <p>{errorText(form.errors)}</p>
          <p>{t('lookup.checkBoth')}</p>
        </div>
      ) : null}
      {answer?.kind === 'failed' ? (
        <p className="notice notice--error" role="alert">
          {t('lookup.failed', { phone: site.phone.display })}
        </p>
      ) : null}
      <section className="panel" aria-labelledby="lookup-form-title">
        <h2 id="lookup-form-title" className="panel__title">
          {t('lookup.formTitle')}
        </h2>
        <Form method="post" className="form-stack" {...getFormProps(form)}>
          <LocatorAndEmailFields
            locator={{
              label: t('lookup.localizador'),
              hint: t('lookup.localizadorHint'),
              field: fields.localizador,
            }}
            email={{ label: t('lookup.email'), field: fields.email }}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t('lookup.searching') : t('lookup.submit')}
          </Button>
          <p className="form-note">{t('lookup.privacy')}</p>
        </Form>
      </section>
      <section className="my-booking-help" aria-labelledby="lookup-help-title">
        <h2 id="lookup-help-title">{t('lookup.help')}</h2>
        <p>{t('lookup.helpText', { phone: site.phone.display })}</p>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
