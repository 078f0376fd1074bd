import type { Language } from '../../../domain/language';
import { formatDate, formatFileSize, madridDay } from '../../../domain/format';
import type { MyBookingView } from '../../../server/my-booking/my-booking.service';
import { useTranslation } from '../../i18n/i18n';

const KIND_OF_TYPE: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
};

/** The booking's documents (name, type, size, date) and the summary PDF, always there. */
export function BookingDocuments({
  view,
  language,
  notice,
}: {
  view: MyBookingView;
  language: Language;
  /** A download that came back: the document is not this booking's (any more), or it failed. */
  notice: 'missing' | 'failed' | null;
}) {
  const { t } = useTranslation('myBooking');
  return (
    <section id="documentos" className="my-booking__section" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('documents.title')}</h2>
      {notice ? (
        <p className="notice notice--error" role="alert">
          {t(`documents.${notice}`)}
        </p>
      ) : null}
      <ul className="document-list">
        <li className="document">
          <a
            className="document__name"
            href={`/vermireserva/documento?doc=resumen&idioma=${language}`}
            download
          >
            {t('documents.summary', { locator: view.booking.locator })}
          </a>
          <span className="document__facts">{t('documents.summaryFacts')}</span>
        </li>
        {view.documents.map((document) => (
          <li key={document.id} className="document">
            <a className="document__name" href={`/vermireserva/documento?doc=${document.id}`} download>
              {document.fileName}
            </a>
            <span className="document__facts">
              {KIND_OF_TYPE[document.fileType] ?? document.fileType} ·{' '}
              {formatFileSize(document.fileSize, language)} ·{' '}
              {formatDate(madridDay(document.createdAt), language)}
            </span>
          </li>
        ))}
      </ul>
      {view.documents.length === 0 ? <p className="muted">{t('documents.none')}</p> : null}
    </section>
  );
}
