import { formatAmount } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import { useTranslation, type TFunction } from '../../i18n/i18n';
import { dateTime } from './dates';

/** What the team did with this booking, newest first (the audit trail's lines for it). */
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
              <p>
                <strong>{t(`actions.${entry.action}`)}</strong>
                {describeChange(entry.before, entry.after, t, language)}
              </p>
              {entry.note ? <p className="bo-history__note">{entry.note}</p> : null}
              <p className="bo-muted">
                {entry.who} · <time dateTime={entry.at}>{dateTime(entry.at, language)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Fields of the trail kept in cents, shown in euros. */
const MONEY_FIELDS = new Set(['monto', 'importe', 'precio', 'precioTotal']);
/** Fields whose values are codes with a label of their own. */
const LABELLED_VALUES: Record<string, string> = {
  estado: 'statuses',
  estadoReserva: 'statuses',
  forma: 'methods',
  paso: 'signInSteps',
  role: 'roles',
};

/** "Estado: Solicitud → Confirmada" from a line's before and after, in the team's words (empty values left out). */
export function describeChange(before: unknown, after: unknown, t: TFunction, language = 'es'): string {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const shown = (key: string, value: unknown) => {
    if (value === null || value === undefined) return '—';
    if (MONEY_FIELDS.has(key) && typeof value === 'number') return formatAmount(value, language as Language);
    if (LABELLED_VALUES[key] && typeof value === 'string') return t(`${LABELLED_VALUES[key]}.${value}`);
    if (typeof value === 'boolean') return value ? '✓' : '✗';
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
  const label = (key: string) => {
    const text = t(`fields.${key}`);
    return text === `fields.${key}` ? key : text;
  };
  const parts = Object.keys({ ...was, ...now })
    .filter((key) => (now[key] ?? was[key]) !== null && (now[key] ?? was[key]) !== undefined)
    .map((key) =>
      key in was
        ? `${label(key)}: ${shown(key, was[key])} → ${shown(key, now[key])}`
        : `${label(key)}: ${shown(key, now[key])}`,
    );
  return parts.length > 0 ? ` · ${parts.join(' · ')}` : '';
}
