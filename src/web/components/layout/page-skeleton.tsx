import { useTranslation } from '../../i18n/i18n';

/**
 * Shown in the main area while another page loads: fixed-size placeholders (a picture and text
 * block, then a grid of cards) so the page does not jump when the content arrives.
 */
export function PageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container page skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">{t('loading')}</span>
      <div className="skeleton__hero" aria-hidden="true">
        <div className="skeleton__block skeleton__image" />
        <div className="skeleton__lines">
          <div className="skeleton__block skeleton__line skeleton__line--title" />
          <div className="skeleton__block skeleton__line" />
          <div className="skeleton__block skeleton__line" />
          <div className="skeleton__block skeleton__line skeleton__line--short" />
        </div>
      </div>
      <ul className="skeleton__cards" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="skeleton__card">
            <div className="skeleton__block skeleton__image" />
            <div className="skeleton__block skeleton__line" />
            <div className="skeleton__block skeleton__line skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}
