import { translationsFor, serverT } from '../i18n/translations.server';
import { hoursForText } from '../../domain/opening-hours';
import { useRouteTranslation } from '../i18n/i18n';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import { ButtonLink } from '../components/ui/button';
import { BadgeIcon, ClockIcon, PhoneIcon, ShieldIcon } from '../components/ui/icons';
import type { Route } from './+types/home';

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'home');
  return {
    title: t('title'),
    description: t('description'),
    translations: translationsFor(language, ['home']),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({
    title: page?.title,
    description: page?.description,
    matches,
    location,
    image: '/img/hero-caribe.svg',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('home', loaderData.translations);
  const { site } = useLayout();

  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <img
          className="hero__image"
          src="/img/hero-caribe.svg"
          alt=""
          width={1200}
          height={640}
          fetchPriority="high"
          decoding="async"
        />
        <div className="hero__content container">
          <p className="hero__eyebrow">{site.tagline}</p>
          <h1 id="hero-title" className="hero__title">
            {t('heroTitle')}
          </h1>
          <p className="hero__text">{t('heroText')}</p>
          <div className="button-row">
            <a className="btn btn--primary btn--lg" href={`tel:${site.phone.e164}`}>
              <PhoneIcon />
              {t('heroCall', { phone: site.phone.display })}
            </a>
            <ButtonLink to="/contacto" variant="inverse" size="lg">
              {t('heroContact')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="catalogue-title">
        <div className="notice notice--info">
          <h2 id="catalogue-title" className="notice__title">
            {t('catalogueTitle')}
          </h2>
          <p>{t('catalogueText', { phone: site.phone.display })}</p>
        </div>
      </section>

      <section className="container section" aria-labelledby="trust-title">
        <h2 id="trust-title" className="section__title">
          {t('trustTitle')}
        </h2>
        <ul className="trust-grid">
          <li className="trust-item">
            <ClockIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.hoursTitle')}</h3>
            <p>{t('trust.hoursText', hoursForText(site.hours.phone))}</p>
          </li>
          <li className="trust-item">
            <PhoneIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.contactTitle')}</h3>
            <p>{t('trust.contactText')}</p>
          </li>
          <li className="trust-item">
            <ShieldIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.secureTitle')}</h3>
            <p>{t('trust.secureText')}</p>
          </li>
          <li className="trust-item">
            <BadgeIcon className="trust-item__icon" width={28} height={28} />
            <h3>{t('trust.registeredTitle')}</h3>
            <p>{site.legalRegistration}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
