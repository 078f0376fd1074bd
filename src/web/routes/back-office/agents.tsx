import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AGENT_ROLE_CHOICES, agentCreateSchema, newPassword } from '../../../domain/schemas/back-office';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { OutcomeNotice } from '../../components/back-office/action-notice';
import { CsrfField } from '../../components/back-office/csrf-field';
import { dateTime } from '../../components/back-office/dates';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import {
  actorOf,
  backOfficeTexts,
  fieldErrors,
  formValues,
  NO_STORE,
  requireAgent,
} from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/agents';

const agentId = integerBetween(1, MAX_INTEGER);
const CHANGES = [
  'rol-agente',
  'rol-admin',
  'activar',
  'desactivar',
  'segundo-factor',
  'contrasena',
  'desbloquear',
] as const;
type Change = (typeof CHANGES)[number];

type Answer =
  | { kind: 'created'; email: string }
  | { kind: 'changed' }
  | { kind: 'taken' }
  | { kind: 'self' }
  | { kind: 'invalid'; errors: Record<string, string>; values: Record<string, string> };

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
    const values = formValues(form, ['email', 'nombre', 'rol', 'contrasena'] as const);
    const parsed = agentCreateSchema.safeParse(values);
    if (!parsed.success)
      return answer(
        { kind: 'invalid', errors: fieldErrors(parsed.error.issues), values: { ...values, contrasena: '' } },
        400,
      );
    const { email, nombre, rol, contrasena } = parsed.data;
    const id = await context.services.agents.create(
      { email, name: nombre, role: rol, password: contrasena },
      actor,
    );
    return id ? answer({ kind: 'created', email }) : answer({ kind: 'taken' }, 409);
  }
  const id = agentId.safeParse(form.get('id'));
  const change = String(form.get('cambio') ?? '') as Change;
  if (!id.success || !CHANGES.includes(change))
    return answer({ kind: 'invalid', errors: { form: 'errors.choice' }, values: {} }, 400);
  // An admin cannot lock themselves out: their own role and access are another admin's to change.
  if (id.data === session.agent.id && change !== 'contrasena') return answer({ kind: 'self' }, 409);
  if (change === 'desbloquear') {
    if (!(await context.services.agents.unlock(id.data, actor)))
      throw data({ notFound: true }, { status: 404, headers: NO_STORE });
    return answer({ kind: 'changed' });
  }
  let password: string | undefined;
  if (change === 'contrasena') {
    const field = `contrasena-${id.data}`;
    const parsed = newPassword.safeParse(String(form.get('contrasena') ?? ''));
    if (!parsed.success)
      return answer(
        { kind: 'invalid', errors: { [field]: parsed.error.issues[0]!.message }, values: {} },
        400,
      );
    // One's own password is changed knowing the current one (a session left open is not enough).
    if (
      id.data === session.agent.id &&
      !(await context.services.agents.checkPassword(id.data, String(form.get('actual') ?? '').slice(0, 200)))
    )
      return answer(
        { kind: 'invalid', errors: { [`actual-${id.data}`]: 'errors.currentPassword' }, values: {} },
        400,
      );
    password = parsed.data;
  }
  const done = await context.services.agents.update(
    id.data,
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

export default function Agents() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  const errors = answer?.kind === 'invalid' ? answer.errors : {};
  const values = answer?.kind === 'invalid' ? answer.values : {};
  const error = (name: string) => (errors[name] ? t(errors[name]) : undefined);
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
                <tr key={agent.id}>
                  <td>
                    {agent.name}
                    <br />
                    <span className="bo-muted">{agent.email}</span>
                  </td>
                  <td>{t(`roles.${agent.role}`)}</td>
                  <td>
                    {agent.active ? t('agents.active') : t('agents.inactive')} ·{' '}
                    {agent.enrolled ? t('agents.enrolled') : t('agents.notEnrolled')}
                    {agent.lock ? (
                      <span className="bo-warning">
                        {' '}
                        ·{' '}
                        {agent.lock.account
                          ? t('agents.lockedUntil', { time: dateTime(agent.lock.until, language) })
                          : t('agents.addressesLockedUntil', {
                              count: agent.lock.addresses,
                              time: dateTime(agent.lock.until, language),
                            })}
                      </span>
                    ) : null}
                  </td>
                  <td>{agent.lastSignInAt ? dateTime(agent.lastSignInAt, language) : '—'}</td>
                  <td>
                    {agent.id === page.me ? (
                      <span className="bo-muted">{t('agents.you')}</span>
                    ) : (
                      <div className="bo-agent-actions">
                        {(
                          [
                            agent.role === 'admin' ? 'rol-agente' : 'rol-admin',
                            agent.active ? 'desactivar' : 'activar',
                            ...(agent.enrolled ? (['segundo-factor'] as const) : []),
                            ...(agent.lock ? (['desbloquear'] as const) : []),
                          ] as const
                        ).map((change) => (
                          <Form method="post" key={change}>
                            <CsrfField />
                            <input type="hidden" name="id" value={agent.id} />
                            <input type="hidden" name="cambio" value={change} />
                            <Button type="submit" variant="secondary" size="sm" disabled={submitting}>
                              {t(`agents.changes.${change}`, { name: agent.name })}
                            </Button>
                          </Form>
                        ))}
                      </div>
                    )}
                    <Form method="post" className="bo-inline-form">
                      <CsrfField />
                      <input type="hidden" name="id" value={agent.id} />
                      <input type="hidden" name="cambio" value="contrasena" />
                      {agent.id === page.me ? (
                        <TextField
                          label={t('agents.currentPassword')}
                          name="actual"
                          type="password"
                          autoComplete="current-password"
                          maxLength={200}
                          error={error(`actual-${agent.id}`)}
                        />
                      ) : null}
                      <TextField
                        label={t('agents.newPassword', { name: agent.name })}
                        name="contrasena"
                        type="password"
                        autoComplete="new-password"
                        maxLength={200}
                        error={error(`contrasena-${agent.id}`)}
                      />
                      <Button type="submit" variant="ghost" size="sm" disabled={submitting}>
                        {t('agents.changes.contrasena')}
                      </Button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="bo-panel bo-panel--narrow" aria-labelledby="agentes-nuevo">
        <h2 id="agentes-nuevo">{t('agents.newTitle')}</h2>
        <Form method="post" className="bo-form" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="crear" />
          <TextField
            label={t('agents.name')}
            name="nombre"
            maxLength={80}
            defaultValue={values.nombre}
            error={error('nombre')}
          />
          <TextField
            label={t('signIn.email')}
            name="email"
            type="email"
            maxLength={120}
            defaultValue={values.email}
            error={error('email')}
          />
          <SelectField
            label={t('agents.role')}
            name="rol"
            defaultValue={values.rol ?? 'agente'}
            options={AGENT_ROLE_CHOICES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
            error={error('rol')}
          />
          <TextField
            label={t('agents.password')}
            name="contrasena"
            type="password"
            autoComplete="new-password"
            maxLength={200}
            hint={t('agents.passwordHint')}
            error={error('contrasena')}
          />
          <Button type="submit" disabled={submitting}>
            {t('agents.create')}
          </Button>
        </Form>
      </section>
    </div>
  );
}
