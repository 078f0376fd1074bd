import { useNavigation } from 'react-router';
import { formatFileSize } from '../../../domain/format';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { TextField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { DeskForm } from './desk-form';
import { dateTime } from './dates';

/** The booking's documents (what the traveller finds in Mi reserva) and the upload. */
export function FileDocuments({ page, answer }: { page: BookingFileData; answer: FileAnswer | undefined }) {
  const { t, language } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  const { locator } = page.booking;
  return (
    <section className="bo-panel" id="documentos" aria-labelledby="documentos-title">
      <h2 id="documentos-title">{t('file.documentsTitle')}</h2>
      <ActionNotice
        answer={answer}
        done={t(
          answer?.intent === 'quitar-documento'
            ? 'file.documentRemoved'
            : answer?.intent === 'sustituir-documento'
              ? 'file.documentReplaced'
              : 'file.documentDone',
        )}
      />
      {page.view.documents.length === 0 ? (
        <p className="bo-muted">{t('file.noDocuments')}</p>
      ) : (
        <ul className="bo-documents">
          {page.view.documents.map((document) => (
            <li key={document.id}>
              <a href={`/gestion/reservas/${locator}/documentos/${document.id}`} download>
                {document.fileName}
              </a>{' '}
              <span className="bo-muted">
                {formatFileSize(document.fileSize, language ?? 'es')} ·{' '}
                {dateTime(document.createdAt, language)}
              </span>
              <details className="bo-document-change">
                <summary>{t('file.documentChange', { name: document.fileName })}</summary>
                <DeskForm
                  intent="sustituir-documento"
                  encType="multipart/form-data"
                  className="bo-form bo-form--grid"
                >
                  {(fields) => (
                    <>
                      <input type="hidden" name="idDocumento" value={document.id} />
                      <TextField
                        type="file"
                        accept="application/pdf,image/jpeg,image/png,image/webp"
                        label={t('file.documentReplacement')}
                        field={fields.archivo}
                      />
                      <TextField label={t('file.documentReason')} maxLength={1000} field={fields.motivo} />
                      <Button type="submit" size="sm" disabled={submitting}>
                        {t('file.documentReplace')}
                      </Button>
                    </>
                  )}
                </DeskForm>
                <DeskForm intent="quitar-documento" className="bo-form bo-form--grid">
                  {(fields) => (
                    <>
                      <input type="hidden" name="idDocumento" value={document.id} />
                      <TextField label={t('file.documentReason')} maxLength={1000} field={fields.motivo} />
                      <Button type="submit" size="sm" variant="secondary" disabled={submitting}>
                        {t('file.documentRemove')}
                      </Button>
                    </>
                  )}
                </DeskForm>
              </details>
            </li>
          ))}
        </ul>
      )}
      <DeskForm
        intent="documento"
        encType="multipart/form-data"
        className="bo-form bo-form--grid"
        result={answer?.result}
      >
        {(fields) => (
          <>
            <TextField
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              label={t('file.upload')}
              hint={t('file.uploadHint')}
              field={fields.archivo}
            />
            <Button type="submit" disabled={submitting}>
              {t('file.uploadSubmit')}
            </Button>
          </>
        )}
      </DeskForm>
    </section>
  );
}
