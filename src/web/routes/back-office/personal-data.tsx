import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { personEmail, personLookupSchema } from '../../../domain/schemas/back-office';
import { z } from '../../../domain/schemas/zod';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { CsrfField } from '../../components/back-office/csrf-field';
import { Button } from '../../components/ui/button';
import { Checkbox, TextField } from '../../components/ui/field';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/personal-data';

/** The person asked about (the form's reply, with the e-mail's message when it cannot be read), and what came of it. */
type Answer = { result: SubmissionResult } & (
  | { kind: 'invalid' }
  | {
      kind: 'found';
      email: string;
      summary: Awaited<ReturnType<Route.ActionArgs['context']['services']['personalData']['summary']>>;
    }
  | {
      kind: 'phone';
      phone: string;
      found: Awaited<ReturnType<Route.ActionArgs['context']['services']['personalData']['peopleByPhone']>>;
    }
  | { kind: 'confirm'; email: string }
  | { kind: 'active-trips'; email: string; locators: string[] }
  | { kind: 'erased'; email: string; bookings: number; requests: number; callbacks: number; mails: number }
  | { kind: 'nothing'; email: string }
);

const personForm = z.object({ email: personEmail });

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context, 'admin');
  return data(
    { ...backOfficeTexts(request, context), mailbox: context.config.site.mailboxes.data },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Data protection · Back office' : 'Protección de datos · Gestión' },
];

