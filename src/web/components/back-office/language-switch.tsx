import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/i18n';

/** Spanish or English: the back office's two languages, as links that keep the page. */
export function LanguageSwitch({ language }: { language: 'es' | 'en' }) {
  const { t } = useTranslation('backOffice');
  const location = useLocation();
  const other = language === 'es' ? 'en' : 'es';
  const params = new URLSearchParams(location.search);
  params.set('idioma', other);
  return (
    <a
      className="bo-language"
      href={`${location.pathname}?${params.toString()}`}
      hrefLang={other}
      lang={other}
    >
      {t(`language.${other}`)}
    </a>
  );
}
