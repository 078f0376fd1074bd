import { shareablePicture } from '../../domain/catalogue/photo-variants';
import { CARD_SIZES, CataloguePicture, HERO_SIZES } from '../components/catalogue/catalogue-picture';
import { JsonLd } from '../components/content/json-ld';
import { Form, Link, useLocation, useNavigate } from 'react-router';
import { listingAddressFromOffer } from '../../domain/catalogue/holiday-search';
import { OfferNotFound, offerErrorMeta } from '../components/offer/offer-not-found';
import { OfferChoices, schemaOffer, useOfferAddress } from '../components/offer/offer-choices';
import { loadOfferPage } from './offer-page.server';
import { originCityName } from '../../domain/constants';
import { counted } from '../../domain/counted';
import { formatPrice } from '../../domain/format';
import { LocationMap } from '../components/catalogue/location-map';
import { Stars } from '../components/catalogue/stars';
import { UseMyLocation } from '../components/offer/use-my-location';
import { SelectField } from '../components/ui/field';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT } from '../i18n/translations.server';
import { placeMap } from '../maps.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/offer-detail';
import { KEEPABLE_PAGE_HEADERS } from '../platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadOfferPage(request, context);
  const { language, accommodation, selected } = page;
  const t = serverT(language, 'offer');
  const destinationName = page.destination?.name ?? accommodation.destinationCode;
  return {
    ...page,
    title: t('title', { accommodation: accommodation.name, destination: destinationName }),
    description: selected
      ? t('description', {
          accommodation: accommodation.name,
          stars: counted(t, 'stars', accommodation.stars),
          destination: destinationName,
          city: originCityName(page.origin, language),
          nights: counted(t, 'nights', selected.nights),
          price: formatPrice(selected.pricePerPerson, language),
        })
      : '',
    map: placeMap(accommodation, 'hotel'),
  };
}

/** The page depends on its address, language, cookies and the catalogue only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (error || !page) return offerErrorMeta(error);
  const tags = pageMeta({
    title: page.title,
    description: page.description,
    matches,
    location,
    image: page.accommodation.picture,
  });
  if (page.selected) {
    tags.push(
      { property: 'product:price:amount', content: String(page.selected.pricePerPerson) },
      { property: 'product:price:currency', content: 'EUR' },
    );
  }
  return tags;
};

export default function OfferDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('offer', loaderData.translations);
  const { t: catalogueT } = useRouteTranslation('catalogue', loaderData.translations);
  const { language, origin: siteOrigin } = useLayout();
  const navigate = useNavigate();
  const location = useLocation();
  const { accommodation, selected, destination } = loaderData;
  const { keep } = useOfferAddress(loaderData, language);
  const jsonLd = selected
    ? {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: accommodation.name,
        description: accommodation.description,
        image: `${siteOrigin}${shareablePicture(accommodation.picture)}`,
        starRating: { '@type': 'Rating', ratingValue: accommodation.stars },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: accommodation.latitude,
          longitude: accommodation.longitude,
        },
        makesOffer: schemaOffer(selected, `${siteOrigin}${keep({})}`),
      }
    : null;

  return (
    <div className="container page offer-page">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {destination ? (
        <p>
          <Link
            className="standalone-link"
            to={listingAddressFromOffer(new URLSearchParams(location.search), destination.slug, language)}
          >
            ← {t('backToDestination', { destination: destination.name })}
          </Link>
        </p>
      ) : null}
      <section className="offer-hero" aria-labelledby="offer-title">
        <div className="offer-gallery">
          <CataloguePicture
            className="offer-hero__image"
            src={accommodation.picture}
            sizes={HERO_SIZES}
            fetchPriority="high"
          />
          {destination ? (
            <CataloguePicture
              className="offer-gallery__thumb"
              src={destination.picture}
              sizes={CARD_SIZES}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {loaderData.map ? (
            <LocationMap
              map={loaderData.map}
              label={catalogueT('destination.mapLabel', {
                destination: accommodation.name,
                latitude: accommodation.latitude,
                longitude: accommodation.longitude,
              })}
            />
          ) : null}
        </div>
        <div>
          <p className="badge">{destination?.name}</p>
          <h1 id="offer-title">{accommodation.name}</h1>
          <Stars count={accommodation.stars} label={counted(t, 'stars', accommodation.stars)} />
          <p className="lead">{accommodation.description}</p>
          <p>
            <strong>{t('mealPlan')}</strong> <span className="chip chip--meal">{accommodation.mealPlan}</span>
          </p>
          <ul className="chips" aria-label={catalogueT('filters.amenities')}>
            {accommodation.amenities.map((amenity) => (
              <li key={amenity} className="chip">
                {catalogueT(`amenities.${amenity}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <OfferChoices
        page={loaderData}
        stars={accommodation.stars}
        includes={t('breakdown.includes', {
          nights: counted(t, 'nights', loaderData.nights),
          meal: accommodation.mealPlan.toLowerCase(),
        })}
        options={
          <>
            {/* A client-side navigation, so Back redraws the selects from the address (a document
            navigation would come back from the browser's cache with the select as it was left). */}
            <Form
              key={`${loaderData.origin}-${loaderData.nights}`}
              method="get"
              action="/detalleservicio"
              className="offer-options"
              autoComplete="off"
              preventScrollReset
            >
              {/* Everything else the visitor chose (party, rooms, day, excursions) goes with the new origin or length. */}
              {[
                ...new URLSearchParams(keep({ origen: '', noches: '', mes: '' }).split('?')[1]).entries(),
              ].map(([name, value], index) => (
                <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
              ))}
              <SelectField
                label={t('options.origin')}
                name="origen"
                defaultValue={loaderData.origin}
                options={loaderData.origins.map((code) => ({
                  value: code,
                  label: originCityName(code, language),
                }))}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              />
              <UseMyLocation
                origins={loaderData.origins}
                onCity={(code) => navigate(keep({ origen: code, dia: '' }))}
              />
              <SelectField
                label={t('options.nights')}
                name="noches"
                defaultValue={String(loaderData.nights)}
                options={loaderData.nightsOptions.map((count) => ({
                  value: String(count),
                  label: counted(t, 'nights', count),
                }))}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
              />
            </Form>
            {loaderData.originUnavailable || loaderData.nightsUnavailable ? (
              <p className="notice notice--warning" role="status">
                {loaderData.originUnavailable
                  ? t('options.originUnavailable', {
                      asked: loaderData.asked.origin,
                      city: originCityName(loaderData.origin, language),
                    })
                  : t('options.nightsUnavailable', {
                      asked: counted(t, 'nights', loaderData.asked.nights),
                      nights: counted(t, 'nights', loaderData.nights),
                      city: originCityName(loaderData.origin, language),
                    })}
              </p>
            ) : null}
          </>
        }
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfferNotFound error={error} />;
}
