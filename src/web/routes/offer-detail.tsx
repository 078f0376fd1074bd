import { shareablePicture } from '../../domain/catalogue/photo-variants';
import { CARD_SIZES, CataloguePicture, HERO_SIZES } from '../components/catalogue/catalogue-picture';
import { JsonLd } from '../components/content/json-ld';
import { data, Form, Link, redirect, useNavigate } from 'react-router';
import { OfferNotFound } from '../components/offer/offer-not-found';
import { partyParameters, partyToSearchParams, type PartyRoom } from '../../domain/catalogue/party';
import { partyAfterAction } from '../../domain/catalogue/party-query';
import { originCityName } from '../../domain/constants';
import { counted, partyText } from '../../domain/counted';
import { compactToIso, isoToCompact } from '../../domain/days';
import {
  calendarMonthFromSearchParams,
  excursionsAfterChange,
  selectionFromSearchParams,
  switchedRoomsFromSearchParams,
} from '../../domain/booking/offer-selection';
import {
  excursionsToSearchParams,
  selectionToSearchParams,
  type OfferSelection,
} from '../../domain/booking/offer-address';
import { formatDate, formatPrice } from '../../domain/format';
import { roomLetter } from '../../domain/pricing/room-letters';
import { LocationMap } from '../components/catalogue/location-map';
import { Stars } from '../components/catalogue/stars';
import { BookBar } from '../components/offer/book-bar';
import { BreakdownTable } from '../components/offer/breakdown-table';
import { PartyForm } from '../components/offer/party-form';
import { OfferExtras } from '../components/offer/offer-extras';
import { itineraryInLanguage, OfferItinerary } from '../components/offer/offer-itinerary';
import { OfferNotes } from '../components/offer/offer-notes';
import { PriceCalendar } from '../components/offer/price-calendar';
import { UseMyLocation } from '../components/offer/use-my-location';
import { SelectField } from '../components/ui/field';
import { useRouteTranslation } from '../i18n/i18n';
import { serverT, translationsFor } from '../i18n/translations.server';
import { placeMap } from '../maps.server';
import { requestLanguage } from '../request-language.server';
import { useLayout } from '../root-data';
import { pageMeta } from '../seo';
import type { Route } from './+types/offer-detail';
import { KEEPABLE_PAGE_HEADERS } from '../../server/http/page-cache';

interface RoomProblem {
  kind: 'none' | 'switched' | 'switchedAdults';
  letter: string;
  count: number;
  max: number;
  room: string;
  from: string;
}

/** The excursion buttons (xadd with xdia, xdel) become a new address. */
function extraAction(url: URL): string | undefined {
  const excursions = excursionsAfterChange(url.searchParams);
  if (!excursions) return undefined;
  const params = excursionsToSearchParams(excursions, new URLSearchParams(url.searchParams));
  const changed = url.searchParams.get('xadd') ?? url.searchParams.get('xdel');
  for (const key of ['xadd', 'xdel', 'xdia']) params.delete(key);
  // Back at the excursion just added or removed, not at the top of the page.
  return `${url.pathname}?${params.toString()}${changed && /^\d+$/.test(changed) ? `#excursion-${changed}` : ''}`;
}

