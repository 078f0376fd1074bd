import type { Translate } from '../../mail/email-layout';
import type { ImportProblem } from './catalogue-import';

/** "accommodations, registro id 1003 (Hotel Sol), línea 12, campo category: …" in the back office's language. */
export function describeProblem(problem: ImportProblem, t: Translate): string {
  const where = [
    problem.section,
    problem.record ? t('import.record', { record: problem.record }) : null,
    problem.line !== null ? t('import.line', { line: problem.line }) : null,
    problem.field ? t('import.field', { field: problem.field }) : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `${where}: ${t(problem.message, problem.values)}`;
}
