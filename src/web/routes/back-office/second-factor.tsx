import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { safeReturnPath, SIGN_IN_PATH } from '../../../domain/back-office/paths';
import { secondFactorSchema } from '../../../domain/schemas/back-office';
import { messageWithValues } from '../../../domain/schemas/messages';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { CodeField } from '../../components/back-office/code-field';
import { CsrfField } from '../../components/back-office/csrf-field';
import { BackOfficeCard } from '../../components/back-office/sign-in-card';
import { Button } from '../../components/ui/button';
import { agentSessionCookie, backOfficeTexts, logUnreadableSecret, NO_STORE } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/second-factor';
import '../../styles/back-office.css';

/** The code refused: not 6 digits, wrong, or too many tries; its message shows under it, the code never again. */
type Answer = { result: SubmissionResult };

/** The gate lets only a session at the password step (or a whole one) reach this page. */
function sessionOf(context: Route.LoaderArgs['context']) {
  const session = context.agent;
  if (!session) throw redirect(SIGN_IN_PATH, { headers: NO_STORE });
  return session;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = sessionOf(context);
  const back = safeReturnPath(new URL(request.url).searchParams.get('volver'));
  if (session.stage === 'completa') throw redirect(back, { headers: NO_STORE });
  // First sign-in: a secret to scan, proven by the first code typed.
  const enrolment = session.agent.enrolled
    ? undefined
    : await context.services.agents.enrolment(session.agent.id);
  return data(
    {
      ...backOfficeTexts(request, context),
      csrf: session.csrfToken,
      name: session.agent.name,
      enrolment: enrolment ? { qrCode: enrolment.qrCode, secret: enrolment.secret } : null,
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Gestión · Verificación' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const session = sessionOf(context);
  const submission = parseForm(await request.formData(), secondFactorSchema);
  const refused = (status: number, message?: string) =>
    data(
      {
        result: submission.reply({
          hideFields: ['codigo'],
          ...(message ? { fieldErrors: { codigo: [message] } } : {}),
        }),
      } satisfies Answer,
      { status, headers: NO_STORE },
    );
  if (submission.status !== 'success') return refused(400);
  const outcome = await context.services.agents.confirmCode(
    context.agentToken ?? '',
    session.agent.id,
    submission.value.codigo,
    context.clientIp,
  );
  if (outcome.kind === 'locked') {
    context.log.warn({ agent: session.agent.id }, 'back-office second factor locked');
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    return refused(429, messageWithValues('signIn.locked', { minutes }));
  }
  if (outcome.kind === 'wrong') {
    logUnreadableSecret(context, outcome.problem);
    return refused(401, 'secondFactor.wrong');
  }
  if (outcome.kind === 'expired') throw redirect(SIGN_IN_PATH, { headers: NO_STORE });
  const back = safeReturnPath(new URL(request.url).searchParams.get('volver'));
  return redirect(back, {
    headers: { ...NO_STORE, 'Set-Cookie': await agentSessionCookie(request, outcome.token) },
  });
}

export default function SecondFactor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useRouteTranslation('backOffice', page.translations);
  const sending = useNavigation().state === 'submitting';
  const [form, fields] = useForm<{ codigo: string }>({ id: 'verificacion', lastResult: answer?.result });
  return (
    <BackOfficeCard
      title={page.enrolment ? t('secondFactor.enrolTitle') : t('secondFactor.title')}
      intro={page.enrolment ? t('secondFactor.enrolIntro', { name: page.name }) : t('secondFactor.intro')}
      language={page.language}
    >
      {page.enrolment ? (
        <figure className="bo-enrol">
          <img src={page.enrolment.qrCode} width={200} height={200} alt={t('secondFactor.qrAlt')} />
          <figcaption>
            {t('secondFactor.manual')} <code className="bo-secret">{page.enrolment.secret}</code>
          </figcaption>
        </figure>
      ) : null}
      <Form method="post" className="bo-form" {...getFormProps(form)}>
        <CsrfField token={page.csrf} />
        <CodeField
          label={t('secondFactor.code')}
          hint={t('secondFactor.codeHint')}
          field={fields.codigo}
          autoFocus
        />
        <Button type="submit" block disabled={sending}>
          {t('secondFactor.submit')}
        </Button>
      </Form>
      <Form method="post" action="/gestion/salir" className="bo-form bo-form--inline">
        <CsrfField token={page.csrf} />
        <Button type="submit" variant="ghost" size="sm">
          {t('secondFactor.cancel')}
        </Button>
      </Form>
    </BackOfficeCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
