import { bedBankText } from '../../domain/hotels/city-lookup';
import type { HotelCard } from '../../domain/hotels/hotel-filters';
import { parseHotelSearch } from '../../domain/hotels/hotel-search-query';
import { STREAM_PARAMETER, type ResultsChunk } from '../../domain/hotels/hotel-results';
import { normaliseForSearch } from '../../domain/catalogue/place-search';
import { daysUntil } from '../../domain/days';
import { perNightPrice } from '../../domain/hotels/hotel-prices';
import type { Language } from '../../domain/language';
import { HOTEL_SEARCH_CHUNK } from '../../domain/schemas/search-api';
import type { HotelResult, HotelStay } from '../../server/hotels/hotel-search.service';
import { clusterMap } from '../maps.server';
import type { AppLoadContext } from 'react-router';

/** Resolves in a later turn of the event loop, after what is waiting now (a page's first bytes, other requests). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The Spanish description as the text filter reads it, once per hotel of the bed bank in memory. */
const searchTexts = new WeakMap<HotelResult['hotel'], string>();
function searchTextOf(hotel: HotelResult['hotel']): string {
  let text = searchTexts.get(hotel);
  if (text === undefined) searchTexts.set(hotel, (text = normaliseForSearch(hotel.description.es)));
  return text;
}

function toCard(result: HotelResult, language: Language, nights: number, rank: number): HotelCard {
  const { hotel, city } = result;
  const description = bedBankText(hotel.description, language);
  return {
    code: hotel.code,
    name: hotel.name,
    stars: hotel.stars,
    image: hotel.imagePath,
    address: hotel.address,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    distance: { metres: hotel.distanceMetres, to: city.kind === 'beach' ? 'beach' : 'centre' },
    amenities: hotel.amenities,
    description: description.text,
    descriptionLanguage: description.language,
    searchText: searchTextOf(hotel),
    reviews: result.reviews,
    options: result.options.map((option) => ({
      mealPlan: option.mealPlan,
      refundable: option.refundable,
      freeUntil: option.freeUntil,
      total: option.total,
      perNight: perNightPrice(option.total, nights),
      rooms: option.rooms.map((room) => bedBankText(room.roomName, language).text),
    })),
    rank,
  };
}

/**
 * /hotel/destino's data: the search read from the address (an unreadable one goes back to the
 * form), its city, and its hotels priced in chunks of 50 (section 4). The first chunk is in the
 * page as it is sent; the others follow as they are priced when the address asks for the results
 * as they come (`flujo=1`, added by the form once JavaScript runs), and are all in the page
 * otherwise, so that without JavaScript it arrives whole.
 */
export async function loadHotelResults(request: Request, context: AppLoadContext, language: Language) {
  const url = new URL(request.url);
  const hotels = context.services.hotelSearch;
  const parsed = parseHotelSearch(url.searchParams, hotels.today());
  if (!parsed.ok) return { kind: 'invalid' as const };
  const { search } = parsed;
  const byId = search.destinationId ? await hotels.city(search.destinationId) : undefined;
  const found = byId ? [byId] : await hotels.findCities(search.cityText, 6);
  const city = found[0];
  if (!city) return { kind: 'no-city' as const, search };

  const stay: HotelStay = { checkIn: search.checkIn, checkOut: search.checkOut, rooms: search.rooms };
  const nights = daysUntil(stay.checkIn, stay.checkOut);
  const places = await hotels.places(city.id);
  const chunks: number[][] = [];
  for (let i = 0; i < places.length; i += HOTEL_SEARCH_CHUNK)
    chunks.push(places.slice(i, i + HOTEL_SEARCH_CHUNK).map((place) => place.code));

  // One chunk after the other, as the specification's client appends them, each in a task of its
  // own (so the page's first part, with the first chunk, is sent before the others are priced,
  // and other visitors' requests are answered between two chunks).
  let previous: Promise<unknown> = Promise.resolve();
  const priced = chunks.map((codes, index) => {
    const chunk: Promise<ResultsChunk> = previous
      .then(() => (index === 0 ? undefined : nextTask()))
      .then(() => hotels.search(stay, codes))
      .then((results) => ({
        cards: results.map((result, at) => toCard(result, language, nights, index * HOTEL_SEARCH_CHUNK + at)),
      }))
      .catch((error: unknown) => {
        context.log.error({ err: error, chunk: index }, 'hotel search chunk failed');
        return { failed: true as const };
      });
    previous = chunk;
    return chunk;
  });
  const [first, ...rest] = priced;
  const streaming = url.searchParams.get(STREAM_PARAMETER) === '1';
  return {
    kind: 'results' as const,
    search,
    nights,
    city: {
      id: city.id,
      name: bedBankText(city.name, language).text,
      kind: city.kind,
      country: city.country,
    },
    /** Other cities the typed name found, when the visitor did not pick one. */
    otherCities: byId
      ? []
      : found.slice(1).map((other) => ({
          id: other.id,
          name: bedBankText(other.name, language).text,
          country: other.country,
        })),
    total: places.length,
    chunkSize: HOTEL_SEARCH_CHUNK,
    first: first ? await first : { cards: [] },
    rest: streaming ? rest : await Promise.all(rest),
    map: clusterMap(
      places.map((place) => ({
        key: String(place.code),
        latitude: place.latitude,
        longitude: place.longitude,
      })),
    ),
  };
}
