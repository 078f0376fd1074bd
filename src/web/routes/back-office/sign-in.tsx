import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { CSRF_FIELD, safeReturnPath, SECOND_FACTOR_PATH } from '../../../domain/back-office/paths';
import { secondFactorSchema, signInSchema } from '../../../domain/schemas/back-office';
import { messageWithValues } from '../../../domain/schemas/messages';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { CodeField } from '../../components/back-office/code-field';
import { CsrfField } from '../../components/back-office/csrf-field';
import { BackOfficeCard } from '../../components/back-office/sign-in-card';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import {
  agentSessionCookie,
  backOfficeTexts,
  newFormToken,
  logUnreadableSecret,
  NO_STORE,
  sameToken,
} from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { errorText } from '../../components/ui/error-text';
import { useRouteTranslation } from '../../i18n/i18n';
import { endCookie, readCookie, setCookie, signInFormCookie } from '../../cookies.server';
import type { Route } from './+types/sign-in';
import '../../styles/back-office.css';

/** The sign-in form's own CSRF token (no session exists yet): a cookie and a field that must match. */

/**
 * The form sent back, without its password and code: invalid (each field's message) or refused
 * (the form's message: wrong, locked, expired). `guarded`: the account is locked, so password and
 * code go together, one answer whatever is wrong.
 */
type Answer = { kind: 'invalid' | 'refused' | 'guarded'; result: SubmissionResult };

/** E-mail and password; the code only counts while the account is locked (not 6 digits: a wrong one). */
const signInForm = signInSchema.extend({ codigo: secondFactorSchema.shape.codigo.catch('') });
const UNSHOWN = ['password', 'codigo', CSRF_FIELD];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (context.agent?.stage === 'completa') throw redirect(safeReturnPath(url.searchParams.get('volver')));
  const formToken = newFormToken();
  return data(
    {
      ...backOfficeTexts(request, context),
      formToken,
      signedOut: url.searchParams.has('salida'),
    },
    { headers: { ...NO_STORE, 'Set-Cookie': await setCookie(signInFormCookie, request, formToken) } },
  );
}

export const meta: Route.MetaFunction = () => [
  { title: 'Gestión · Entrar' },
  { name: 'robots', content: 'noindex' },
];

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, signInForm);
  // A refusal is the same page whatever was sent (a code or not): nothing to learn about the password.
  const refused = (kind: Answer['kind'], message: string, status: number) => {
    const { fields: _sent, ...result } = submission.reply({ formErrors: [message], hideFields: UNSHOWN });
    return data({ kind, result } satisfies Answer, { status, headers: NO_STORE });
  };
  const cookie = readCookie(request, signInFormCookie) ?? '';
  const csrf = form.get(CSRF_FIELD);
  if (!sameToken(cookie, typeof csrf === 'string' ? csrf : ''))
    return refused('refused', 'signIn.expired', 403);
  if (submission.status !== 'success')
    return data({ kind: 'invalid', result: submission.reply({ hideFields: UNSHOWN }) } satisfies Answer, {
      status: 400,
      headers: NO_STORE,
    });
  const { email, password, codigo } = submission.value;
  const outcome = await context.services.agents.signIn(email, password, context.clientIp, codigo);
  if (outcome.kind === 'guarded') {
    logUnreadableSecret(context, outcome.problem);
    return refused('guarded', 'signIn.guarded', 401);
  }
  if (outcome.kind === 'locked') {
    context.log.warn({ address: context.clientIp }, 'back-office sign-in locked');
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    return refused('refused', messageWithValues('signIn.locked', { minutes }), 429);
  }
  if (outcome.kind === 'wrong') return refused('refused', 'signIn.wrong', 401);
  const back = safeReturnPath(new URL(request.url).searchParams.get('volver'));
  const headers = new Headers(NO_STORE);
  headers.append('Set-Cookie', await agentSessionCookie(request, outcome.token));
  headers.append('Set-Cookie', await endCookie(signInFormCookie, request));
  // Password and code together (the account was locked): signed in whole, the lock lifted.
  if (outcome.kind === 'complete') return redirect(back, { headers });
  return redirect(`${SECOND_FACTOR_PATH}?volver=${encodeURIComponent(back)}`, { headers });
}

export default function SignIn() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useRouteTranslation('backOffice', page.translations);
  const sending = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<'email' | 'password' | 'codigo', string>>({
    id: 'entrar',
    lastResult: answer?.result,
  });
  return (
    <BackOfficeCard title={t('signIn.title')} intro={t('signIn.intro')} language={page.language}>
      {page.signedOut ? (
        <p className="bo-notice bo-notice--ok" role="status">
          {t('signIn.signedOut')}
        </p>
      ) : null}
      {form.errors ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {errorText(t, form.errors)}
        </p>
      ) : null}
      <Form method="post" className="bo-form" {...getFormProps(form)}>
        <CsrfField token={page.formToken} />
        <TextField
          label={t('signIn.email')}
          type="email"
          autoComplete="username"
          required
          maxLength={120}
          field={fields.email}
        />
        <TextField
          label={t('signIn.password')}
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          field={fields.password}
        />
        {answer?.kind === 'guarded' ? (
          <CodeField label={t('secondFactor.code')} hint={t('secondFactor.codeHint')} field={fields.codigo} />
        ) : null}
        <Button type="submit" block disabled={sending}>
          {t('signIn.submit')}
        </Button>
      </Form>
    </BackOfficeCard>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
