import type { ImportOutcome } from '../../../server/catalogue/import/catalogue-import';
import { useTranslation } from '../../i18n/i18n';

/** What an upload of the catalogue came to: what each section created, updated and kept, or its problems. */
export function ImportOutcomeReport({ outcome }: { outcome: ImportOutcome }) {
  const { t } = useTranslation('backOffice');
  return outcome.kind === 'imported' ? (
    <section className="bo-panel" aria-labelledby="importado">
      <h2 id="importado" role="status">
        {t('import.imported')}
      </h2>
      <div className="bo-table-wrap">
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('import.section')}</th>
              <th scope="col" className="bo-num">
                {t('import.created')}
              </th>
              <th scope="col" className="bo-num">
                {t('import.updated')}
              </th>
              <th scope="col" className="bo-num">
                {t('import.unchanged')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(outcome.sections).map(([section, counts]) => (
              <tr key={section}>
                <th scope="row">{section}</th>
                <td className="bo-num">{counts.created}</td>
                <td className="bo-num">{counts.updated}</td>
                <td className="bo-num">{counts.unchanged}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  ) : outcome.kind === 'invalid' ? (
    <section className="bo-panel bo-danger" aria-labelledby="problemas">
      <h2 id="problemas" role="alert">
        {t('import.invalid', { count: outcome.total })}
      </h2>
      {outcome.total > outcome.problems.length ? (
        <p className="bo-muted">{t('import.shown', { shown: outcome.problems.length })}</p>
      ) : null}
      <ol className="bo-problems">
        {outcome.problems.map((problem, index) => (
          <li key={index}>
            <strong>
              {[
                problem.section,
                problem.record ? t('import.record', { record: problem.record }) : null,
                problem.line !== null ? t('import.line', { line: problem.line }) : null,
                problem.field ? t('import.field', { field: problem.field }) : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </strong>
            : {t(problem.message, problem.values)}
          </li>
        ))}
      </ol>
    </section>
  ) : null;
}
