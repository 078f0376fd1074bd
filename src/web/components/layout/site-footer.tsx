import { useTranslation } from '../../i18n/i18n';
import { Link } from 'react-router';
import {
  DEFAULT_ORIGIN_CITY,
  destinationSlug,
  FLIGHT_ONLY_DESTINATIONS,
  originCityName,
  placeName,
} from '../../../domain/constants';
import { useLayout } from '../../root-data';
import { AccordionItem } from '../ui/accordion';
import { BrandMark, MapPinIcon, SocialIcon } from '../ui/icons';
import { ConsentSettingsLink } from './cookie-consent';
import { PhoneHoursEmail } from './phone-hours-email';
import { LanguageLinks } from './language-links';

export const QUICK_LINKS = [
  { to: '/contacto', key: 'footer.links.contact' },
  { to: '/mireserva', key: 'footer.links.myBooking' },
  { to: '/home/condiciones', key: 'footer.links.conditions' },
  { to: '/home/preguntas', key: 'footer.links.faq' },
  { to: '/home/proteccion', key: 'footer.links.dataProtection' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const { site, language, footerDestinations } = useLayout();

  return (
    <footer className="site-footer">
      <div className="site-footer__grid container">
        <section aria-labelledby="footer-contact" className="site-footer__col site-footer__col--contact">
          <p className="site-footer__brand">
            <BrandMark width={32} height={32} />
            <span>{site.brandName}</span>
          </p>
          <h2 id="footer-contact" className="visually-hidden">
            {t('footer.contactTitle')}
          </h2>
          <PhoneHoursEmail>
            <li>
              <MapPinIcon />
              <span>
                {site.officeAddress.street}, {site.officeAddress.postalCode} {site.officeAddress.city}
              </span>
            </li>
          </PhoneHoursEmail>
        </section>

        <nav aria-labelledby="footer-links" className="site-footer__col">
          <h2 id="footer-links" className="site-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul className="link-list">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>

        {footerDestinations.length > 0 ? (
          <nav aria-labelledby="footer-destinations" className="site-footer__col">
            <h2 id="footer-destinations" className="site-footer__heading">
              {t('footer.destinations')}
            </h2>
            <ul className="link-list">
              {footerDestinations.map((destination) => (
                <li key={destination.slug}>
                  <Link to={`/alojamientoDestino?destino=${destination.slug}&idioma=${language}`}>
                    {destination.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <nav aria-labelledby="footer-flights" className="site-footer__col">
          <h2 id="footer-flights" className="site-footer__heading">
            {t('footer.flightsOnly')}
          </h2>
          <ul className="link-list">
            {FLIGHT_ONLY_DESTINATIONS.map((destination) => (
              <li key={destination.code}>
                <Link
                  to={`/vuelo?destino=${destinationSlug(destination.names.es)}&origen=${DEFAULT_ORIGIN_CITY.name}`}
                  aria-label={t('footer.flightTo', {
                    city: placeName(destination.names, language),
                    origin: originCityName(DEFAULT_ORIGIN_CITY.code, language),
                  })}
                >
                  {placeName(destination.names, language)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-footer__col">
          <AccordionItem title={t('footer.languages')} className="footer-languages">
            <LanguageLinks listClassName="link-list" />
          </AccordionItem>
          <h2 className="site-footer__heading site-footer__heading--spaced">{t('footer.followUs')}</h2>
          <ul className="social-list">
            {site.social.map((profile) => (
              <li key={profile.network}>
                <a
                  className="icon-button icon-button--social"
                  href={profile.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  aria-label={t(`footer.social.${profile.network}`)}
                >
                  <SocialIcon network={profile.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="site-footer__legal">
        <div className="container site-footer__legal-inner">
          <p>{site.legalRegistration}</p>
          <p className="site-footer__legal-actions">
            <span>{t('footer.copyright', { year: new Date().getFullYear(), brand: site.brandName })}</span>
            <ConsentSettingsLink>{t('footer.cookieSettings')}</ConsentSettingsLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
