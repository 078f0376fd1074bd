import { useTranslation } from '../../i18n/i18n';
import { formatPrice } from '../../../domain/format';
import type { Language } from '../../../domain/language';

/** Service notes and the taxes included per person. */
export function OfferNotes({
  notes,
  taxes,
  language,
}: {
  notes: { sequence: number; note1: string; note2: string }[];
  taxes: { nombre: string; valor: number }[];
  language: Language;
}) {
  const { t } = useTranslation('offer');
  return (
    <section className="offer-section" aria-labelledby="notes-title">
      <h2 id="notes-title">{t('notes.title')}</h2>
      <dl className="notes">
        {notes.map((note) => (
          <div key={note.sequence}>
            <dt>{note.note1}</dt>
            <dd>{note.note2}</dd>
          </div>
        ))}
        {taxes && taxes.length > 0 ? (
          <div>
            <dt>{t('notes.taxes')}</dt>
            <dd>{taxes.map((tax) => `${tax.nombre}: ${formatPrice(tax.valor, language)}`).join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
