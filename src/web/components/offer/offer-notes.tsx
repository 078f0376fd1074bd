import { useTranslation } from '../../i18n/i18n';
import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';

/** Service notes and the taxes included per person. */
export function OfferNotes({
  notes,
  taxes,
  language,
}: {
  notes: { sequence: number; title: string; text: string }[];
  /** Each tax's name and amount per person, in cents. */
  taxes: { name: string; amount: number }[];
  language: Language;
}) {
  const { t } = useTranslation('offer');
  return (
    <section className="offer-section" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('notes.title')}</h2>
      <dl className="notes">
        {notes.map((note) => (
          <div key={note.sequence}>
            <dt>{note.title}</dt>
            <dd>{note.text}</dd>
          </div>
        ))}
        {taxes && taxes.length > 0 ? (
          <div>
            <dt>{t('notes.taxes')}</dt>
            <dd>{taxes.map((tax) => `${tax.name}: ${formatCents(tax.amount, language)}`).join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
