import type { CatalogueService } from '../catalogue/catalogue.service';
import type { OfferQuote } from '../catalogue/offer-quote';
import type { TripRecordsInput } from './booking-records';

/**
 * What a booking records of the catalogue besides the priced offer: the package service sold,
 * its tour operator, and the meal plan in Spanish (as the booking team reads it).
 */
export async function bookedService(
  catalogue: CatalogueService,
  quote: Pick<OfferQuote, 'accommodation'>,
  serviceId: number,
): Promise<Pick<TripRecordsInput, 'service' | 'supplier' | 'mealPlanEs'>> {
  const [service, [spanish]] = await Promise.all([
    catalogue.requireService(serviceId),
    catalogue.accommodationDetail(quote.accommodation.id_alojamiento, 'es'),
  ]);
  const supplier = await catalogue.provider(service.supplier_id);
  return {
    service: { id: service.id, campaignId: service.campaign_id, supplierId: service.supplier_id },
    supplier,
    mealPlanEs: spanish?.regimen ?? quote.accommodation.regimen,
  };
}
