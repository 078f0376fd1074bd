import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AGENT_ROLE_CHOICES, agentCreateSchema, newPassword } from '../../../domain/schemas/back-office';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { z } from '../../../domain/schemas/zod';
import { OutcomeNotice } from '../../components/back-office/action-notice';
import { AgentRow } from '../../components/back-office/agent-row';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { CsrfField } from '../../components/back-office/csrf-field';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/agents';

const CHANGES = [
  'rol-agente',
  'rol-admin',
  'activar',
  'desactivar',
  'segundo-factor',
  'contrasena',
  'desbloquear',
] as const;
/** A change to one agent: which, and what. */
const agentChange = z.object({ id: integerBetween(1, MAX_INTEGER), cambio: z.enum(CHANGES) });
/** A new password (one's own, with the current one). */
const passwordChange = z.object({ contrasena: newPassword, actual: z.string().optional() });
/** Passwords are never written back into a page. */
const PASSWORDS = ['contrasena', 'actual'];

/**
 * What a form answers. Invalid: the form it was (`crear`, or the agent whose password it is) and
 * Conform's reply, with each field's message.
 */
type Answer =
  | { kind: 'created'; email: string }
  | { kind: 'changed' }
  | { kind: 'taken' }
  | { kind: 'self' }
  | { kind: 'invalid'; form: 'crear' | number | null; result: SubmissionResult };

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAgent(context, 'admin');
  const [agents, locks] = await Promise.all([
    context.services.agents.list(),
    context.services.agents.locks(),
  ]);
  return data(
    {
      ...backOfficeTexts(request, context),
      me: session.agent.id,
      agents: agents.map((agent) => {
        // The account's own lock, or only some addresses locked out of it.
        const lock = locks.get(agent.id);
        return {
          ...agent,
          lastSignInAt: agent.lastSignInAt?.toISOString() ?? null,
          lock: lock ? { ...lock, until: lock.until.toISOString() } : null,
        };
      }),
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Agents · Back office' : 'Agentes · Gestión' },
];

/** Admins create agents and change their role, access, second factor or password. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context, 'admin');
  const actor = actorOf(session);
  const form = await request.formData();
  const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });
  if (form.get('intent') === 'crear') {
    const created = parseForm(form, agentCreateSchema);
    if (created.status !== 'success')
      return answer(
        { kind: 'invalid', form: 'crear', result: created.reply({ hideFields: PASSWORDS }) },
        400,
      );
    const { email, nombre, rol, contrasena } = created.value;
    const id = await context.services.agents.create(
      { email, name: nombre, role: rol, password: contrasena },
      actor,
    );
    return id ? answer({ kind: 'created', email }) : answer({ kind: 'taken' }, 409);
  }
  const chosen = parseForm(form, agentChange);
  if (chosen.status !== 'success')
    return answer({ kind: 'invalid', form: null, result: chosen.reply({ hideFields: PASSWORDS }) }, 400);
  const { id, cambio: change } = chosen.value;
  // An admin cannot lock themselves out: their own role and access are another admin's to change.
  if (id === session.agent.id && change !== 'contrasena') return answer({ kind: 'self' }, 409);
  if (change === 'desbloquear') {
    if (!(await context.services.agents.unlock(id, actor)))
      throw data({ notFound: true }, { status: 404, headers: NO_STORE });
    return answer({ kind: 'changed' });
  }
  let password: string | undefined;
  if (change === 'contrasena') {
    const typed = parseForm(form, passwordChange);
    const refused = (result: SubmissionResult) => answer({ kind: 'invalid', form: id, result }, 400);
    if (typed.status !== 'success') return refused(typed.reply({ hideFields: PASSWORDS }));
    // One's own password is changed knowing the current one (a session left open is not enough).
    if (
      id === session.agent.id &&
      !(await context.services.agents.checkPassword(id, (typed.value.actual ?? '').slice(0, 200)))
    )
      return refused(
        typed.reply({ fieldErrors: { actual: ['errors.currentPassword'] }, hideFields: PASSWORDS }),
      );
    password = typed.value.contrasena;
  }
  const done = await context.services.agents.update(
    id,
    {
      ...(change === 'rol-agente' ? { role: 'agente' as const } : {}),
      ...(change === 'rol-admin' ? { role: 'admin' as const } : {}),
      ...(change === 'activar' ? { active: true } : {}),
      ...(change === 'desactivar' ? { active: false } : {}),
      ...(change === 'segundo-factor' ? { resetSecondFactor: true } : {}),
      ...(password ? { password } : {}),
    },
    actor,
  );
  if (!done) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  return answer({ kind: 'changed' });
}

export type AgentsData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Agents() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<'nombre' | 'email' | 'rol' | 'contrasena', string>>({
    id: 'agente-nuevo',
    lastResult: answer?.kind === 'invalid' && answer.form === 'crear' ? answer.result : undefined,
    defaultValue: { rol: 'agente' },
  });
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('agents.title')}</h1>
      <OutcomeNotice
        outcome={
          answer?.kind === 'created'
            ? { ok: true, text: t('agents.created', { email: answer.email }) }
            : answer?.kind === 'changed'
              ? { ok: true, text: t('agents.changed') }
              : answer?.kind === 'taken' || answer?.kind === 'self'
                ? { ok: false, text: t(`agents.${answer.kind}`) }
                : answer?.kind === 'invalid'
                  ? { ok: false, text: t('errors.fix') }
                  : undefined
        }
      />
      <section className="bo-panel" aria-labelledby="agentes-lista">
        <h2 id="agentes-lista">{t('agents.listTitle', { count: page.agents.length })}</h2>
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('agents.name')}</th>
                <th scope="col">{t('agents.role')}</th>
                <th scope="col">{t('agents.state')}</th>
                <th scope="col">{t('agents.lastSignIn')}</th>
                <th scope="col">{t('file.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {page.agents.map((agent) => (
                <AgentRow
                  key={agent.id}
                  agent={agent}
                  me={page.me}
                  result={answer?.kind === 'invalid' && answer.form === agent.id ? answer.result : undefined}
                />
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="bo-panel bo-panel--narrow" aria-labelledby="agentes-nuevo">
        <h2 id="agentes-nuevo">{t('agents.newTitle')}</h2>
        <Form method="post" className="bo-form" {...getFormProps(form)}>
          <CsrfField />
          <input type="hidden" name="intent" value="crear" />
          <TextField label={t('agents.name')} maxLength={80} field={fields.nombre} />
          <TextField label={t('signIn.email')} type="email" maxLength={120} field={fields.email} />
          <SelectField
            label={t('agents.role')}
            options={AGENT_ROLE_CHOICES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            field={fields.rol}
          />
          <TextField
            label={t('agents.password')}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            hint={t('agents.passwordHint')}
            field={fields.contrasena}
          />
          <Button type="submit" disabled={submitting}>
            {t('agents.create')}
          </Button>
        </Form>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
