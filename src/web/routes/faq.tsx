import { blocksToText } from '../../domain/content/rich-text';
import { InfoPage } from '../components/content/info-page';
import { JsonLd } from '../components/content/json-ld';
import { RichText } from '../components/content/rich-text';
import { AccordionItem } from '../components/ui/accordion';
import { faqPage } from '../platform.server';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/faq';

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  return {
    page: faqPage(context.config.site, language),
    description: serverT(language, 'info')('faq.description'),
    bankAccounts: context.config.site.bankAccounts,
    translations: translationsFor(language, ['info']),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.page.title, description: page?.description, matches, location });

/** /home/preguntas: the questions in groups of accordions, also given to search engines as a FAQPage. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  useRouteTranslation('info', loaderData.translations);
  const { page, bankAccounts } = loaderData;
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: page.groups.flatMap((group) =>
      group.items.map((item) => ({
        '@type': 'Question',
        name: item.title,
        acceptedAnswer: { '@type': 'Answer', text: blocksToText(item.blocks) },
      })),
    ),
  };
  return (
    <InfoPage title={page.title} intro={page.intro} illustration="/img/preguntas.svg" contents={page.groups}>
      <JsonLd data={structured} />
      {page.groups.map((group) => (
        <section key={group.id} id={group.id} className="info-block" aria-labelledby={`${group.id}-title`}>
          <h2 id={`${group.id}-title`}>{group.title}</h2>
          {group.items.map((item) => (
            <AccordionItem key={item.id} id={item.id} className="info-item" title={item.title}>
              <RichText blocks={item.blocks} bankAccounts={bankAccounts} />
            </AccordionItem>
          ))}
        </section>
      ))}
    </InfoPage>
  );
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
