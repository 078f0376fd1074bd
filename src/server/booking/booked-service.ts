import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OfferQuote } from '../catalogue/offer-quote';
import type { TripRecordsInput } from './booking-records';

/**
 * What a booking records of the catalogue besides the priced offer: the package service sold,
 * its tour operator, and the meal plan in Spanish (as the booking team reads it); for a combined
 * trip or a circuit, its Spanish name and each stay's hotel and nights.
 */
export async function bookedService(
  catalogue: CatalogueService,
  quote: Pick<OfferQuote, 'accommodation' | 'selection'>,
  serviceId: number,
): Promise<Pick<TripRecordsInput, 'service' | 'supplier' | 'mealPlanEs' | 'tripName' | 'stays'>> {
  const { trip } = quote.selection;
  const category = trip?.kind === 'circuit' ? trip.category : undefined;
  const [service, spanish, stays, tripName] = await Promise.all([
    catalogue.service(serviceId),
    catalogue.accommodation(quote.accommodation.id, 'es'),
    trip ? catalogue.trips.stays(trip, category, 'es') : [],
    trip ? catalogue.trips.title(trip, 'es') : undefined,
  ]);
  const supplier = await catalogue.provider(service.supplierId);
  return {
    service: { id: service.id, campaignId: service.campaignId, supplierId: service.supplierId },
    supplier,
    mealPlanEs: spanish?.mealPlan ?? quote.accommodation.mealPlan,
    tripName: tripName ?? undefined,
    stays: stays.map((stay) => ({
      accommodation: stay.accommodation,
      nights: stay.nights,
      mealPlanEs: stay.accommodation.mealPlan,
    })),
  };
}
