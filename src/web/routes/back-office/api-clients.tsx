import { Fragment } from 'react';
import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router';
import { API_SCOPES } from '../../../domain/schemas/api-clients';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { z } from '../../../domain/schemas/zod';
import { OutcomeNotice } from '../../components/back-office/action-notice';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { CsrfField } from '../../components/back-office/csrf-field';
import { dateTime } from '../../components/back-office/dates';
import { Button } from '../../components/ui/button';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/api-clients';

/** The only form: revoke this client. */
const revocation = z.object({ intent: z.literal('revocar'), id: integerBetween(1, MAX_INTEGER) });
/** How to create a client (the command line only: its password is shown once, there). */
const CREATE_COMMAND =
  'npm run api-client:create -- --username sistema-reservas --scopes bookings:read,bookings:write';

type Answer = { kind: 'revoked'; username: string } | { kind: 'already' } | { kind: 'invalid' };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context, 'admin');
  const clients = await context.services.apiClients.list();
  return data(
    {
      ...backOfficeTexts(request, context),
      clients: clients.map((client) => ({
        id: client.id,
        username: client.username,
        scopes: client.scopes,
        demo: client.demo,
        createdAt: client.createdAt.toISOString(),
        lastLoginAt: client.lastLoginAt?.toISOString() ?? null,
        revokedAt: client.revokedAt?.toISOString() ?? null,
      })),
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'API clients · Back office' : 'Clientes de la API · Gestión' },
];

/** Admins revoke a client of the APIs: it cannot log in again and its tokens end at once (audited). */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context, 'admin');
  const form = await request.formData();
  const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });
  const revoked = parseForm(form, revocation);
  if (revoked.status !== 'success') return answer({ kind: 'invalid' }, 400);
  const outcome = await context.services.apiClients.revoke(revoked.value.id, actorOf(session));
  if (outcome.kind === 'missing') throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  if (outcome.kind === 'already') return answer({ kind: 'already' }, 409);
  return answer({ kind: 'revoked', username: outcome.username });
}

export default function ApiClients() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('apiClients.title')}</h1>
      <OutcomeNotice
        outcome={
          answer?.kind === 'revoked'
            ? { ok: true, text: t('apiClients.revoked', { name: answer.username }) }
            : answer && {
                ok: false,
                text: t(answer.kind === 'already' ? 'apiClients.already' : 'errors.choice'),
              }
        }
      />
      <section className="bo-panel" aria-labelledby="clientes-lista">
        <h2 id="clientes-lista">{t('apiClients.listTitle', { count: page.clients.length })}</h2>
        <p>{t('apiClients.intro')}</p>
        {page.clients.length === 0 ? (
          <p className="bo-muted">{t('apiClients.none')}</p>
        ) : (
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  <th scope="col">{t('apiClients.username')}</th>
                  <th scope="col">{t('apiClients.scopes')}</th>
                  <th scope="col">{t('apiClients.created')}</th>
                  <th scope="col">{t('apiClients.lastLogin')}</th>
                  <th scope="col">{t('apiClients.state')}</th>
                  <th scope="col">{t('file.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {page.clients.map((client) => (
                  <tr key={client.id}>
                    <th scope="row">
                      {client.username}
                      {client.demo ? <span className="bo-muted"> · {t('apiClients.demo')}</span> : null}
                    </th>
                    <td>
                      {client.scopes.length === 0
                        ? '—'
                        : client.scopes.map((scope, index) => (
                            <Fragment key={scope}>
                              {index > 0 ? ', ' : null}
                              <code>{scope}</code>
                            </Fragment>
                          ))}
                    </td>
                    <td>{dateTime(client.createdAt, language)}</td>
                    <td>
                      {client.lastLoginAt ? dateTime(client.lastLoginAt, language) : t('apiClients.never')}
                    </td>
                    <td>
                      {client.revokedAt ? (
                        <span className="bo-warning">
                          {t('apiClients.revokedAt', { time: dateTime(client.revokedAt, language) })}
                        </span>
                      ) : (
                        t('apiClients.active')
                      )}
                    </td>
                    <td>
                      {client.revokedAt ? null : (
                        <Form method="post">
                          <CsrfField />
                          <input type="hidden" name="intent" value="revocar" />
                          <input type="hidden" name="id" value={client.id} />
                          <Button type="submit" variant="secondary" size="sm" disabled={submitting}>
                            {t('apiClients.revoke', { name: client.username })}
                          </Button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="bo-muted">{t('apiClients.revokeHint')}</p>
      </section>
      <section className="bo-panel" aria-labelledby="clientes-permisos">
        <h2 id="clientes-permisos">{t('apiClients.scopesTitle')}</h2>
        <dl>
          {API_SCOPES.map((scope) => (
            <div key={scope}>
              <dt>
                <code>{scope}</code>
              </dt>
              <dd>{t(`apiClients.scopeNames.${scope.replace(':', '-')}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('apiClients.createHint')}</p>
        <p>
          <code>{CREATE_COMMAND}</code>
        </p>
        <p className="bo-muted">{t('apiClients.createNote')}</p>
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
