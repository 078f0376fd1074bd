import { data, Link, useLoaderData } from 'react-router';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { dateTime } from '../../components/back-office/dates';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { PageLinks } from '../../components/back-office/page-links';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/mailbox';

const positive = integerBetween(1, MAX_INTEGER);

/** The outbox: every mail with its state and attempts; ?id= reads one whole (the dev mailbox without SMTP). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context);
  const params = new URL(request.url).searchParams;
  const id = positive.safeParse(params.get('id'));
  const pageNumber = positive.safeParse(params.get('pagina'));
  const [list, opened] = await Promise.all([
    context.services.mailbox.list(pageNumber.success ? Math.min(pageNumber.data, 10_000) : 1),
    id.success ? context.services.mailbox.read(id.data) : Promise.resolve(undefined),
  ]);
  if (params.has('id') && !opened) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return data(
    {
      ...backOfficeTexts(request, context),
      smtp: Boolean(context.config.smtpUrl),
      page: pageNumber.success ? pageNumber.data : 1,
      list: {
        ...list,
        rows: list.rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: iso(row.sentAt),
          nextAttemptAt: row.nextAttemptAt.toISOString(),
        })),
      },
      opened: opened
        ? {
            id: opened.id,
            to: opened.toAddress,
            replyTo: opened.replyTo,
            subject: opened.subject,
            text: opened.textBody,
            state: opened.state,
            attempts: opened.attempts,
            lastError: opened.lastError,
            createdAt: opened.createdAt.toISOString(),
            sentAt: iso(opened.sentAt),
          }
        : null,
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Mail · Back office' : 'Correo · Gestión' },
];

export default function Mailbox() {
  const page = useLoaderData<typeof loader>();
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  const { opened } = page;
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('mailbox.title')}</h1>
      <p className="bo-muted">{page.smtp ? t('mailbox.smtp') : t('mailbox.dev')}</p>
      <ul className="bo-counts" aria-label={t('mailbox.countsLabel')}>
        {(['pending', 'sent'] as const).map((status) => (
          <li key={status}>
            <span className="bo-count bo-count--other">
              <span className="bo-count__n">{page.list.counts[status] ?? 0}</span>
              <span className="bo-count__label">{t(`mailbox.states.${status}`)}</span>
            </span>
          </li>
        ))}
      </ul>
      {opened ? (
        <article className="bo-panel bo-mail" aria-labelledby="mail-subject">
          <p>
            <Link to={`/gestion/correo?pagina=${page.page}`}>{t('mailbox.back')}</Link>
          </p>
          <h2 id="mail-subject">{opened.subject}</h2>
          <dl className="bo-facts">
            <dt>{t('mailbox.to')}</dt>
            <dd>{opened.to}</dd>
            {opened.replyTo ? (
              <>
                <dt>{t('mailbox.replyTo')}</dt>
                <dd>{opened.replyTo}</dd>
              </>
            ) : null}
            <dt>{t('mailbox.state')}</dt>
            <dd>
              <span className={`bo-mail-state bo-mail-state--${opened.state}`}>
                {t(`mailbox.states.${opened.state}`)}
              </span>{' '}
              · {t('mailbox.attempts', { count: opened.attempts })}
              {opened.sentAt ? ` · ${dateTime(opened.sentAt, language)}` : ''}
            </dd>
            {opened.lastError ? (
              <>
                <dt>{t('mailbox.lastError')}</dt>
                <dd className="bo-warning">{opened.lastError}</dd>
              </>
            ) : null}
          </dl>
          <iframe
            className="bo-mail__html"
            title={t('mailbox.htmlTitle')}
            sandbox=""
            src={`/gestion/correo/${opened.id}`}
          />
          <details>
            <summary>{t('mailbox.text')}</summary>
            <pre className="bo-mail__text">{opened.text}</pre>
          </details>
        </article>
      ) : null}
      <section className="bo-panel" aria-labelledby="mails-title">
        <h2 id="mails-title">{t('mailbox.listTitle', { count: page.list.total })}</h2>
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('mailbox.created')}</th>
                <th scope="col">{t('mailbox.to')}</th>
                <th scope="col">{t('mailbox.subject')}</th>
                <th scope="col">{t('mailbox.state')}</th>
                <th scope="col" className="bo-num">
                  {t('mailbox.tries')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.list.rows.map((row) => (
                <tr key={row.id} aria-current={opened?.id === row.id ? 'true' : undefined}>
                  <td>{dateTime(row.createdAt, language)}</td>
                  <td>{row.to}</td>
                  <td>
                    <Link to={`/gestion/correo?id=${row.id}&pagina=${page.page}`}>{row.subject}</Link>
                  </td>
                  <td>
                    <span className={`bo-mail-state bo-mail-state--${row.state}`}>
                      {t(`mailbox.states.${row.state}`)}
                    </span>
                    {row.state === 'failed' ? (
                      <span className="bo-muted">
                        {' '}
                        · {t('mailbox.nextTry', { time: dateTime(row.nextAttemptAt, language) })}
                      </span>
                    ) : null}
                  </td>
                  <td className="bo-num">{row.attempts}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PageLinks pages={page.list.pages} current={page.page} href={(n) => `/gestion/correo?pagina=${n}`} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
