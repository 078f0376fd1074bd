import { InfoPage } from '../components/content/info-page';
import { RichText } from '../components/content/rich-text';
import { AccordionItem } from '../components/ui/accordion';
import { conditionsPage } from '../platform.server';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/conditions';

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  return {
    page: conditionsPage(context.config.site, language),
    description: serverT(language, 'info')('conditions.description'),
    bankAccounts: context.config.site.bankAccounts,
    translations: translationsFor(language, ['info']),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.page.title, description: page?.description, matches, location });

/** /home/condiciones: the travel and booking conditions in five collapsible sections (section 2). */
export default function Conditions({ loaderData }: Route.ComponentProps) {
  useRouteTranslation('info', loaderData.translations);
  const { page, bankAccounts } = loaderData;
  return (
    <InfoPage
      title={page.title}
      intro={page.intro}
      illustration="/img/condiciones.svg"
      contents={page.sections.map((section) => ({ id: section.id, title: section.heading }))}
    >
      {page.sections.map((section) => (
        <AccordionItem
          key={section.id}
          id={section.id}
          className="info-section"
          title={section.heading}
          subtitle={section.subtitle}
          defaultOpen={section.id === 'generales'}
        >
          {section.items.map((item) => (
            <AccordionItem key={item.id} id={item.id} className="info-item" title={item.title}>
              <RichText blocks={item.blocks} bankAccounts={bankAccounts} />
            </AccordionItem>
          ))}
        </AccordionItem>
      ))}
    </InfoPage>
  );
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
