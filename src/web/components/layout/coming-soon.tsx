import { useTranslation } from '../../i18n/i18n';
import { ButtonLink } from '../ui/button';
import { PhoneHoursEmail } from './phone-hours-email';

/**
 * A screen whose capability is not built yet: it says so plainly and gives the ways to book
 * with a person instead.
 */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className="container page coming-soon" aria-labelledby="page-title">
      <p className="badge">{t('pending.badge')}</p>
      <h1 id="page-title">{title}</h1>
      <p className="lead">{t('pending.text')}</p>
      <div className="coming-soon__contact panel">
        <h2 className="panel__title">{t('pending.contactTitle')}</h2>
        <PhoneHoursEmail large />
        <div className="button-row">
          <ButtonLink to="/contacto" variant="secondary">
            {t('pending.contactPage')}
          </ButtonLink>
          <ButtonLink to="/" variant="ghost">
            {t('errors.backHome')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
