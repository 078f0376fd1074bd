import { InfoPage } from '../components/content/info-page';
import { RichText } from '../components/content/rich-text';
import { ConsentSettingsLink } from '../components/layout/cookie-consent';
import { dataProtectionPage } from '../platform.server';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import { cookieLifetime, SITE_COOKIES } from '../../domain/site-cookies';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/data-protection';

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const page = dataProtectionPage(context.config.site, language);
  return {
    page,
    cookies: Object.values(SITE_COOKIES).map((cookie) => ({
      name: cookie.name,
      purpose: page.cookies.items[cookie.name] ?? '',
      lifetime: cookieLifetime(cookie.maxAgeSeconds),
    })),
    description: serverT(language, 'info')('dataProtection.description'),
    translations: translationsFor(language, ['info']),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.page.title, description: page?.description, matches, location });

/** /home/proteccion: what GDPR article 13 requires, and the cookie policy with its settings. */
export default function DataProtection({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('info', loaderData.translations);
  const { page, cookies } = loaderData;
  return (
    <InfoPage
      title={page.title}
      intro={page.intro}
      illustration="/img/proteccion.svg"
      contents={[...page.sections, { id: 'cookies', title: page.cookies.title }]}
    >
      {page.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="info-block"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          <RichText blocks={section.blocks} />
        </section>
      ))}
      <section id="cookies" className="info-block" aria-labelledby="cookies-title">
        <h2 id="cookies-title">{page.cookies.title}</h2>
        <RichText blocks={page.cookies.intro} />
        <div className="info-table-scroll">
          <table className="info-table info-table--cards">
            <thead>
              <tr>
                <th scope="col">{page.cookies.table.name}</th>
                <th scope="col">{page.cookies.table.purpose}</th>
                <th scope="col">{page.cookies.table.duration}</th>
                <th scope="col">{page.cookies.table.category}</th>
              </tr>
            </thead>
            <tbody>
              {cookies.map((cookie) => (
                <tr key={cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td data-label={page.cookies.table.purpose}>{cookie.purpose}</td>
                  <td data-label={page.cookies.table.duration}>
                    {t(`lifetime.${cookie.lifetime.unit}`, { count: cookie.lifetime.count })}
                  </td>
                  <td data-label={page.cookies.table.category}>{page.cookies.necessary}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <ConsentSettingsLink className="btn btn--secondary btn--md">
            {t('configureCookies')}
          </ConsentSettingsLink>
        </p>
      </section>
    </InfoPage>
  );
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
