import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { formatCents, formatDate } from '../../domain/format';
import { LANGUAGE_NAMES } from '../../domain/language';
import { CHANGE_TYPES } from '../../domain/schemas/change-types';
import {
  changeRequestLookupSchema,
  changeRequestSchema,
  locatorLookupSchema,
} from '../../domain/schemas/change-request';
import { MESSAGES } from '../../domain/schemas/messages';
import { isoToDisplayDate } from '../../domain/days';
import { bookingLookupKeys } from '../platform.server';
import type { ThrottledKey } from '../../server/sign-in-throttle/sign-in-throttle';
import type { BookingForChange } from '../../server/change-requests/change-request.service';
import { useErrorText } from '../components/booking/error-text';
import { Button } from '../components/ui/button';
import { Checkbox, TextAreaField, TextField } from '../components/ui/field';
import { useRouteTranslation, useTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/modify-cancel';

type FieldErrors = Record<string, string[]>;

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

function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0] ?? '')] ??= [issue.message];
  return errors;
}

/** The form's text fields as sent (for showing them again), each at most its column's length. */
function sentValues(form: FormData) {
  const values: Record<string, string> = {};
  for (const name of [
    'locata',
    'tipo',
    'destino',
    'finicio',
    'reclamante',
    'telefono',
    'telefonoalt',
    'email',
    'email2',
    'emailalt',
    'motivo',
  ]) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value.slice(0, 2000);
  }
  values.condiciones = form.get('condiciones') === 'on' ? 'on' : '';
  return values;
}

type Answer =
  | { step: 'lookup'; errors: FieldErrors; values: Record<string, string> }
  | { step: 'form'; booking: BookingForChange; errors: FieldErrors; values: Record<string, string> }
  | { step: 'sent'; code: string }
  | { step: 'consult'; errors: FieldErrors; values: Record<string, string>; notFound?: boolean }
  | {
      step: 'consulted';
      request: NonNullable<
        Awaited<ReturnType<Route.ActionArgs['context']['services']['changeRequests']['consult']>>
      >;
    }
  | { step: 'throttled'; minutes: number; panel: 'create' | 'consult' }
  | { step: 'failed' };

/** Looks up a booking or a request; wrong guesses count against the address, found ones do not. */
export async function action({ request, context }: Route.ActionArgs) {
  const language = requestLanguage(request, context);
  const { changeRequests, signInThrottle } = context.services;
  const form = await request.formData();
  const intent = form.get('intent');
  const values = sentValues(form);
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
      const parsed = changeRequestLookupSchema.safeParse(
        Object.fromEntries(['codigo', 'email'].map((name) => [name, form.get(name)])),
      );
      const consultValues = {
        codigo: String(form.get('codigo') ?? '').slice(0, 20),
        email: String(form.get('email') ?? '').slice(0, 120),
      };
      if (!parsed.success)
        return answer(
          { step: 'consult', errors: fieldErrors(parsed.error.issues), values: consultValues },
          400,
        );
      const keys = bookingLookupKeys(context.clientIp, parsed.data.codigo);
      const refusal = await throttled('consult', keys);
      if (refusal) return refusal;
      const found = await changeRequests.consult(parsed.data.codigo, parsed.data.email);
      if (!found) return answer({ step: 'consult', errors: {}, values: consultValues, notFound: true }, 404);
      await signInThrottle.succeeded(keys);
      return answer({ step: 'consulted', request: found });
    }

    const lookup = locatorLookupSchema.safeParse({
      locata: form.get('locata'),
      emailReserva: form.get('emailReserva'),
    });
    if (!lookup.success)
      return answer({ step: 'lookup', errors: fieldErrors(lookup.error.issues), values }, 400);
    const keys = bookingLookupKeys(context.clientIp, lookup.data.locata);
    const refusal = await throttled('create', keys);
    if (refusal) return refusal;
    const booking = await changeRequests.findBooking(lookup.data.locata, lookup.data.emailReserva, language);
    if (!booking)
      return answer({ step: 'lookup', errors: { locata: [MESSAGES.locatorNotFound] }, values }, 404);
    await signInThrottle.succeeded(keys);
    const lookedUp = { emailReserva: lookup.data.emailReserva };
    if (intent !== 'enviar')
      return answer({
        step: 'form',
        booking,
        errors: {},
        values: { ...lookedUp, email: lookup.data.emailReserva, email2: lookup.data.emailReserva },
      });

    // The rules read what was sent, whole: an over-long reason is refused, not cut.
    const sent = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    const parsed = changeRequestSchema.safeParse({ ...sent, locata: booking.locata });
    if (!parsed.success)
      return answer(
        {
          step: 'form',
          booking,
          errors: fieldErrors(parsed.error.issues),
          values: { ...values, ...lookedUp },
        },
        400,
      );
    const outcome = await changeRequests.send(parsed.data, lookup.data.emailReserva, language, {
      visitor: serverT(language, 'changes'),
      agency: serverT('es', 'changes'),
    });
    if (outcome.kind === 'not-found')
      return answer({ step: 'lookup', errors: { locata: [MESSAGES.locatorNotFound] }, values }, 404);
    context.mail.nudge();
    return answer({ step: 'sent', code: outcome.code });
  } catch (error) {
    context.log.error({ err: error }, 'modify/cancel request failed');
    return answer({ step: 'failed' }, 503);
  }
}

