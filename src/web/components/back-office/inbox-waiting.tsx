import { Form, Link, useNavigation } from 'react-router';
import { promiseWhen } from '../../../domain/back-office/promise';
import type { InboxData } from '../../routes/back-office/inbox';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { CsrfField } from './csrf-field';
import { dateTime } from './dates';
import { PromiseClock } from './promise-clock';
import { CsvLink } from './list-controls';

const WHEN = ['overdue', 'today', 'later'] as const;

/**
 * What waits for the team in three lists by its 48-hour promise (broken already, running out
 * today, later), the first to run out first; a call-me request is answered here, with a note.
 */
export function InboxWaiting({
  page,
  answer,
}: {
  page: Pick<InboxData, 'waiting' | 'now'>;
  /** The last call-me answer: done, or already answered by someone else. */
  answer: { kind: string } | undefined;
}) {
  const { t, language } = useTranslation('backOffice');
  const navigation = useNavigation();
  const now = new Date(page.now);
  const groups = WHEN.map((when) => ({
    when,
    items: page.waiting.filter((item) => promiseWhen(item.dueAt, now) === when),
  })).filter((group) => group.items.length > 0);
  return (
    <section className="bo-panel" aria-labelledby="pendientes">
      <div className="bo-list-head">
        <h2 id="pendientes">{t('inbox.waitingTitle', { count: page.waiting.length })}</h2>
        {page.waiting.length > 0 ? <CsvLink href="/gestion/exportar/pendientes" /> : null}
      </div>
      {answer?.kind === 'done' ? (
        <p className="bo-notice bo-notice--ok" role="status">
          {t('inbox.callbackDone')}
        </p>
      ) : answer?.kind === 'gone' ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {t('inbox.callbackGone')}
        </p>
      ) : null}
      {page.waiting.length === 0 ? (
        <p className="bo-empty">{t('inbox.nothingWaiting')}</p>
      ) : (
        groups.map((group) => (
          <div key={group.when} className={`bo-inbox-group bo-inbox-group--${group.when}`}>
            <h3 id={`pendientes-${group.when}`}>
              {t(`inbox.when.${group.when}`, { count: group.items.length })}
            </h3>
            <ol className="bo-inbox" aria-labelledby={`pendientes-${group.when}`}>
              {group.items.map((item) => (
                <li key={item.key} className={`bo-inbox__item bo-inbox__item--${item.kind}`}>
                  <div className="bo-inbox__head">
                    <span className={`bo-kind bo-kind--${item.kind}`}>{t(`inbox.kinds.${item.kind}`)}</span>
                    <PromiseClock dueAt={item.dueAt} now={page.now} />
                  </div>
                  <p className="bo-inbox__who">
                    {item.locator ? (
                      <Link to={`/gestion/reservas/${item.locator}`}>
                        {item.who} · {item.locator}
                      </Link>
                    ) : (
                      item.who
                    )}
                  </p>
                  <p className="bo-inbox__summary">
                    {item.changeType ? `${t(`inbox.changeType.${item.changeType}`)} · ` : null}
                    {item.callTime ? `${t(`callTimes.${item.callTime}`)} · ` : null}
                    {item.summary}
                  </p>
                  <p className="bo-inbox__meta">
                    {item.contact} ·{' '}
                    <time dateTime={item.createdAt}>{dateTime(item.createdAt, language)}</time>
                  </p>
                  {item.kind === 'llamada' ? (
                    <Form method="post" className="bo-inline-form">
                      <CsrfField />
                      <input type="hidden" name="id" value={item.reference} />
                      <label className="bo-inline-form__label">
                        {t('inbox.callbackNote')}
                        <input name="nota" maxLength={300} className="field__control" />
                      </label>
                      <Button type="submit" size="sm" disabled={navigation.state === 'submitting'}>
                        {t('inbox.callbackAnswer')}
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        ))
      )}
    </section>
  );
}
