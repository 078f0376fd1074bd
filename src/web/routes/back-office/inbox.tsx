import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { BOOKING_STATUSES } from '../../../domain/booking/status';
import { callbackAnswerSchema } from '../../../domain/schemas/back-office';
import { CsrfField } from '../../components/back-office/csrf-field';
import { dateTime } from '../../components/back-office/dates';
import { Button } from '../../components/ui/button';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { InboxSearch } from '../../components/back-office/inbox-search';
import { InboxWaiting } from '../../components/back-office/inbox-waiting';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import { readBookingSearch } from './booking-search.server';
import type { Route } from './+types/inbox';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAgent(context);
  const search = readBookingSearch(new URL(request.url).searchParams, session.agent.id);
  const [failures, counts, waiting, agents, results] = await Promise.all([
    // Failed sign-ins on this account since the previous sign-in, shown until the agent has read them.
    context.services.agents.failuresSinceLastSignIn(session.agent.id),
    context.services.inbox.counts(),
    context.services.inbox.waiting(),
    context.services.desk.assignableAgents(),
    search.valid
      ? context.services.inbox.search(search.query)
      : Promise.resolve({ rows: [], total: 0, page: 1, pages: 1 }),
  ]);
  return data(
    {
      ...backOfficeTexts(request, context),
      now: new Date().toISOString(),
      failures: failures
        ? {
            count: failures.count,
            capped: failures.capped,
            since: failures.since?.toISOString() ?? null,
            lastAt: failures.last.at.toISOString(),
            lastAddress: failures.last.address,
          }
        : null,
      counts,
      waiting: waiting.map((item) => ({
        ...item,
        createdAt: item.createdAt.toISOString(),
        dueAt: item.dueAt.toISOString(),
      })),
      agents,
      query: search.echo,
      order: search.order,
      searchErrors: search.errors,
      searching: search.searching,
      results: {
        ...results,
        rows: results.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      },
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Inbox · Back office' : 'Bandeja · Gestión' },
];

/**
 * The inbox answers call-me requests in place (the others open their booking's file), and takes
 * the agent's "read" of the failed sign-ins notice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context);
  const form = await request.formData();
  if (form.get('intent') === 'intentos-vistos') {
    await context.services.agents.acknowledgeFailures(session.agent.id);
    return data({ kind: 'acknowledged' as const }, { headers: NO_STORE });
  }
  const callback = parseForm(form, callbackAnswerSchema);
  if (callback.status !== 'success')
    return data({ kind: 'invalid' as const, result: callback.reply() }, { status: 400, headers: NO_STORE });
  const outcome = await context.services.desk.answerCallback(
    callback.value.id,
    callback.value.nota,
    actorOf(session),
  );
  return data(
    { kind: outcome.kind === 'done' ? ('done' as const) : ('gone' as const) },
    { headers: NO_STORE },
  );
}

export type InboxData = ReturnType<typeof useLoaderData<typeof loader>>;

export default function Inbox() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  const navigation = useNavigation();
  const { counts } = page;
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('inbox.title')}</h1>
      {page.failures ? (
        <div className="bo-notice bo-notice--error" role="status">
          <p>
            {t(page.failures.since ? 'signInFailures.since' : 'signInFailures.first', {
              count: page.failures.count,
              date: page.failures.since ? dateTime(page.failures.since, language) : '',
              address: page.failures.lastAddress,
              time: dateTime(page.failures.lastAt, language),
            })}{' '}
            {page.failures.capped ? `${t('signInFailures.capped', { count: page.failures.count })} ` : null}
            {t('signInFailures.advice')}
          </p>
          <Form method="post" className="bo-inline-form">
            <CsrfField />
            <input type="hidden" name="intent" value="intentos-vistos" />
            <Button type="submit" size="sm" variant="secondary" disabled={navigation.state === 'submitting'}>
              {t('signInFailures.dismiss')}
            </Button>
          </Form>
        </div>
      ) : null}
      <ul className="bo-counts" aria-label={t('inbox.countsLabel')}>
        {BOOKING_STATUSES.map((status) => (
          <li key={status}>
            <Link to={`/gestion?estado=${status}#resultados`} className={`bo-count bo-count--${status}`}>
              <span className="bo-count__n">{counts.bookings[status] ?? 0}</span>
              <span className="bo-count__label">{t(`statuses.${status}`)}</span>
            </Link>
          </li>
        ))}
        <li>
          <span className="bo-count bo-count--other">
            <span className="bo-count__n">{counts.changes}</span>
            <span className="bo-count__label">{t('inbox.kinds.cambio')}</span>
          </span>
        </li>
        <li>
          <span className="bo-count bo-count--other">
            <span className="bo-count__n">{counts.callbacks}</span>
            <span className="bo-count__label">{t('inbox.kinds.llamada')}</span>
          </span>
        </li>
        <li>
          <span className="bo-count bo-count--other">
            <span className="bo-count__n">{counts.messages}</span>
            <span className="bo-count__label">{t('inbox.kinds.mensaje')}</span>
          </span>
        </li>
      </ul>

      <InboxWaiting page={page} answer={answer} />
      <InboxSearch page={page} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
