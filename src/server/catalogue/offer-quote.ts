import { chooseRoomOptions, partySize } from '../../domain/catalogue/party';
import type { OfferSelection } from '../../domain/booking/offer-address';
import { extrasTotal, offerTotal } from '../../domain/pricing/extras';
import type { Language } from '../../domain/language';
import type { CatalogueService } from './catalogue.service';

/**
 * One place that prices what a visitor chose: the offer page shows it, the booking page and the
 * request form re-price it on the server (never trusting a price from the browser).
 */
export function createOfferQuotes(catalogue: CatalogueService) {
  /** A trip's choice with its service's hotel, origin and length (and the category sold); null when unknown. */
  async function resolveTrip(selection: OfferSelection): Promise<OfferSelection | null> {
    if (!selection.trip) return selection;
    const service = await catalogue.trips.service(selection.trip);
    if (!service) return null;
    return {
      ...selection,
      accommodationId: service.accommodationId,
      origin: service.origin,
      nights: service.nights,
      trip:
        selection.trip.kind === 'circuit'
          ? { ...selection.trip, category: service.category }
          : selection.trip,
    };
  }

  return {
    /** `month` (YYYY-MM) is the calendar month the offer page shows; the chosen day's when absent. */
    async quote(asked: OfferSelection, language: Language, month?: string) {
      const selection = await resolveTrip(asked);
      if (!selection) return null;
      const { trip } = selection;
      const [detail, stays] = await Promise.all([
        catalogue.offerDetail({
          accommodationId: selection.accommodationId,
          origin: selection.origin,
          nights: selection.nights,
          day: selection.day,
          month,
          language,
          trip: trip && {
            serviceType: trip.kind === 'combined' ? 'COM' : 'CIR',
            tripId: trip.id,
          },
        }),
        trip
          ? catalogue.trips.stays(trip, trip.kind === 'circuit' ? trip.category : undefined, language)
          : [],
      ]);
      if (!detail) return null;
      const choices = chooseRoomOptions(selection.party, detail.rooms);
      const selected = detail.selected;
      const roomsFit = choices.every((choice) => choice.chosen);
      const breakdown =
        selected && roomsFit
          ? await catalogue.breakdown(
              choices.map((choice) => ({
                numeroServicio: selected.serviceId,
                idHabitacion: choice.chosen?.roomId ?? 0,
                adults: choice.room.adults,
                childAges: choice.room.childAges,
                infants: choice.room.infants,
                day: selected.day,
              })),
            )
          : null;
      const offered = new Map(
        detail.extras.flatMap((group) => group.extras).map((extra) => [extra.id, extra]),
      );
      const size = partySize(selection.party);
      const excursions = extrasTotal(
        selection.excursions.flatMap((choice) => {
          const extra = offered.get(choice.id);
          return extra && choice.day >= extra.from && choice.day <= extra.to
            ? [{ id: extra.id, name: extra.name, day: choice.day, pricePerPerson: extra.pricePerPerson }]
            : [];
        }),
        size,
      );
      // The booking pages sell exactly what the address names: another origin or length is not it.
      const unavailable =
        !selected || detail.requestedDayUnavailable || detail.originUnavailable || detail.nightsUnavailable;
      return {
        ...detail,
        /** The choice as priced: a trip's hotel, origin, length and circuit category filled in. */
        selection,
        /** A trip's stays (a circuit's stops), in order; empty for a package. */
        stays,
        status: unavailable ? ('unavailable' as const) : roomsFit ? ('priced' as const) : ('rooms' as const),
        nearestDays: unavailable && selection.day ? detail.nearestDays : [],
        choices,
        breakdown,
        size,
        excursions,
        /** The package's total general plus the excursions, in cents. */
        total: breakdown ? offerTotal(breakdown, excursions) : null,
      };
    },
  };
}

export type OfferQuotes = ReturnType<typeof createOfferQuotes>;
export type OfferQuote = NonNullable<Awaited<ReturnType<OfferQuotes['quote']>>>;
