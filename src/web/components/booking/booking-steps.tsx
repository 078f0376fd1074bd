import { useTranslation } from '../../i18n/i18n';

const STEPS = ['offer', 'review', 'request', 'done'] as const;

/** Where the visitor is in the booking: offer, review, request, confirmation. */
export function BookingSteps({ current }: { current: (typeof STEPS)[number] }) {
  const { t } = useTranslation('booking');
  const position = STEPS.indexOf(current);
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="booking-steps">
        {STEPS.map((step, index) => (
          <li
            key={step}
            className={`booking-steps__step ${index < position ? 'is-done' : ''} ${index === position ? 'is-current' : ''}`}
            aria-current={index === position ? 'step' : undefined}
          >
            <span className="booking-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
