import { useTranslation } from '../../i18n/i18n';

/** A circuit's highlights as chips (nothing when it has none). */
export function TripHighlights({ highlights }: { highlights: readonly string[] | undefined }) {
  const { t } = useTranslation('trips');
  if (!highlights || highlights.length === 0) return null;
  return (
    <ul className="chips" aria-label={t('circuit.highlights')}>
      {highlights.map((highlight) => (
        <li key={highlight} className="chip">
          {highlight}
        </li>
      ))}
    </ul>
  );
}
