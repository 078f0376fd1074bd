import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import type { AgentsData } from '../../routes/back-office/agents';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { CsrfField } from './csrf-field';
import { dateTime } from './dates';

type Agent = AgentsData['agents'][number];

/** An agent of the list: who, role, state, last sign-in, and the changes an admin may make. */
export function AgentRow({
  agent,
  me,
  result,
}: {
  agent: Agent;
  /** The admin looking: their own role and access are another admin's to change. */
  me: number;
  /** The reply to this agent's password form, when it was refused. */
  result: SubmissionResult | undefined;
}) {
  const { t, language } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  return (
    <tr>
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
        {agent.id === me ? (
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
        <PasswordForm agent={agent} own={agent.id === me} result={result} />
      </td>
    </tr>
  );
}

/** A new password for the agent; one's own is changed with the current one. */
function PasswordForm({
  agent,
  own,
  result,
}: {
  agent: Agent;
  own: boolean;
  result: SubmissionResult | undefined;
}) {
  const { t } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<'actual' | 'contrasena', string>>({
    id: `agente-${agent.id}`,
    lastResult: result,
  });
  return (
    <Form method="post" className="bo-inline-form" {...getFormProps(form)}>
      <CsrfField />
      <input type="hidden" name="id" value={agent.id} />
      <input type="hidden" name="cambio" value="contrasena" />
      {own ? (
        <TextField
          label={t('agents.currentPassword')}
          type="password"
          autoComplete="current-password"
          maxLength={200}
          field={fields.actual}
        />
      ) : null}
      <TextField
        label={t('agents.newPassword', { name: agent.name })}
        type="password"
        autoComplete="new-password"
        maxLength={200}
        field={fields.contrasena}
      />
      <Button type="submit" variant="ghost" size="sm" disabled={submitting}>
        {t('agents.changes.contrasena')}
      </Button>
    </Form>
  );
}
