import type { SubmissionResult } from '@conform-to/react';
import { data, useActionData } from 'react-router';
import {
  changeRequestLookupSchema,
  changeRequestSchema,
  locatorLookupSchema,
} from '../../domain/schemas/change-request';
import { MESSAGES } from '../../domain/schemas/messages';
import { bookingLookupKeys } from '../platform.server';
import type { ThrottledKey } from '../../server/sign-in-throttle/sign-in-throttle';
import type { BookingForChange } from '../../server/change-requests/change-request.service';
import { ChangeRequestForm } from '../components/changes/change-request-form';
import { ConsultPanel, type ChangeRequestStatus } from '../components/changes/consult-panel';
import { LocatorSearch } from '../components/changes/locator-search';
import { LoadFailure } from '../components/layout/load-failure';
import { parseForm } from '../forms.server';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/modify-cancel';

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'changes');
  const codigo = new URL(request.url).searchParams.get('codigo') ?? '';
  return {
    language,
    title: t('title'),
    description: t('description'),
    codigo: /^[A-Z0-9]{1,12}$/i.test(codigo) ? codigo : '',
    translations: translationsFor(language, ['changes', 'info']),
  };
}

/** Answers carry a booking's or a request's details: no cache keeps them. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location });

/** What a post answers: each form's refusal is Conform's reply, with each field's message. */
type Answer =
  | { step: 'lookup'; result: SubmissionResult }
  | { step: 'form'; booking: BookingForChange; emailReserva: string; result?: SubmissionResult }
  | { step: 'sent'; code: string }
  | { step: 'consult'; result: SubmissionResult }
  | { step: 'consulted'; request: ChangeRequestStatus }
  | { step: 'throttled'; minutes: number; panel: 'create' | 'consult' }
  | { step: 'failed' };

/** Looks up a booking or a request; wrong guesses count against the address, found ones do not. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request, context);
  const { changeRequests, signInThrottle } = context.services;
  const form = await request.formData();
  const intent = form.get('intent');
  const answer = (body: Answer, status = 200) =>
    data(body, { status, headers: { 'Cache-Control': 'no-store' } });
  async function throttled(panel: 'create' | 'consult', keys: ThrottledKey[]) {
    const attempt = await signInThrottle.begin(keys);
    return attempt.allowed
      ? null
      : answer({ step: 'throttled', panel, minutes: Math.ceil(attempt.retryAfterSeconds / 60) }, 429);
  }

  try {
    if (intent === 'consultar') {
      const consult = parseForm(form, changeRequestLookupSchema);
      if (consult.status !== 'success') return answer({ step: 'consult', result: consult.reply() }, 400);
      const keys = bookingLookupKeys(context.clientIp, consult.value.codigo);
      const refusal = await throttled('consult', keys);
      if (refusal) return refusal;
      const found = await changeRequests.consult(consult.value.codigo, consult.value.email);
      if (!found)
        return answer({ step: 'consult', result: consult.reply({ formErrors: ['consult.notFound'] }) }, 404);
      await signInThrottle.succeeded(keys);
      return answer({ step: 'consulted', request: found });
    }

    const lookup = parseForm(form, locatorLookupSchema);
    if (lookup.status !== 'success') return answer({ step: 'lookup', result: lookup.reply() }, 400);
    const notFound = () =>
      answer(
        { step: 'lookup', result: lookup.reply({ fieldErrors: { locata: [MESSAGES.locatorNotFound] } }) },
        404,
      );
    const keys = bookingLookupKeys(context.clientIp, lookup.value.locata);
    const refusal = await throttled('create', keys);
    if (refusal) return refusal;
    const booking = await changeRequests.findBooking(
      lookup.value.locata,
      lookup.value.emailReserva,
      language,
    );
    if (!booking) return notFound();
    await signInThrottle.succeeded(keys);
    const { emailReserva } = lookup.value;
    if (intent !== 'enviar') return answer({ step: 'form', booking, emailReserva });

    // The rules read what was sent, whole (an over-long reason is refused, not cut), for the booking found.
    form.set('locata', booking.locata);
    const sent = parseForm(form, changeRequestSchema);
    if (sent.status !== 'success')
      return answer({ step: 'form', booking, emailReserva, result: sent.reply() }, 400);
    const outcome = await changeRequests.send(sent.value, emailReserva, language, {
      visitor: serverT(language, 'changes'),
      agency: serverT('es', 'changes'),
    });
    if (outcome.kind === 'not-found') return notFound();
    context.mail.nudge();
    return answer({ step: 'sent', code: outcome.code });
  } catch (error) {
    context.log.error({ err: error }, 'modify/cancel request failed');
    return answer({ step: 'failed' }, 503);
  }
}

/** /home/solicitudfrc: create a modification or cancellation request, or consult one (section 2). */
export default function ModifyCancel({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('changes', loaderData.translations);
  const { site } = useLayout();
  const answer = useActionData<typeof action>() as Answer | undefined;
  // After a request is sent both forms start again, empty.
  const fresh = answer?.step === 'sent' ? 'reset' : 'form';
  return (
    <div className="container page change-page">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      {answer?.step === 'sent' ? (
        <div className="notice notice--success change-sent" role="status">
          <p className="change-sent__title">{t('sent.title')}</p>
          <p>{t('sent.text', { code: answer.code })}</p>
          <p>{t('sent.keep', { code: answer.code })}</p>
        </div>
      ) : null}
      {answer?.step === 'failed' || answer?.step === 'throttled' ? (
        <p className="notice notice--error" role="alert">
          {answer.step === 'failed'
            ? t('failed', { phone: site.phone.display })
            : t('tooMany', { minutes: answer.minutes, phone: site.phone.display })}
        </p>
      ) : null}
      <div className="change-grid">
        <section className="panel change-panel" aria-labelledby="create-title">
          <h2 id="create-title" className="panel__title">
            {t('create.title')}
          </h2>
          {answer?.step === 'form' ? (
            <ChangeRequestForm
              booking={answer.booking}
              emailReserva={answer.emailReserva}
              result={answer.result}
            />
          ) : (
            <LocatorSearch key={fresh} result={answer?.step === 'lookup' ? answer.result : undefined} />
          )}
        </section>
        <ConsultPanel
          key={fresh}
          result={answer?.step === 'consult' ? answer.result : undefined}
          found={answer?.step === 'consulted' ? answer.request : undefined}
          codigo={loaderData.codigo}
        />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
