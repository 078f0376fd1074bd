import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link, NavLink } from 'react-router';
import { LANGUAGE_NAMES } from '../../../domain/language';
import { useLayout } from '../../root-data';
import { Dropdown } from '../ui/dropdown';
import { BrandMark, BriefcaseIcon, ChatIcon, CloseIcon, GlobeIcon, MenuIcon, PhoneIcon } from '../ui/icons';
import { CallMeButton } from './call-me-button';
import { LanguageLinks } from './language-links';

export const MAIN_NAVIGATION = [
  { to: '/', key: 'nav.home', end: true },
  { to: '/hotel', key: 'nav.hotels' },
  { to: '/vuelo', key: 'nav.flights' },
  { to: '/combinados', key: 'nav.combined' },
  { to: '/circuitos', key: 'nav.circuits' },
  { to: '/mireserva', key: 'nav.myBooking' },
  { to: '/contacto', key: 'nav.contact' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation();
  const { site, language } = useLayout();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="site-header">
      <a className="skip-link" href="#contenido">
        {t('header.skipToContent')}
      </a>
      <div className="site-header__bar container">
        <Link to="/" className="brand">
          <BrandMark className="brand__mark" />
          <span className="brand__text">
            <span className="brand__name">{site.brandName}</span>
            <span className="brand__tagline">{site.tagline}</span>
          </span>
          <span className="visually-hidden"> {t('header.homeLink')}</span>
        </Link>

        <div className="site-header__contact">
          <a
            className="header-phone"
            href={`tel:${site.phone.e164}`}
            aria-label={t('header.callUs', { phone: site.phone.display })}
          >
            <PhoneIcon />
            <span className="header-phone__number">{site.phone.display}</span>
          </a>
          {site.messaging ? (
            <a
              className="icon-button icon-button--whatsapp"
              href={`https://wa.me/${site.messaging.e164.slice(1)}`}
              rel="noopener noreferrer"
              target="_blank"
              aria-label={t('header.messaging', { phone: site.messaging.display })}
            >
              <ChatIcon />
            </a>
          ) : null}
          <CallMeButton />
        </div>

        <div className="site-header__menus">
          <Dropdown
            label={
              <>
                <GlobeIcon />
                <span className="visually-hidden">{t('header.language')} </span>
                <abbr className="dropdown__current" title={LANGUAGE_NAMES[language]}>
                  {language.toUpperCase()}
                </abbr>
              </>
            }
            align="end"
          >
            <LanguageLinks listClassName="dropdown__list" linkClassName="dropdown__item" />
          </Dropdown>
          <Dropdown
            label={
              <>
                <BriefcaseIcon />
                <span className="dropdown__text">{t('header.agencies')}</span>
              </>
            }
            align="end"
          >
            <ul className="dropdown__list">
              <li>
                <a className="dropdown__item" href={site.agencyPortal.loginUrl} rel="noopener">
                  {t('header.agencyLogin')}
                </a>
              </li>
              <li>
                <a className="dropdown__item" href={site.agencyPortal.registerUrl} rel="noopener">
                  {t('header.agencyRegister')}
                </a>
              </li>
            </ul>
          </Dropdown>
          <button
            type="button"
            className="icon-button menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="navegacion-principal"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{t(menuOpen ? 'header.closeMenu' : 'header.openMenu')}</span>
          </button>
        </div>
      </div>
      <nav
        id="navegacion-principal"
        className={`main-nav ${menuOpen ? 'main-nav--open' : ''}`}
        aria-label={t('header.mainNavigation')}
      >
        <ul className="main-nav__list container">
          {MAIN_NAVIGATION.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={'end' in item ? item.end : false}
                className="main-nav__link"
                onClick={() => setMenuOpen(false)}
              >
                {t(item.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
