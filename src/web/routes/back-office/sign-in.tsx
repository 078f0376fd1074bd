import { data, Form, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import { safeReturnPath, SECOND_FACTOR_PATH } from '../../../domain/back-office/paths';
import { secondFactorSchema, signInSchema } from '../../../domain/schemas/back-office';
import { CodeField } from '../../components/back-office/code-field';
import { CsrfField } from '../../components/back-office/csrf-field';
import { BackOfficeCard } from '../../components/back-office/sign-in-card';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import {
  agentSessionCookie,
  backOfficeTexts,
  fieldErrors,
  formValues,
  newFormToken,
  logUnreadableSecret,
  NO_STORE,
  sameToken,
} from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import { endCookie, readCookie, setCookie, signInFormCookie } from '../../cookies.server';
import type { Route } from './+types/sign-in';
import '../../styles/back-office.css';

/** The sign-in form's own CSRF token (no session exists yet): a cookie and a field that must match. */

type Answer =
  | { kind: 'invalid'; errors: Record<string, string>; email: string }
  | { kind: 'wrong'; email: string }
  /** The account is locked: password and code together, one answer whatever is wrong. */
  | { kind: 'guarded'; email: string }
  | { kind: 'locked'; minutes: number; email: string }
  | { kind: 'expired'; email: string };

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
  const values = formValues(form, ['email', 'password', 'csrf', 'codigo'] as const);
  const answer = (body: Answer, status: number) => data(body, { status, headers: NO_STORE });
  const cookie = readCookie(request, signInFormCookie) ?? '';
  if (!sameToken(cookie, values.csrf))
    return answer({ kind: 'expired', email: values.email.slice(0, 120) }, 403);
  const parsed = signInSchema.safeParse(values);
  if (!parsed.success)
    return answer(
      { kind: 'invalid', errors: fieldErrors(parsed.error.issues), email: values.email.slice(0, 120) },
      400,
    );
  // Asked for only while the account is locked; a code that is not 6 digits is simply a wrong one.
  const code = secondFactorSchema.safeParse({ codigo: values.codigo });
  const outcome = await context.services.agents.signIn(
    parsed.data.email,
    parsed.data.password,
    context.clientIp,
    code.success ? code.data.codigo : '',
  );
  if (outcome.kind === 'guarded') {
    logUnreadableSecret(context, outcome.problem);
    return answer({ kind: 'guarded', email: parsed.data.email }, 401);
  }
  if (outcome.kind === 'locked') {
    context.log.warn({ address: context.clientIp }, 'back-office sign-in locked');
    return answer(
      { kind: 'locked', minutes: Math.ceil(outcome.retryAfterSeconds / 60), email: parsed.data.email },
      429,
    );
  }
  if (outcome.kind === 'wrong') return answer({ kind: 'wrong', email: parsed.data.email }, 401);
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
  const errors = answer?.kind === 'invalid' ? answer.errors : {};
  const guarded = answer?.kind === 'guarded';
  const problem =
    answer?.kind === 'wrong'
      ? t('signIn.wrong')
      : guarded
        ? t('signIn.guarded')
        : answer?.kind === 'locked'
          ? t('signIn.locked', { minutes: answer.minutes })
          : answer?.kind === 'expired'
            ? t('signIn.expired')
            : null;
  return (
    <BackOfficeCard title={t('signIn.title')} intro={t('signIn.intro')} language={page.language}>
      {page.signedOut ? (
        <p className="bo-notice bo-notice--ok" role="status">
          {t('signIn.signedOut')}
        </p>
      ) : null}
      {problem ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {problem}
        </p>
      ) : null}
      <Form method="post" className="bo-form" noValidate>
        <CsrfField token={page.formToken} />
        <TextField
          label={t('signIn.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          maxLength={120}
          defaultValue={answer?.email ?? ''}
          error={errors.email ? t(errors.email) : undefined}
        />
        <TextField
          label={t('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={200}
          error={errors.password ? t(errors.password) : undefined}
        />
        {guarded ? <CodeField label={t('secondFactor.code')} hint={t('secondFactor.codeHint')} /> : null}
        <Button type="submit" block disabled={sending}>
          {t('signIn.submit')}
        </Button>
      </Form>
    </BackOfficeCard>
  );
}