/** A required field's label: the asterisk the form's note explains, not read out (the field says it is required). */
function Required({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true"> *</span>
    </>
  );
}

function CancellationEstimate({ booking }: { booking: BookingForChange }) {
  const { t, language } = useTranslation('changes');
  const { cancellation } = booking;
  return (
    <div className="notice cancellation-estimate">
      <p className="cancellation-estimate__title">{t('estimate.title')}</p>
      <p>
        {t('estimate.text', {
          count: cancellation.daysLeft,
          percent: cancellation.percent,
          amount: formatCents(cancellation.cents, language ?? 'es'),
        })}
      </p>
      <p className="form-note">
        {t('estimate.note')}{' '}
        <Link to="/home/condiciones#modificaciones-anulaciones">{t('estimate.tableLink')}</Link>
      </p>
    </div>
  );
}

function RequestForm({
  booking,
  errors,
  values,
}: {
  booking: BookingForChange;
  errors: FieldErrors;
  values: Record<string, string>;
}) {
  const { t, language } = useTranslation('changes');
  const errorText = useErrorText();
  const busy = useNavigation().state === 'submitting';
  const value = (name: string, fallback = '') => values[name] ?? fallback;
  const field = (name: string) => ({
    name,
    id: `frc-${name}`,
    defaultValue: value(name),
    error: errorText(errors[name]),
  });
  return (
    <Form method="post" className="form-stack change-form" noValidate>
      <input type="hidden" name="intent" value="enviar" />
      <input type="hidden" name="locata" value={booking.locata} />
      <input type="hidden" name="emailReserva" value={values.emailReserva ?? ''} />
      <p className="notice notice--success" role="status">
        {t('create.found')}
      </p>
      <div className="form-grid">
        <TextField
          label={t('fields.locata')}
          id="frc-locata-found"
          value={booking.locata}
          disabled
          readOnly
        />
        <TextField
          label={t('fields.idioma')}
          id="frc-idioma"
          value={LANGUAGE_NAMES[language ?? 'es']}
          readOnly
        />
      </div>
      <fieldset className="choice-group" aria-describedby={errors.tipo ? 'frc-tipo-error' : undefined}>
        <legend className="field__label">
          <Required>{t('fields.tipo')}</Required>
        </legend>
        {CHANGE_TYPES.map((type) => (
          <label key={type} className="choice">
            <input type="radio" name="tipo" value={type} defaultChecked={value('tipo') === type} />
            <span>{t(`types.${type}`)}</span>
          </label>
        ))}
        {errors.tipo ? (
          <p id="frc-tipo-error" className="field__error" role="alert">
            {errorText(errors.tipo)}
          </p>
        ) : null}
      </fieldset>
      <div className="cancellation-box">
        <CancellationEstimate booking={booking} />
        <Checkbox
          label={t('fields.condiciones')}
          name="condiciones"
          id="frc-condiciones"
          defaultChecked={value('condiciones') === 'on'}
          error={errorText(errors.condiciones)}
        />
      </div>
      <div className="form-grid">
        <TextField
          label={<Required>{t('fields.destino')}</Required>}
          aria-required
          {...field('destino')}
          defaultValue={value('destino', booking.destino)}
          maxLength={120}
        />
        <TextField
          label={<Required>{t('fields.finicio')}</Required>}
          aria-required
          hint={t('fields.finicioHint')}
          inputMode="numeric"
          autoComplete="off"
          {...field('finicio')}
          defaultValue={value('finicio', isoToDisplayDate(booking.finicio))}
          maxLength={10}
        />
      </div>
      <TextField
        label={<Required>{t('fields.reclamante')}</Required>}
        aria-required
        autoComplete="name"
        maxLength={140}
        {...field('reclamante')}
      />
      <div className="form-grid">
        <TextField
          label={<Required>{t('fields.telefono')}</Required>}
          aria-required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
          {...field('telefono')}
        />
        <TextField
          label={t('fields.telefonoalt')}
          type="tel"
          inputMode="tel"
          maxLength={20}
          {...field('telefonoalt')}
        />
        <TextField
          label={<Required>{t('fields.email')}</Required>}
          aria-required
          type="email"
          autoComplete="email"
          maxLength={120}
          {...field('email')}
        />
        <TextField
          label={<Required>{t('fields.email2')}</Required>}
          aria-required
          type="email"
          autoComplete="email"
          maxLength={120}
          {...field('email2')}
        />
        <TextField label={t('fields.emailalt')} type="email" maxLength={120} {...field('emailalt')} />
      </div>
      <TextAreaField
        label={<Required>{t('fields.motivo')}</Required>}
        aria-required
        hint={t('fields.motivoHint')}
        maxLength={2000}
        {...field('motivo')}
      />
      <p className="form-note">{t('create.required')}</p>
      <div className="button-row">
        <Button type="submit" disabled={busy}>
          {busy ? t('create.sending') : t('create.submit')}
        </Button>
        <Link className="btn btn--ghost btn--md" to="/home/solicitudfrc">
          {t('create.otherLocator')}
        </Link>
      </div>
    </Form>
  );
}

