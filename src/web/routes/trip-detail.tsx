import { data, Form, Link } from 'react-router';
import { offerPaths } from '../../domain/booking/offer-address';
import { shareablePicture } from '../../domain/catalogue/photo-variants';
import { counted } from '../../domain/counted';
import { formatPrice } from '../../domain/format';
import { CARD_SIZES, CataloguePicture, HERO_SIZES } from '../components/catalogue/catalogue-picture';
import { LocationMap } from '../components/catalogue/location-map';
import { Stars } from '../components/catalogue/stars';
import { JsonLd } from '../components/content/json-ld';
import { OfferChoices, schemaOffer, useOfferAddress } from '../components/offer/offer-choices';
import { OfferNotFound, offerErrorMeta } from '../components/offer/offer-not-found';
import { Button } from '../components/ui/button';
import { PriceTag } from '../components/ui/price-tag';
import { TripHighlights } from '../components/trips/trip-highlights';
import { SelectField } from '../components/ui/field';
import { useRouteTranslation, useTranslation } from '../i18n/i18n';
import { serverT } from '../i18n/translations.server';
import { routeMap } from '../maps.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import { loadOfferPage } from './offer-page.server';
import type { Route } from './+types/trip-detail';
import { KEEPABLE_PAGE_HEADERS } from '../platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await loadOfferPage(request, context, ['trips']);
  const { language, selection, stays, selected } = page;
  const t = serverT(language, 'trips');
  const trip = selection.trip;
  if (!trip) throw data({ title: serverT(language, 'offer')('notFoundTitle') }, { status: 404 });
  const { trips } = context.services.catalogue;
  const [name, title, facts] = await Promise.all([
    trips.name(trip, language),
    trips.title(trip, language),
    trip.kind === 'circuit' ? trips.circuitFacts(trip.id, language) : null,
  ]);
  const names = stays.map((stay) => stay.destination?.name ?? stay.accommodation.destinationCode);
  const category = trip.kind === 'circuit' ? trip.category : undefined;
  const categoryName = category ? t(`circuit.categoryNames.${category}`) : '';
  const fromForTwo =
    facts?.categories.find((entry) => entry.category === category)?.from?.total ??
    (trip.kind === 'combined' ? await trips.combinedFromForTwo(trip.id) : null);
  const description =
    trip.kind === 'combined'
      ? t('combined.detailDescription', {
          name,
          nights: counted(t, 'nights', page.nights),
          price: formatPrice(fromForTwo ?? 0, language),
        })
      : t('circuit.detailDescription', {
          name,
          days: counted(t, 'days', facts?.days.length ?? page.nights + 1),
          category: categoryName,
          price: formatPrice(fromForTwo ?? 0, language),
        });
  return {
    ...page,
    kind: trip.kind,
    name: name ?? '',
    title: title ?? '',
    description: selected ? description : '',
    category,
    categories: (facts?.categories ?? []).map((entry) => ({
      category: entry.category,
      name: t(`circuit.categoryNames.${entry.category}`),
      fromForTwo: entry.from?.total ?? 0,
    })),
    highlights: facts?.highlights ?? [],
    programme: facts?.days ?? [],
    parameters: facts
      ? {
          country:
            (await context.services.catalogue.countryName(facts.route.countryCode, language)) ??
            facts.route.countryCode,
          arrival:
            stays.find((stay) => stay.accommodation.destinationCode === facts.route.destinationCode)
              ?.destination?.name ?? facts.route.destinationCode,
          hotels: facts.route.accommodationIds.length,
        }
      : null,
    fromForTwo: fromForTwo ?? null,
    listHref: trip.kind === 'combined' ? '/combinados' : '/circuitos',
    route: routeMap(
      stays.map((stay, index) => ({
        latitude: stay.accommodation.latitude,
        longitude: stay.accommodation.longitude,
        name: names[index] ?? '',
      })),
    ),
    routeLabel: t('routeLabel', { stops: names.join(' → ') }),
  };
}