/**
 * Requests to the data-protection mailbox: find a person by e-mail (sent in the form, never in the
 * address), download everything about them, or erase them once they have no trip to travel.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context, 'admin');
  const form = await request.formData();
  const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });
  const service = context.services.personalData;
  // The search form: an e-mail shows what we hold; a phone, the people who gave it.
  if (form.has('persona')) {
    const lookup = parseForm(form, personLookupSchema);
    const result = lookup.reply();
    if (lookup.status !== 'success') return answer({ kind: 'invalid', result }, 400);
    const { persona } = lookup.value;
    if (persona.kind === 'phone')
      return answer({
        kind: 'phone',
        phone: persona.value,
        found: await service.peopleByPhone(persona.value),
        result,
      });
    return answer({
      kind: 'found',
      email: persona.value,
      summary: await service.summary(persona.value),
      result,
    });
  }
  const person = parseForm(form, personForm);
  const result = person.reply();
  if (person.status !== 'success') return answer({ kind: 'invalid', result }, 400);
  const { email } = person.value;
  switch (form.get('intent')) {
    case 'suprimir': {
      if (
        String(form.get('confirmacion') ?? '')
          .trim()
          .toLowerCase() !== email.toLowerCase() ||
        form.get('entendido') !== 'on'
      )
        return answer({ kind: 'confirm', email, result }, 400);
      const outcome = await service.erase(email, actorOf(session));
      return answer({ ...outcome, email, result }, outcome.kind === 'active-trips' ? 409 : 200);
    }
    default:
      return answer({ kind: 'found', email, summary: await service.summary(email), result });
  }
}

export default function PersonalData() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { t } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  const nothing =
    answer?.kind === 'found' && answer.summary.bookings.length === 0 && answer.summary.requests === 0;
  const person = answer && 'email' in answer && !nothing ? answer.email : '';
  const [form, fields] = useForm<{ persona: string }>({ id: 'persona', lastResult: answer?.result });
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('privacy.title')}</h1>
      <p className="bo-muted">{t('privacy.intro', { mailbox: page.mailbox })}</p>
      <section className="bo-panel bo-panel--narrow" aria-labelledby="buscar-persona">
        <h2 id="buscar-persona">{t('privacy.findTitle')}</h2>
        <Form method="post" className="bo-form" {...getFormProps(form)}>
          <CsrfField />
          <TextField
            label={t('privacy.lookup')}
            hint={t('privacy.lookupHint')}
            maxLength={120}
            autoComplete="off"
            field={fields.persona}
          />
          <Button type="submit" disabled={submitting}>
            {t('privacy.find')}
          </Button>
        </Form>
      </section>
      {answer?.kind === 'phone' ? (
        <section className="bo-panel" aria-labelledby="personas">
          <h2 id="personas">{t('privacy.byPhoneTitle', { phone: answer.phone })}</h2>
          {answer.found.people.length === 0 ? (
            <p className="bo-muted">{t('privacy.noneByPhone')}</p>
          ) : (
            <ul className="bo-lines">
              {answer.found.people.map((found) => (
                <li key={found.email}>
                  <span>
                    {found.email} · {t('privacy.bookings', { count: found.bookings })} ·{' '}
                    {t('privacy.requests', { count: found.requests })}
                  </span>
                  <Form method="post" className="bo-inline-form">
                    <CsrfField />
                    <input type="hidden" name="persona" value={found.email} />
                    <Button type="submit" size="sm" variant="secondary">
                      {t('privacy.open', { email: found.email })}
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
          {answer.found.callbacks > 0 ? (
            <p className="bo-muted">{t('privacy.callbacksByPhone', { count: answer.found.callbacks })}</p>
          ) : null}
        </section>
      ) : null}
      {answer?.kind === 'found' ? (
        <section className="bo-panel" aria-labelledby="persona">
          <h2 id="persona">{t('privacy.holdsTitle', { email: answer.email })}</h2>
          {answer.summary.bookings.length === 0 && answer.summary.requests === 0 ? (
            <p className="bo-muted">{t('privacy.none')}</p>
          ) : (
            <ul className="bo-lines">
              {answer.summary.bookings.map((b) => (
                <li key={b.locator}>
                  <span>
                    <a href={`/gestion/reservas/${b.locator}`}>{b.locator}</a> · {b.name} · {b.departureDate}{' '}
                    → {b.returnDate}
                  </span>
                  <span className={`bo-status bo-status--${b.status}`}>{t(`statuses.${b.status}`)}</span>
                </li>
              ))}
              <li>
                <span>{t('privacy.requests', { count: answer.summary.requests })}</span>
                <span>{t('privacy.callbacks', { count: answer.summary.callbacks })}</span>
              </li>
            </ul>
          )}
          {nothing ? null : (
            <Form
              method="post"
              action="/gestion/proteccion-datos/exportar"
              reloadDocument
              className="bo-form bo-form--inline"
            >
              <CsrfField />
              <input type="hidden" name="email" value={answer.email} />
              <Button type="submit" variant="secondary">
                {t('privacy.export')}
              </Button>
            </Form>
          )}
        </section>
      ) : null}
      {person && answer?.kind !== 'erased' ? (
        <section className="bo-panel bo-panel--narrow bo-danger" aria-labelledby="suprimir">
          <h2 id="suprimir">{t('privacy.eraseTitle')}</h2>
          <p>{t('privacy.eraseIntro')}</p>
          {answer?.kind === 'active-trips' ? (
            <p className="bo-notice bo-notice--error" role="alert">
              {t('privacy.activeTrips', { locators: answer.locators.join(', ') })}
            </p>
          ) : answer?.kind === 'confirm' ? (
            <p className="bo-notice bo-notice--error" role="alert">
              {t('privacy.confirmFirst')}
            </p>
          ) : answer?.kind === 'nothing' ? (
            <p className="bo-notice bo-notice--error" role="alert">
              {t('privacy.none')}
            </p>
          ) : null}
          <Form method="post" className="bo-form" noValidate>
            <CsrfField />
            <input type="hidden" name="email" value={person} />
            <input type="hidden" name="intent" value="suprimir" />
            <TextField
              label={t('privacy.confirmEmail', { email: person })}
              name="confirmacion"
              maxLength={120}
              autoComplete="off"
            />
            <Checkbox label={t('privacy.understand')} name="entendido" />
            <Button type="submit" disabled={submitting}>
              {t('privacy.erase')}
            </Button>
          </Form>
        </section>
      ) : null}
      {answer?.kind === 'erased' ? (
        <p className="bo-notice bo-notice--ok" role="status">
          {t('privacy.erased', {
            bookings: answer.bookings,
            requests: answer.requests,
            callbacks: answer.callbacks,
            mails: answer.mails,
            mailbox: page.mailbox,
          })}
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
