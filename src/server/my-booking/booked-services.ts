import type { ServiceType } from '../../domain/booking/services';
import type { Language } from '../../domain/language';
import type { StoredFlight, StoredService } from '../booking/booking.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { bookedMealPlanName } from '../catalogue/texts/catalogue-terms';

/** One service as the traveller and the team read it, in the reader's language. */
export interface BookedServiceView {
  sequence: number;
  type: ServiceType;
  startDate: string;
  endDate: string;
  /** Two letters: 'RQ' on request, 'OK' confirmed by the provider, 'XX' cancelled. */
  status: string;
  /** The supplier's confirmation number, once confirmed. */
  confirmation: string | null;
  /** The option's expiry or the supplier's deadline (the team's; not shown to the traveller). */
  deadline: string | null;
  /** A hotel's name, or a journey's cities ("Madrid → Punta Cana"). */
  name: string;
  /** The hotel's tour operator, or the journey's airline. */
  supplier: string;
  stars: number | null;
  destination: string | null;
  mealPlan: string | null;
  nights: number | null;
  picture: string | null;
}

/**
 * A booking's services for Mi reserva, its PDF and the team's file: each hotel named as the
 * catalogue names it in the reader's language (the booked words when it is gone), each journey by
 * its cities and airline.
 */
export async function bookedServicesView(
  catalogue: Pick<CatalogueService, 'accommodation' | 'destination'>,
  services: readonly StoredService[],
  flights: readonly { flight: StoredFlight; airline: string | null }[],
  language: Language,
): Promise<BookedServiceView[]> {
  return Promise.all(
    services.map(async (service): Promise<BookedServiceView> => {
      const base = {
        sequence: service.sequence,
        type: service.type as ServiceType,
        startDate: service.startDate,
        endDate: service.endDate,
        status: service.status,
        confirmation: service.confirmation,
        deadline: service.deadline,
      };
      if (service.type === 'flight') {
        const legs = flights.filter(({ flight }) => flight.serviceSequence === service.sequence);
        const first = legs[0];
        return {
          ...base,
          name: first
            ? [first.flight.originName, ...legs.map(({ flight }) => flight.destinationName)].join(' → ')
            : service.description,
          supplier: first?.airline ?? service.supplierName,
          stars: null,
          destination: null,
          mealPlan: null,
          nights: null,
          picture: null,
        };
      }
      const hotel = service.accommodationId
        ? await catalogue.accommodation(service.accommodationId, language)
        : undefined;
      const destination = hotel ? await catalogue.destination(hotel.destinationCode, language) : undefined;
      return {
        ...base,
        name: hotel?.name ?? service.description,
        supplier: service.supplierName,
        stars: hotel?.stars ?? null,
        destination: destination?.name ?? null,
        // The meal plan booked, which may not be the one the catalogue sells the hotel with now.
        mealPlan:
          (service.mealCode && bookedMealPlanName(service.mealCode, language)) || hotel?.mealPlan || null,
        nights: service.nights,
        picture: hotel?.picture ?? null,
      };
    }),
  );
}
