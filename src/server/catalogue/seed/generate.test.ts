import { circuitCategories, circuitCategoryOfStars } from '../../../domain/catalogue/circuits';
import { describe, expect, it } from 'vitest';
import { daysFrom } from '../../../domain/days';
import { calendarPrice } from './calendar-prices';
import { generateCatalogue } from './generate';

describe('demo catalogue generator', () => {
  const catalogue = generateCatalogue();

  it('says a hotel on the sand is on the beach, never "0 metros" from it, in every language', () => {
    const beachfront = new Set(catalogue.accommodations.filter((a) => a.beachMetres === 0).map((a) => a.id));
    expect(beachfront.size).toBeGreaterThan(0);
    for (const text of catalogue.accommodationTexts) {
      expect(text.description).not.toMatch(/\b0 (metros|metres|mètres|metri)\b/);
      if (beachfront.has(text.accommodationId))
        expect(text.description).toMatch(/playa|beach|plage|spiaggia|praia|plaj/i);
    }
  });

  it('is deterministic: the same ids, names and prices every time', () => {
    const again = generateCatalogue();
    expect(again.accommodations).toEqual(catalogue.accommodations);
    expect(again.services).toEqual(catalogue.services);
    expect(again.serviceRooms).toEqual(catalogue.serviceRooms);
  });

  it('covers at least 25 Caribbean destinations in the nine countries, in six containers', () => {
    expect(catalogue.destinations.length).toBeGreaterThanOrEqual(25);
    expect(new Set(catalogue.destinations.map((d) => d.countryCode))).toEqual(
      new Set(['DO', 'MX', 'CU', 'JM', 'PR', 'AW', 'CW', 'BR', 'CO']),
    );
    expect(new Set(catalogue.destinations.map((d) => d.containerId)).size).toBe(6);
    expect(catalogue.destinationTexts).toHaveLength(catalogue.destinations.length * 6);
  });

  it('gives each destination 6 to 20 accommodations with category 1–5, meal plan, amenities, rooms and coordinates', () => {
    for (const destination of catalogue.destinations) {
      const hotels = catalogue.accommodations.filter((a) => a.destinationCode === destination.code);
      expect(hotels.length).toBeGreaterThanOrEqual(6);
      expect(hotels.length).toBeLessThanOrEqual(20);
    }
    for (const hotel of catalogue.accommodations) {
      expect(hotel.category).toBeGreaterThanOrEqual(1);
      expect(hotel.category).toBeLessThanOrEqual(5);
      expect(['TI', 'MP', 'AD', 'SA', 'PC']).toContain(hotel.mealPlan);
      expect(Number.isFinite(hotel.latitude) && Number.isFinite(hotel.longitude)).toBe(true);
      expect(catalogue.rooms.some((room) => room.accommodationId === hotel.id && room.code === 'DBL')).toBe(
        true,
      );
    }
    const amenities = new Set(catalogue.accommodations.flatMap((a) => a.amenities));
    expect(amenities).toEqual(
      new Set(['balcony', 'bathtub', 'cafeteria', 'safe', 'freshwaterPool', 'sauna', 'massage']),
    );
  });

  it('sells every accommodation from Madrid, some from Barcelona, on the specification airlines', () => {
    const packages = catalogue.services.filter((s) => s.serviceType === 'PAQ');
    const fromMadrid = new Set(packages.filter((s) => s.originCode === 'MAD').map((s) => s.accommodationId));
    expect(fromMadrid.size).toBe(catalogue.accommodations.length);
    expect(packages.some((s) => s.originCode === 'BCN')).toBe(true);
    const airlines = new Set(catalogue.itinerarySegments.map((segment) => segment.flightNumber.slice(0, 2)));
    for (const code of airlines)
      expect(['UX', 'AM', 'AF', 'AA', 'AV', 'DL', 'IB', 'KL', 'UA']).toContain(code);
  });

  it('has combined trips of two or three stays, one service each, its nights their sum', () => {
    expect(catalogue.combinedTrips.length).toBeGreaterThanOrEqual(10);
    for (const trip of catalogue.combinedTrips) {
      const stays = catalogue.combinedTripStays.filter((stay) => stay.combinedTripId === trip.id);
      expect([2, 3]).toContain(stays.length);
      const services = catalogue.services.filter((s) => s.combinedTripId === trip.id);
      expect(services).toHaveLength(1);
      expect(services[0]?.nights).toBe(stays.reduce((sum, stay) => sum + stay.nights, 0));
      expect(services[0]?.accommodationId).toBe(stays[0]?.accommodationId);
    }
  });

  it('sells circuits in hotel categories, one service per category on campaign 17 from Madrid', () => {
    expect(catalogue.circuits.length).toBeGreaterThanOrEqual(8);
    const stars = new Map(catalogue.accommodations.map((a) => [a.id, a.category]));
    const destinationOf = new Map(catalogue.accommodations.map((a) => [a.id, a.destinationCode]));
    for (const circuit of catalogue.circuits) {
      const hotels = circuit.accommodationIds.map((id) => ({
        id,
        stars: stars.get(id) ?? 0,
        destination: destinationOf.get(id) ?? '',
      }));
      const categories = circuitCategories(hotels);
      expect(categories.length, `circuit ${circuit.id}`).toBeGreaterThanOrEqual(2);
      const services = catalogue.services.filter((s) => s.circuitId === circuit.id);
      expect(services.map((s) => circuitCategoryOfStars(stars.get(s.accommodationId) ?? 0))).toEqual(
        categories,
      );
      expect(
        services.every((s) => s.serviceType === 'CIR' && s.campaignId === 17 && s.originCode === 'MAD'),
      ).toBe(true);
      expect((circuit.stopNights ?? []).reduce((sum, nights) => sum + nights, 0)).toBe(services[0]?.nights);
    }
  });
});

describe('calendar prices', () => {
  const days = daysFrom('2026-11-21', 365);

  it('is a pure function of the service and the day, in whole euros', () => {
    expect(calendarPrice(50_001, 120_000, '2027-02-14')).toBe(calendarPrice(50_001, 120_000, '2027-02-14'));
    for (const day of days) expect(calendarPrice(50_001, 120_000, day) % 100).toBe(0);
  });

  it('leaves some days sold out (price 0) and costs more in August than in September', () => {
    const prices = days.map((day) => calendarPrice(50_001, 120_000, day));
    const soldOut = prices.filter((price) => price === 0).length;
    expect(soldOut).toBeGreaterThan(5);
    expect(soldOut).toBeLessThan(50);
    const average = (month: string) => {
      const values = days
        .filter((d) => d.slice(5, 7) === month)
        .map((d) => calendarPrice(50_002, 120_000, d))
        .filter(Boolean);
      return values.reduce((a, b) => a + b, 0) / values.length;
    };
    expect(average('08')).toBeGreaterThan(average('09') * 1.2);
  });
});
