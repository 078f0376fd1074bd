import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { ErrorMessages } from '../ui/error-text';
import { LanguageSwitch } from './language-switch';

/** The sign-in and second-factor pages: one centred card with the brand, outside the team's layout. */
export function BackOfficeCard({
  title,
  intro,
  language,
  children,
}: {
  title: string;
  intro: string;
  language: 'es' | 'en';
  children: ReactNode;
}) {
  const { t } = useTranslation('backOffice');
  return (
    <div className="bo-gate">
      <main id="contenido" className="bo-gate__card">
        <p className="bo-gate__brand">
          <span className="bo-brand-mark" aria-hidden="true" />
          {t('brand')}
        </p>
        <h1 className="bo-gate__title">{title}</h1>
        <p className="bo-gate__intro">{intro}</p>
        <ErrorMessages value="backOffice">{children}</ErrorMessages>
        <LanguageSwitch language={language} />
      </main>
    </div>
  );
}
