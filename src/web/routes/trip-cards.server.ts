import type { AppLoadContext } from 'react-router';
import { tripDetailHref } from '../../domain/booking/offer-address';
import { counted } from '../../domain/counted';
import type { Language } from '../../domain/language';
import type { TripCardData } from '../components/trips/trip-card';
import { serverT } from '../i18n/translations.server';
import { routeMap } from '../maps.server';

type TripCard = TripCardData & { id: number };

function stopLine(t: ReturnType<typeof serverT>, name: string, nights: number | null) {
  return nights ? t('combined.stayLine', { destination: name, nights: counted(t, 'nights', nights) }) : name;
}

/**
 * The combined trips' cards, as their list and the home page show them: the route as the
 * picture, the stays with their nights and the engine's price for two.
 */
export async function combinedCards(context: AppLoadContext, language: Language): Promise<TripCard[]> {
  const t = serverT(language, 'trips');
  const combined = await context.services.catalogue.trips.combinedList(language);
  return combined.map((trip) => {
    const names = trip.stays.map((stay) => stay.destination?.name ?? stay.accommodation.destinationCode);
    return {
      id: trip.id,
      href: tripDetailHref({ kind: 'combined', id: trip.id }, language),
      name: trip.name,
      kicker: `${t('combined.badge')} · ${counted(t, 'nights', trip.nights)}`,
      stops: trip.stays.map((stay, index) => stopLine(t, names[index] ?? '', stay.nights)),
      map: routeMap(
        trip.stays.map((stay, index) => ({
          latitude: stay.accommodation.latitude,
          longitude: stay.accommodation.longitude,
          name: names[index] ?? '',
        })),
        'routeCard',
      ),
      mapLabel: t('routeLabel', { stops: names.join(' → ') }),
      priceForTwo: trip.from.total,
      cta: t('combined.see'),
    };
  });
}

/** The circuits' cards: a photo, the stops, highlights, hotel categories and the price for two. */
export async function circuitCards(context: AppLoadContext, language: Language): Promise<TripCard[]> {
  const t = serverT(language, 'trips');
  const circuits = await context.services.catalogue.trips.circuitList(language);
  return circuits.map((circuit) => {
    const names = circuit.stops.map((stop) => stop.destination?.name ?? '');
    return {
      id: circuit.id,
      href: tripDetailHref({ kind: 'circuit', id: circuit.id, category: undefined }, language),
      name: circuit.name,
      kicker: `${t('circuit.badge')} · ${counted(t, 'days', circuit.days)}`,
      stops: circuit.stops.map((stop, index) => stopLine(t, names[index] ?? '', stop.nights)),
      highlights: circuit.highlights,
      image: circuit.stops[0]?.destination?.picture,
      mapLabel: t('routeLabel', { stops: names.join(' → ') }),
      note: t('circuit.categories', {
        categories: circuit.categories.map((category) => t(`circuit.categoryNames.${category}`)).join(', '),
      }),
      priceForTwo: circuit.from.total,
      cta: t('circuit.see'),
    };
  });
}
