import { addDays, daysFrom } from '../../../domain/days';
import type { CatalogueSection } from '../../../domain/schemas/catalogue-import';
import { calendarPrice } from './calendar-prices';
import { generateCatalogue } from './generate';
import { departsOn } from '../../../domain/catalogue/departure-weekdays';

/**
 * A small, complete catalogue in the import format: one destination, one hotel with its rooms,
 * its packages with flights, notes, taxes and excursions, and four months of daily prices from
 * `today`. Taken from the demo data, so every text exists in the six languages. It is the example
 * of docs/catalogue-import.md (`npm run catalogue:import -- --example file.json` writes it).
 */
export function exampleCatalogue(today: string, days = 120): Partial<Record<CatalogueSection, object[]>> {
  const demo = generateCatalogue();
  const accommodation = demo.accommodations[0]!;
  const destination = demo.destinations.find((d) => d.code === accommodation.destinationCode)!;
  const services = demo.services.filter(
    (s) => s.accommodationId === accommodation.id && s.serviceType === 'PAQ',
  );
  const serviceIds = new Set(services.map((s) => s.id));
  const segments = demo.itinerarySegments.filter((s) => serviceIds.has(s.serviceId));
  const extras = demo.extras.filter((e) => serviceIds.has(e.serviceId));
  const extraIds = new Set(extras.map((e) => e.id));
  const rooms = demo.rooms.filter((r) => r.accommodationId === accommodation.id);
  const roomIds = new Set(rooms.map((r) => r.id));
  const providerIds = new Set([
    ...services.flatMap((s) => [s.airlineId, s.supplierId]),
    ...segments.map((s) => s.providerId),
  ]);
  const countries = new Set([destination.countryCode, ...demo.originCities.map((o) => o.countryCode)]);
  const window = daysFrom(addDays(today, 7), days);
  return {
    campaigns: demo.campaigns.filter((c) => services.some((s) => s.campaignId === c.id)),
    countries: demo.countries.filter((c) => countries.has(c.code)),
    countryTexts: demo.countryTexts.filter((t) => countries.has(t.countryCode)),
    originCities: demo.originCities,
    providers: demo.providers.filter((p) => providerIds.has(p.id)),
    containers: demo.containers.filter((c) => c.id === destination.containerId),
    containerTexts: demo.containerTexts.filter((t) => t.containerId === destination.containerId),
    destinations: [destination],
    destinationTexts: demo.destinationTexts.filter((t) => t.destinationCode === destination.code),
    accommodations: [accommodation],
    accommodationTexts: demo.accommodationTexts.filter((t) => t.accommodationId === accommodation.id),
    rooms,
    roomTexts: demo.roomTexts.filter((t) => roomIds.has(t.roomId)),
    services: services.map(({ demoCalendar: _demo, ...service }) => service),
    serviceRooms: demo.serviceRooms.filter((r) => serviceIds.has(r.serviceId)),
    calendarDays: services.flatMap((service) =>
      window
        .filter((day) => departsOn(service.departureWeekdays ?? 127, day))
        .map((day) => ({
          serviceId: service.id,
          day,
          price: calendarPrice(service.id, service.referencePrice, day),
        })),
    ),
    itinerarySegments: segments,
    serviceNotes: demo.serviceNotes.filter((n) => serviceIds.has(n.serviceId)),
    extras,
    extraTexts: demo.extraTexts.filter((t) => extraIds.has(t.extraId)),
    taxes: demo.taxes.filter((t) => serviceIds.has(t.serviceId)),
  };
}