/** The room actions of the party form (add, remove) become a new address. */
function roomAction(url: URL): string | undefined {
  const rooms = partyAfterAction(url.searchParams);
  if (!rooms) return undefined;
  const params = partyToSearchParams(rooms, new URLSearchParams(url.searchParams));
  params.delete('accion');
  return `${url.pathname}?${params.toString()}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const moved = roomAction(url) ?? extraAction(url);
  if (moved) throw redirect(moved);
  const language = requestLanguage(request, context);
  const t = serverT(language, 'offer');
  const translations = translationsFor(language, ['offer', 'catalogue']);
  const params = url.searchParams;
  const selection = selectionFromSearchParams(params);
  const notFound = () => data({ title: t('notFoundTitle'), translations }, { status: 404 });
  if (!selection) throw notFound();
  const quote = await context.services.offers.quote(
    selection,
    language,
    calendarMonthFromSearchParams(params),
  );
  if (!quote) throw notFound();
  const { selected, choices } = quote;
  // The party priced: the room option each room really got. An address that says otherwise (a
  // room its party does not fit, a child of 14, a missing age) is sent to the one that agrees with
  // the selects, the breakdown and the table, noting which rooms were switched (cambio=n-id).
  // A room without a room type in the address keeps none while it gets the first option.
  const firstOption = quote.rooms?.[0]?.id_habitacion;
  const party: PartyRoom[] = choices.map((choice) =>
    choice.chosen && (choice.room.roomId !== undefined || choice.chosen.id_habitacion !== firstOption)
      ? { ...choice.room, roomId: choice.chosen.id_habitacion }
      : choice.room,
  );
  if (partyParameters(params) !== '') {
    const canonical = partyToSearchParams(party, new URLSearchParams(params));
    if (partyParameters(canonical) !== partyParameters(params)) {
      canonical.delete('cambio');
      choices.forEach((choice, index) => {
        if (choice.switchedFrom)
          canonical.append('cambio', `${index + 1}-${choice.switchedFrom.id_habitacion}`);
      });
      throw redirect(`${url.pathname}?${canonical.toString()}`);
    }
  }
  // The address says the day the page shows: a day not sold (a stale link, another length that
  // leaves on other weekdays) moves to the nearest one sold, and `pedido` keeps the day asked for
  // the notice, so a copied link opens what was seen.
  if (selection.day && selected && selected.day !== selection.day) {
    const shown = new URLSearchParams(params);
    shown.set('dia', isoToCompact(selected.day));
    shown.set('pedido', isoToCompact(selection.day));
    throw redirect(`${url.pathname}?${shown.toString()}`);
  }
  const askedDay = compactToIso(params.get('pedido'));
  const { origin } = quote;
  const month = quote.month ?? '';
  const { accommodation } = quote;
  const destinationName = quote.destination?.nombre ?? accommodation.id_destino;
  const roomOptions = quote.rooms ?? [];
  const switched = switchedRoomsFromSearchParams(params).flatMap(({ room, from }): RoomProblem[] => {
    const previous = roomOptions.find((option) => option.id_habitacion === from);
    const choice = choices[room - 1];
    if (!previous || !choice?.chosen || choice.chosen.id_habitacion === from) return [];
    const tooManyAdults = choice.room.adults > previous.maxAdultos;
    return [
      {
        kind: tooManyAdults ? 'switchedAdults' : 'switched',
        letter: roomLetter(room - 1).toUpperCase(),
        count: choice.beds,
        max: tooManyAdults ? previous.maxAdultos : previous.maxPersonas,
        room: choice.chosen.nombreHabitacion,
        from: previous.nombreHabitacion,
      },
    ];
  });
  return {
    ...quote,
    itinerary: itineraryInLanguage(quote.itinerary, quote.stationNames),
    translations,
    title: t('title', { accommodation: accommodation.nombre, destination: destinationName }),
    description: selected
      ? t('description', {
          accommodation: accommodation.nombre,
          stars: counted(t, 'stars', accommodation.categoria),
          destination: destinationName,
          city: originCityName(origin, language),
          nights: counted(t, 'nights', selected.nights),
          price: formatPrice(selected.pricePerPerson, language),
        })
      : '',
    origin,
    nights: quote.nights,
    asked: { origin: originCityName(selection.origin, language), nights: selection.nights },
    askedDay: askedDay && askedDay !== selected?.day ? askedDay : undefined,
    month,
    party,
    roomProblems: [
      ...choices.flatMap((choice, index): RoomProblem[] =>
        choice.chosen
          ? []
          : [
              {
                kind: 'none',
                letter: roomLetter(index).toUpperCase(),
                count: choice.beds,
                max: 0,
                room: '',
                from: '',
              },
            ],
      ),
      ...switched,
    ],
    grandTotal: quote.total,
    map: placeMap(accommodation, 'hotel'),
  };
}

/** The page depends on its address, language, cookies and the catalogue only: it may be kept. */
export const headers: Route.HeadersFunction = () => KEEPABLE_PAGE_HEADERS;

export const meta: Route.MetaFunction = ({ data: page, matches, location, error }) => {
  if (error || !page)
    return [
      { title: (error as { data?: { title?: string } } | undefined)?.data?.title ?? '404' },
      { name: 'robots', content: 'noindex' },
    ];
  const tags = pageMeta({
    title: page.title,
    description: page.description,
    matches,
    location,
    image: page.accommodation.caratula,
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
  const { language, site, origin: siteOrigin } = useLayout();
  const navigate = useNavigate();
  const { accommodation, selected, breakdown, destination } = loaderData;
  const selection: OfferSelection = {
    accommodationId: accommodation.id_alojamiento,
    origin: loaderData.origin,
    nights: loaderData.nights,
    day: selected?.day,
    party: loaderData.party,
    excursions: loaderData.excursions.lines,
  };
  const keep = (change: Record<string, string | undefined>) => {
    const params = selectionToSearchParams(selection, language);
    params.set('mes', loaderData.month.replace('-', ''));
    // An empty value removes the parameter (a new origin starts again from its cheapest day).
    for (const [key, value] of Object.entries(change)) {
      if (value === '') params.delete(key);
      else if (value) params.set(key, value);
    }
    if (change.dia !== undefined) params.delete('mes');
    return `/detalleservicio?${params.toString()}`;
  };
  const hidden: Record<string, string> = {
    alojamiento: String(accommodation.id_alojamiento),
    origen: loaderData.origin,
    noches: String(loaderData.nights),
    idioma: language,
  };
  if (selected) hidden.dia = isoToCompact(selected.day);
  const bookHref = keep({}).replace('/detalleservicio?', '/reserva?');
  const jsonLd = selected
    ? {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: accommodation.nombre,
        description: accommodation.descripcion,
        image: `${siteOrigin}${shareablePicture(accommodation.caratula)}`,
        starRating: { '@type': 'Rating', ratingValue: accommodation.categoria },
        geo: {
          '@type': 'GeoCoordinates',
          latitude: accommodation.latitude,
          longitude: accommodation.longitude,
        },
        makesOffer: {
          '@type': 'Offer',
          price: selected.pricePerPerson,
          priceCurrency: 'EUR',
          availabilityStarts: selected.day,
          url: `${siteOrigin}${keep({})}`,
        },
      }
    : null;

  return (
    <div className="container page offer-page">
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
      {destination ? (
        <p>
          <Link
            className="standalone-link"
            to={`/alojamientoDestino?destino=${encodeURIComponent(destination.slug)}&idioma=${language}`}
          >
            ← {t('backToDestination', { destination: destination.nombre })}
          </Link>
        </p>
      ) : null}
      <section className="offer-hero" aria-labelledby="offer-title">
        <div className="offer-gallery">
          <CataloguePicture
            className="offer-hero__image"
            src={accommodation.caratula}
            sizes={HERO_SIZES}
            fetchPriority="high"
          />
          {destination ? (
            <CataloguePicture
              className="offer-gallery__thumb"
              src={destination.caratula}
              sizes={CARD_SIZES}
              loading="lazy"
              decoding="async"
            />
          ) : null}
          {loaderData.map ? (
            <LocationMap
              map={loaderData.map}
              label={catalogueT('destination.mapLabel', {
                destination: accommodation.nombre,
                latitude: accommodation.latitude,
                longitude: accommodation.longitude,
              })}
            />
          ) : null}
        </div>
        <div>
          <p className="badge">{destination?.nombre}</p>
          <h1 id="offer-title">{accommodation.nombre}</h1>
          <Stars count={accommodation.categoria} label={counted(t, 'stars', accommodation.categoria)} />
          <p className="lead">{accommodation.descripcion}</p>
          <p>
            <strong>{t('mealPlan')}</strong> <span className="chip chip--meal">{accommodation.regimen}</span>
          </p>
          <ul className="chips" aria-label={catalogueT('filters.amenities')}>
            {accommodation.servicios.map((amenity) => (
              <li key={amenity} className="chip">
                {catalogueT(`amenities.${amenity}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="offer-section" aria-labelledby="calendar-title">
        <h2 id="calendar-title">{t('calendar.title')}</h2>
        <p>{t('calendar.intro')}</p>
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
          {[...new URLSearchParams(keep({ origen: '', noches: '', mes: '' }).split('?')[1]).entries()].map(
            ([name, value], index) => (
              <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
            ),
          )}
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
        {loaderData.askedDay && selected ? (
          <p className="notice notice--warning" role="alert">
            {loaderData.askedDay < loaderData.offerDate
              ? t('calendar.tooSoon', {
                  from: formatDate(loaderData.offerDate, language),
                  day: formatDate(selected.day, language),
                })
              : t('calendar.unavailable', {
                  asked: formatDate(loaderData.askedDay, language),
                  day: formatDate(selected.day, language),
                })}
          </p>
        ) : null}
        {loaderData.calendar.length > 0 && selected ? (
          <PriceCalendar
            days={loaderData.calendar}
            months={loaderData.calendarMonths}
            month={loaderData.month}
            selectedDay={selected.day}
            cheapestDay={loaderData.cheapestDay}
            language={language}
            hrefFor={keep}
          />
        ) : (
          <p className="notice">{t('calendar.noDays', { phone: site.phone.display })}</p>
        )}
      </section>

      {selected ? (
        <div className="offer-columns">
          <section className="offer-section" aria-labelledby="party-title">
            <h2 id="party-title">{t('party.title')}</h2>
            {loaderData.roomProblems.map((problem) => (
              <p key={problem.letter} className="notice notice--warning" role="alert">
                {problem.kind === 'none'
                  ? t('party.noRoomFits', { count: problem.count })
                  : t(problem.kind === 'switched' ? 'party.tooMany' : 'party.tooManyAdults', {
                      letter: problem.letter,
                      max: counted(t, problem.kind === 'switched' ? 'people' : 'adults', problem.max),
                      room: problem.room,
                      from: problem.from,
                    })}
              </p>
            ))}
            <PartyForm rooms={loaderData.party} options={loaderData.rooms ?? []} hidden={hidden} />
          </section>

          <section className="offer-section offer-summary" aria-labelledby="breakdown-title">
            <h2 id="breakdown-title">{t('breakdown.title')}</h2>
            <p>
              {formatDate(selected.day, language)} · {counted(t, 'nights', selected.nights)} ·{' '}
              {partyText(t, loaderData.size)}
            </p>
            {breakdown ? (
              <BreakdownTable breakdown={breakdown} extras={loaderData.excursions} language={language} />
            ) : (
              <p className="notice notice--warning">
                {t('breakdown.unpriced')} <a href="#party-title">{t('breakdown.toParty')}</a>
              </p>
            )}
            <p className="form-note">
              {t('breakdown.includes', {
                nights: counted(t, 'nights', selected.nights),
                meal: accommodation.regimen.toLowerCase(),
              })}
            </p>
            {breakdown ? (
              <>
                <Link className="btn btn--primary btn--lg btn--block" to={bookHref}>
                  {t('book')}
                </Link>
                <p className="form-note">{t('bookHint')}</p>
              </>
            ) : null}
          </section>
        </div>
      ) : null}

      {selected ? <OfferItinerary segments={loaderData.itinerary} language={language} /> : null}

      {selected && loaderData.extras.length > 0 ? (
        <OfferExtras
          groups={loaderData.extras}
          chosen={loaderData.excursions.lines}
          hiddenFields={[...new URLSearchParams(keep({}).split('?')[1]).entries()]}
          language={language}
        />
      ) : null}

      {selected ? <OfferNotes notes={loaderData.notes} taxes={loaderData.taxes} language={language} /> : null}

      {selected && breakdown && loaderData.total !== null ? (
        <BookBar
          total={loaderData.total}
          day={selected.day}
          nights={selected.nights}
          href={bookHref}
          language={language}
        />
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <OfferNotFound error={error} />;
}
