import { useState } from 'react';
import { useTranslation } from '../i18n/i18n';
import { AccordionItem } from '../components/ui/accordion';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Dialog } from '../components/ui/dialog';
import { Checkbox, SelectField, TextField } from '../components/ui/field';
import { PriceTag } from '../components/ui/price-tag';
import { Tabs } from '../components/ui/tabs';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/style-guide';

const SWATCHES = ['accent', 'accentStrong', 'navy', 'sea', 'sand', 'ink'] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const t = serverT(language, 'styleguide');
  return {
    title: t('title'),
    description: t('description'),
    translations: translationsFor(language, ['styleguide']),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location, noindex: true });

/** The design system on one page: tokens and every base component, for review and screenshots. */
export default function StyleGuide({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('styleguide', loaderData.translations);
  const common = useTranslation().t;
  const { language } = useLayout();
  const [dialogOpen, setDialogOpen] = useState(false);

  return (
    <div className="container page style-guide">
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>

      <section aria-labelledby="sg-colours">
        <h2 id="sg-colours">{t('colours')}</h2>
        <ul className="swatches">
          {SWATCHES.map((swatch) => (
            <li key={swatch} className={`swatch swatch--${swatch}`}>
              <span className="swatch__chip" />
              {t(`colourNames.${swatch}`)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="sg-type">
        <h2 id="sg-type">{t('typography')}</h2>
        <p className="style-guide__display">{t('sampleHeading')}</p>
        <p className="lead">{t('sampleText')}</p>
        <p>{t('sampleText')}</p>
      </section>

      <section aria-labelledby="sg-buttons">
        <h2 id="sg-buttons">{t('buttons')}</h2>
        <div className="button-row">
          <Button>{t('primary')}</Button>
          <Button variant="secondary">{t('secondary')}</Button>
          <Button variant="ghost">{t('ghost')}</Button>
          <Button size="sm">{t('primary')}</Button>
          <Button size="lg">{t('primary')}</Button>
        </div>
      </section>

      <section aria-labelledby="sg-fields" className="style-guide__fields">
        <h2 id="sg-fields">{t('fields')}</h2>
        <div className="form-stack">
          <TextField label={t('exampleName')} name="nombre" defaultValue="Lucía" />
          <TextField
            label={t('exampleEmail')}
            name="email"
            hint={t('exampleEmailHint')}
            error={common('validation.email')}
            defaultValue="lucia@"
          />
          <SelectField
            label={t('exampleMeal')}
            name="regimen"
            options={(['all', 'half', 'breakfast'] as const).map((value) => ({
              value,
              label: t(`meals.${value}`),
            }))}
          />
          <Checkbox label={t('exampleCheckbox')} name="condiciones" />
          <Checkbox asSwitch label={t('exampleSwitch')} name="ofertas" defaultChecked />
        </div>
      </section>

      <section aria-labelledby="sg-accordion">
        <h2 id="sg-accordion">{t('accordion')}</h2>
        <AccordionItem title={t('accordionTitle')} subtitle={t('accordionSubtitle')} defaultOpen>
          <p>{t('accordionText')}</p>
        </AccordionItem>
      </section>

      <section aria-labelledby="sg-tabs">
        <h2 id="sg-tabs">{t('tabs')}</h2>
        <Tabs
          label={t('tabs')}
          tabs={[
            { id: 'hotel', label: t('tabHotel'), content: <p>{t('tabHotelText')}</p> },
            { id: 'flights', label: t('tabFlights'), content: <p>{t('tabFlightsText')}</p> },
            { id: 'extras', label: t('tabExtras'), content: <p>{t('tabExtrasText')}</p> },
          ]}
        />
      </section>

      <section aria-labelledby="sg-cards">
        <h2 id="sg-cards">{t('cards')}</h2>
        <div className="card-grid">
          {[1234.2, 899, 2150].map((price, index) => (
            <Card
              key={price}
              media={<img src="/img/hero-caribe.svg" alt="" width={1200} height={640} loading="lazy" />}
            >
              <h3>
                {t('cardTitle')} {index + 1}
              </h3>
              <p className="card__meta">{t('cardText')}</p>
              <PriceTag euros={price} language={language} prefix={t('from')} suffix={t('perPerson')} />
            </Card>
          ))}
        </div>
      </section>

      <section aria-labelledby="sg-notices" className="form-stack">
        <h2 id="sg-notices">{t('notices')}</h2>
        <div className="notice">
          <p>{t('noticeInfo')}</p>
        </div>
        <div className="notice notice--error">
          <p>{t('noticeError')}</p>
        </div>
      </section>

      <section aria-labelledby="sg-dialog">
        <h2 id="sg-dialog">{t('dialog')}</h2>
        <Button variant="secondary" onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
          {t('openDialog')}
        </Button>
        <Dialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          title={t('dialogTitle')}
          closeLabel={common('actions.close')}
        >
          <p>{t('dialogText')}</p>
          <Button onClick={() => setDialogOpen(false)}>{t('primary')}</Button>
        </Dialog>
      </section>
    </div>
  );
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
