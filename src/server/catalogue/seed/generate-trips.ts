import { CIRCUIT_CATEGORIES, circuitCategoryOfStars } from '../../../domain/catalogue/circuits';
import type { Random } from '../../../domain/random';
import { destinationSeed } from './generate-destinations';
import { addPackage, packageEuros } from './generate-packages';
import { CIRCUIT_CAMPAIGN, GENERAL_CAMPAIGN, LANGUAGES, type CatalogueSeed } from './generated-rows';
import { CIRCUITS, COMBINED_TRIPS } from './trip-texts';

/** The demo catalogue's trips beyond one hotel: combined trips and circuits, each with its services. */

export function addCombinedTrips(
  out: CatalogueSeed,
  random: Random,
  ids: { service: number },
  hotels: Map<string, number[]>,
) {
  COMBINED_TRIPS.forEach((trip, index) => {
    const id = index + 1;
    const first = destinationSeed(trip.stays[0]?.destination ?? '');
    out.combinedTrips.push({
      id,
      campaignId: GENERAL_CAMPAIGN,
      originCode: 'MAD',
      countryCode: first.country,
    });
    for (const language of LANGUAGES)
      out.combinedTripTexts.push({ combinedTripId: id, language, name: trip.name[language] });
    const stays = trip.stays.map((stay, position) => {
      const accommodationId = random.pick(hotels.get(stay.destination) ?? []);
      out.combinedTripStays.push({
        combinedTripId: id,
        position: position + 1,
        accommodationId,
        nights: stay.nights,
      });
      return { accommodationId, nights: stay.nights, destination: destinationSeed(stay.destination) };
    });
    const firstStay = stays[0];
    if (!firstStay) return;
    ids.service += 1;
    const category = out.accommodations.find((a) => a.id === firstStay.accommodationId)?.category ?? 4;
    const nights = stays.reduce((sum, stay) => sum + stay.nights, 0);
    addPackage(out, random, {
      serviceId: ids.service,
      accommodationId: firstStay.accommodationId,
      destination: firstStay.destination,
      origin: 'MAD',
      campaignId: GENERAL_CAMPAIGN,
      serviceType: 'COM',
      nights,
      referenceEuros: packageEuros(firstStay.destination, category, 'TI', 'MAD', nights) * 1.12,
      roomIds: roomsOf(out, firstStay.accommodationId),
      combinedTripId: id,
    });
  });
}

function roomsOf(out: CatalogueSeed, accommodationId: number) {
  return out.rooms
    .filter((room) => room.accommodationId === accommodationId)
    .map((room, index) => ({ id: room.id, code: room.code, sequence: index + 1 }));
}

/**
 * Circuits in every hotel category their stops have (domain/catalogue/circuits): one hotel per stop
 * and category, and one service per category priced by its stars.
 */
export function addCircuits(
  out: CatalogueSeed,
  random: Random,
  ids: { service: number },
  hotels: Map<string, number[]>,
) {
  const stars = new Map(out.accommodations.map((a) => [a.id, a.category]));
  CIRCUITS.forEach((circuit, index) => {
    const id = index + 1;
    const destination = destinationSeed(circuit.destination);
    const nights = circuit.days.length - 1;
    const byCategory = CIRCUIT_CATEGORIES.flatMap((category) => {
      const stopHotels = circuit.stops.map((stop) =>
        (hotels.get(stop.destination) ?? []).filter(
          (hotel) => circuitCategoryOfStars(stars.get(hotel) ?? 0) === category,
        ),
      );
      return stopHotels.every((candidates) => candidates.length > 0)
        ? [{ category, hotels: stopHotels.map((candidates) => random.pick(candidates)) }]
        : [];
    });
    out.circuits.push({
      id,
      countryCode: circuit.country,
      destinationCode: circuit.destination,
      category: byCategory.some((entry) => entry.category === 'Primera')
        ? 'Primera'
        : (byCategory[0]?.category ?? 'Primera'),
      accommodationIds: circuit.stops.flatMap((_, stop) =>
        byCategory.map((entry) => entry.hotels[stop] ?? 0),
      ),
      stopNights: circuit.stops.map((stop) => stop.nights),
    });
    for (const language of LANGUAGES)
      out.circuitTexts.push({
        circuitId: id,
        language,
        name: circuit.name[language],
        highlights: circuit.highlights.map((highlight) => highlight[language]),
      });
    circuit.days.forEach((day, dayIndex) => {
      for (const language of LANGUAGES) {
        out.circuitDays.push({
          circuitId: id,
          day: dayIndex + 1,
          language,
          title: day.title[language],
          description: day.description[language],
        });
      }
    });
    for (const { category, hotels: categoryHotels } of byCategory) {
      const firstHotel = categoryHotels[0];
      if (firstHotel === undefined) continue;
      ids.service += 1;
      addPackage(out, random, {
        serviceId: ids.service,
        accommodationId: firstHotel,
        destination,
        origin: 'MAD',
        campaignId: CIRCUIT_CAMPAIGN,
        serviceType: 'CIR',
        nights,
        referenceEuros:
          packageEuros(destination, CIRCUIT_CATEGORY_STARS[category], 'MP', 'MAD', nights) * 1.25,
        roomIds: roomsOf(out, firstHotel),
        circuitId: id,
      });
    }
  });
}

/** The stars a circuit category is priced as. */
const CIRCUIT_CATEGORY_STARS = { Turista: 3, Primera: 4, Superior: 5 } as const;