/** The page depends on its address, language, cookies and the catalogue only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (error || !page) return offerErrorMeta(error);
  return pageMeta({
    title: page.title,
    description: page.description,
    matches,
    location,
    image: page.stays[0]?.accommodation.picture,
  });
};

/**
 * /combinados/detallecombinado and /circuitos/detallecircuito: a trip's stays (a circuit's stops
 * in the category chosen), route, programme, then the calendar, rooms and travellers, breakdown,
 * flights and notes of every offer page.
 */
export default function TripDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useRouteTranslation('trips', loaderData.translations);
  const { t: catalogueT } = useRouteTranslation('catalogue', loaderData.translations);
  const { language, origin: siteOrigin } = useLayout();
  const { selected, stays, kind } = loaderData;
  const { keep } = useOfferAddress(loaderData, language);
  const first = stays[0]?.accommodation;
  const nights = counted(t, 'nights', loaderData.nights);
  const jsonLd = selected
    ? {
        '@context': 'https://schema.org',
        '@type': 'TouristTrip',
        name: loaderData.title,
        description: loaderData.description,
        image: first ? `${siteOrigin}${shareablePicture(first.picture)}` : undefined,
        touristType: kind === 'circuit' ? 'Circuito con guía' : 'Viaje combinado',
        itinerary: {
          '@type': 'ItemList',
          itemListElement: stays.map((stay, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            item: {
              '@type': 'Place',
              name: stay.destination?.name ?? stay.accommodation.destinationCode,
              geo: {
                '@type': 'GeoCoordinates',
                latitude: stay.accommodation.latitude,
                longitude: stay.accommodation.longitude,
              },
            },
          })),
        },
        offers: schemaOffer(selected, `${siteOrigin}${keep({})}`),
      }
    : null;

  return (
    <div className="container page offer-page trip-page">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      <p>
        <Link className="standalone-link" to={loaderData.listHref}>
          ← {t(kind === 'combined' ? 'combined.back' : 'circuit.back')}
        </Link>
      </p>
      <section className="offer-hero" aria-labelledby="offer-title">
        <div className="offer-gallery">
          {first ? (
            <CataloguePicture
              className="offer-hero__image"
              // The first destination's picture: each stay below shows its own hotel.
              src={stays[0]?.destination?.picture ?? first.picture}
              sizes={HERO_SIZES}
              fetchPriority="high"
            />
          ) : null}
          {loaderData.route ? <LocationMap map={loaderData.route} label={loaderData.routeLabel} /> : null}
        </div>
        <div>
          <p className="badge">{t(kind === 'combined' ? 'combined.badge' : 'circuit.badge')}</p>
          <h1 id="offer-title">{loaderData.name}</h1>
          <p className="lead">
            {kind === 'circuit'
              ? `${counted(t, 'days', loaderData.programme.length || loaderData.nights + 1)} · ${nights}`
              : nights}
            {' · '}
            {stays.map((stay) => stay.destination?.name ?? stay.accommodation.destinationCode).join(' → ')}
          </p>
          <TripHighlights highlights={loaderData.highlights} />
          {loaderData.fromForTwo ? (
            <PriceTag
              euros={loaderData.fromForTwo}
              language={language}
              prefix={t('from')}
              suffix={t('forTwo')}
              size="lg"
            />
          ) : null}
          {kind === 'circuit' && loaderData.categories.length > 0 ? (
            <CategoryChoice
              categories={loaderData.categories}
              category={loaderData.category}
              keepFields={[...new URLSearchParams(keep({ categoria: '', mes: '' }).split('?')[1]).entries()]}
              action={offerPaths(loaderData.selection.trip).detail}
            />
          ) : null}
        </div>
      </section>

      {kind === 'circuit' && loaderData.programme.length > 0 ? (
        <section className="offer-section" aria-labelledby="programme-title">
          <h2 id="programme-title">{t('circuit.programme')}</h2>
          <ol className="programme">
            {loaderData.programme.map((day) => (
              <li key={day.day} className="programme__day">
                <h3 className="programme__title">
                  <span className="programme__number">{t('circuit.day', { number: day.day })}</span>{' '}
                  {day.title}
                </h3>
                <p>{day.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className="offer-section" aria-labelledby="stays-title">
        <h2 id="stays-title">
          {kind === 'combined'
            ? t('combined.staysTitle')
            : t('circuit.hotelsTitle', {
                category: loaderData.category ? t(`circuit.categoryNames.${loaderData.category}`) : '',
              })}
        </h2>
        <ol className="stays">
          {stays.map((stay, index) => {
            const destination = stay.destination?.name ?? stay.accommodation.destinationCode;
            const next = stays[index + 1];
            const nextName = next?.destination?.name ?? next?.accommodation.destinationCode ?? '';
            return (
              <li key={`${stay.accommodation.id}-${index}`} className="stay">
                <CataloguePicture
                  className="stay__image"
                  src={stay.accommodation.picture}
                  sizes={CARD_SIZES}
                  loading="lazy"
                  decoding="async"
                />
                <div className="stay__body">
                  <p className="offer-card__destination">
                    {stay.nights
                      ? t('combined.stayHeading', {
                          destination,
                          nights: counted(t, 'nights', stay.nights),
                        })
                      : destination}
                  </p>
                  <h3 className="stay__name">{stay.accommodation.name}</h3>
                  <Stars
                    count={stay.accommodation.stars}
                    label={counted(t, 'stars', stay.accommodation.stars)}
                  />
                  <p>
                    <span className="chip chip--meal">{stay.accommodation.mealPlan}</span>
                  </p>
                  <p className="stay__description">{stay.accommodation.description}</p>
                  {stay.accommodation.amenities.length > 0 ? (
                    <ul className="chips" aria-label={catalogueT('filters.amenities')}>
                      {stay.accommodation.amenities.map((amenity) => (
                        <li key={amenity} className="chip">
                          {catalogueT(`amenities.${amenity}`)}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {stay.transferToNext ? (
                  <p className="stay__transfer">
                    {stay.transferToNext.kind === 'road'
                      ? t('combined.transferRoad', {
                          destination: nextName,
                          hours: new Intl.NumberFormat(language).format(stay.transferToNext.hours),
                          km: stay.transferToNext.km,
                        })
                      : t('combined.transferFlight', { destination: nextName, km: stay.transferToNext.km })}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {loaderData.parameters ? (
          <dl className="facts trip-facts" aria-label={t('circuit.parameters')}>
            <div>
              <dt>{t('circuit.parametersCountry')}</dt>
              <dd>{loaderData.parameters.country}</dd>
            </div>
            <div>
              <dt>{t('circuit.parametersArrival')}</dt>
              <dd>{loaderData.parameters.arrival}</dd>
            </div>
            <div>
              <dt>{t('circuit.parametersHotels')}</dt>
              <dd>
                {t('circuit.hotelsInRoute', {
                  count: loaderData.parameters.hotels,
                  categories: loaderData.categories.map((entry) => entry.name).join(', '),
                })}
              </dd>
            </div>
          </dl>
        ) : null}
      </section>

      <OfferChoices
        page={loaderData}
        calendarIntro={t(kind === 'combined' ? 'combined.calendarIntro' : 'circuit.calendarIntro')}
        includes={
          kind === 'combined'
            ? t('combined.includes', { nights })
            : t('circuit.includes', {
                nights,
                category: loaderData.category ? t(`circuit.categoryNames.${loaderData.category}`) : '',
              })
        }
      />
    </div>
  );
}

/** The circuit's hotel category: another one prices another service (its hotels, calendar and total). */
function CategoryChoice({
  categories,
  category,
  keepFields,
  action,
}: {
  categories: { category: string; name: string; fromForTwo: number }[];
  category: string | undefined;
  keepFields: [string, string][];
  action: string;
}) {
  const { t } = useTranslation('trips');
  const { language } = useLayout();
  return (
    <Form
      key={category}
      method="get"
      action={action}
      className="offer-options trip-category"
      autoComplete="off"
      preventScrollReset
    >
      {keepFields.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <SelectField
        label={t('circuit.category')}
        name="categoria"
        hint={t('circuit.categoryHint')}
        defaultValue={category?.toLowerCase()}
        options={categories.map((entry) => ({
          value: entry.category.toLowerCase(),
          label: t('circuit.categoryOption', {
            category: entry.name,
            price: formatPrice(entry.fromForTwo, language),
          }),
        }))}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      />
      <Button type="submit" variant="secondary">
        {t('circuit.applyCategory')}
      </Button>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfferNotFound error={error} />;
}