function LocatorSearch({ errors, values }: { errors: FieldErrors; values: Record<string, string> }) {
  const { t } = useTranslation('changes');
  const errorText = useErrorText();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="form-stack" noValidate>
      <input type="hidden" name="intent" value="buscar" />
      <p>{t('create.lookupIntro')}</p>
      <TextField
        label={t('fields.locata')}
        name="locata"
        id="frc-locata"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        defaultValue={values.locata ?? ''}
        error={errorText(errors.locata)}
      />
      <TextField
        label={t('fields.emailReserva')}
        name="emailReserva"
        id="frc-email-reserva"
        type="email"
        autoComplete="email"
        maxLength={120}
        defaultValue={values.emailReserva ?? ''}
        error={errorText(errors.emailReserva)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('create.searching') : t('create.search')}
      </Button>
    </Form>
  );
}

function ConsultPanel({ answer, codigo }: { answer: Answer | undefined; codigo: string }) {
  const { t, language } = useTranslation('changes');
  const errorText = useErrorText();
  const own = answer?.step === 'consult' ? answer : undefined;
  const found = answer?.step === 'consulted' ? answer.request : undefined;
  const lang = language ?? 'es';
  return (
    <section className="panel change-panel" aria-labelledby="consult-title">
      <h2 id="consult-title" className="panel__title">
        {t('consult.title')}
      </h2>
      <Form
        method="post"
        className="form-stack"
        noValidate
        key={answer?.step === 'sent' ? 'reset' : 'consult'}
      >
        <input type="hidden" name="intent" value="consultar" />
        <p>{t('consult.intro')}</p>
        <TextField
          label={t('fields.codigo')}
          name="codigo"
          id="frc-codigo"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          defaultValue={own?.values.codigo ?? codigo}
          error={errorText(own?.errors.codigo)}
        />
        <TextField
          label={t('fields.email')}
          name="email"
          id="frc-consult-email"
          type="email"
          autoComplete="email"
          maxLength={120}
          defaultValue={own?.values.email ?? ''}
          error={errorText(own?.errors.email)}
        />
        {own?.notFound ? (
          <p className="notice notice--error" role="alert">
            {t('consult.notFound')}
          </p>
        ) : null}
        <Button type="submit" variant="secondary">
          {t('consult.submit')}
        </Button>
      </Form>
      {found ? (
        <div className="change-status" role="status">
          <h3>{t('consult.result', { code: found.codigo })}</h3>
          <dl className="change-status__facts">
            <div>
              <dt>{t('consult.status')}</dt>
              <dd>
                <span className="badge">{t(`statuses.${found.estado}`)}</span>
              </dd>
            </div>
            <div>
              <dt>{t('fields.tipo')}</dt>
              <dd>{t(`types.${found.tipo}`)}</dd>
            </div>
            <div>
              <dt>{t('fields.locata')}</dt>
              <dd>{found.locata}</dd>
            </div>
            <div>
              <dt>{t('fields.destino')}</dt>
              <dd>
                {found.destino} · {formatDate(found.finicio, lang)}
              </dd>
            </div>
            {found.estimate ? (
              <div>
                <dt>{t('estimate.label')}</dt>
                <dd>
                  {t('estimate.value', {
                    count: found.estimate.daysLeft,
                    percent: found.estimate.percent,
                    amount: formatCents(found.estimate.cents, lang),
                  })}
                </dd>
              </div>
            ) : null}
          </dl>
          <h4>{t('consult.history')}</h4>
          <ol className="change-status__history">
            {found.history.map((event, index) => (
              <li key={index}>
                <strong>{t(`statuses.${event.estado}`)}</strong> ·{' '}
                {formatDate(event.fecha.slice(0, 10), lang)}
                {event.nota ? <p>{event.nota}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}

/** /home/solicitudfrc: create a modification or cancellation request, or consult one (section 2). */
export default function ModifyCancel({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('changes', loaderData.translations);
  const { site } = useLayout();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const createErrors = answer?.step === 'lookup' ? answer : undefined;
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
            <RequestForm booking={answer.booking} errors={answer.errors} values={answer.values} />
          ) : (
            <LocatorSearch
              key={answer?.step === 'sent' ? 'reset' : 'search'}
              errors={createErrors?.errors ?? {}}
              values={createErrors?.values ?? {}}
            />
          )}
        </section>
        <ConsultPanel answer={answer} codigo={loaderData.codigo} />
      </div>
    </div>
  );
}
