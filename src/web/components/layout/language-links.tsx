import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../domain/language';
import { languageHref } from '../../language-links';
import { useLayout } from '../../root-data';

/** The six languages as links to this same page in each (the header's menu and the footer's list). */
export function LanguageLinks({
  listClassName,
  linkClassName,
}: {
  listClassName: string;
  linkClassName?: string;
}) {
  const { site, language } = useLayout();
  const location = useLocation();
  return (
    <ul className={listClassName}>
      {LANGUAGES.map((code) => (
        <li key={code}>
          <a
            className={linkClassName}
            href={languageHref(code, location, site.languageSites)}
            hrefLang={code}
            lang={code}
            aria-current={code === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[code]}
          </a>
        </li>
      ))}
    </ul>
  );
}
