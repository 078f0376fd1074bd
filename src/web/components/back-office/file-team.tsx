import { useNavigation } from 'react-router';
import { NOTE_MAX } from '../../../domain/schemas/back-office';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer } from './file-answer';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { SelectField, TextAreaField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { DeskForm } from './desk-form';
import { dateTime } from './dates';

/**
 * The team's side of a file: whose file it is (take it, or give it to someone else) and the
 * internal notes, which the traveller never sees. A file closed to changes (its person erased)
 * shows them without forms.
 */
export function FileTeam({
  page,
  answers,
}: {
  page: BookingFileData;
  answers: { assign: FileAnswer | undefined; note: FileAnswer | undefined };
}) {
  const { t, language } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  const { assignee, me, erased } = page.team;
  const seen = assignee ? String(assignee.id) : 'nadie';
  return (
    <section className="bo-panel" id="equipo" aria-labelledby="equipo-title">
      <h2 id="equipo-title">{t('team.title')}</h2>
      <ActionNotice answer={answers.assign} done={t('team.assignDone')} />
      <p>
        {t('team.assignedTo')}:{' '}
        <strong data-testid="file-assignee">{assignee?.name ?? t('team.nobody')}</strong>
      </p>
      {erased ? null : (
        <>
          {assignee?.id !== me ? (
            <DeskForm intent="asignar" className="bo-form bo-form--inline" result={answers.assign?.result}>
              <input type="hidden" name="agente" value={me} />
              <input type="hidden" name="agenteVisto" value={seen} />
              <Button type="submit" size="sm" disabled={submitting}>
                {t('team.takeIt')}
              </Button>
            </DeskForm>
          ) : null}
          <DeskForm intent="asignar" className="bo-form bo-form--pair" result={answers.assign?.result}>
            {(fields) => (
              <>
                <input type="hidden" name="agenteVisto" value={seen} />
                <SelectField
                  label={t('team.assignLabel')}
                  required
                  defaultValue={seen}
                  options={[
                    { value: 'nadie', label: t('team.nobody') },
                    ...page.team.agents.map((agent) => ({ value: String(agent.id), label: agent.name })),
                  ]}
                  field={fields.agente}
                />
                <Button type="submit" size="sm" variant="secondary" disabled={submitting}>
                  {t('team.assignSubmit')}
                </Button>
              </>
            )}
          </DeskForm>
        </>
      )}

      <h3 id="notas-title">{t('team.notesTitle')}</h3>
      <p className="bo-muted">{t('team.notesHint')}</p>
      <ActionNotice answer={answers.note} done={t('team.noteDone')} />
      {page.team.notes.length === 0 ? (
        <p className="bo-muted">{t('team.noNotes')}</p>
      ) : (
        <ol className="bo-thread" aria-labelledby="notas-title">
          {page.team.notes.map((note) => (
            <li key={note.id} className="bo-thread__item bo-thread__item--team">
              <p className="bo-thread__meta">
                {note.agentName} · <time dateTime={note.createdAt}>{dateTime(note.createdAt, language)}</time>
              </p>
              <p className="bo-thread__text">{note.note}</p>
            </li>
          ))}
        </ol>
      )}
      {erased ? null : (
        <DeskForm intent="nota" className="bo-form" result={answers.note?.result}>
          {(fields) => (
            <>
              <TextAreaField label={t('team.note')} rows={3} maxLength={NOTE_MAX} field={fields.nota} />
              <div className="bo-actions">
                <Button type="submit" size="sm" disabled={submitting}>
                  {t('team.noteSubmit')}
                </Button>
              </div>
            </>
          )}
        </DeskForm>
      )}
    </section>
  );
}
