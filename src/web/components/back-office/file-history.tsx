import type { BookingFileData } from '../../routes/back-office/booking-file';
import { useTranslation } from '../../i18n/i18n';
import { auditSentence } from './audit-sentences';
import { dateTime } from './dates';

/** What the team did with this booking, newest first (the audit trail's lines for it), each a sentence. */
export function FileHistory({ page }: { page: BookingFileData }) {
  const { t, language } = useTranslation('backOffice');
  return (
    <section className="bo-panel" aria-labelledby="historial-title">
      <h2 id="historial-title">{t('file.historyTitle')}</h2>
      {page.history.length === 0 ? (
        <p className="bo-muted">{t('file.noHistory')}</p>
      ) : (
        <ol className="bo-history">
          {page.history.map((entry) => (
            <li key={entry.id}>
              <p>{auditSentence(entry, t, language)}</p>
              {entry.note ? <p className="bo-history__note">{entry.note}</p> : null}
              <p className="bo-muted">
                <time dateTime={entry.at}>{dateTime(entry.at, language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
