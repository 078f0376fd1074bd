import { describe, expect, it } from 'vitest';
import { HOTEL_AMENITIES, HOTEL_SUPPLIERS, type BedBankHotel } from '../../../domain/hotels/bed-bank';
import { DESTINATIONS } from '../../catalogue/seed/destinations';
import { kilometresBetween } from '../../maps/coastline';
import { catalogueHotels, generateBedBank } from './generate-bed-bank';

/** Chains and brands a generated name must never carry. */
const BRANDS =
  /\b(Iberostar|Meliá|Melia|Riu|Barceló|Barcelo|Hilton|Marriott|Sandals|Hyatt|Divi|Bahia Principe|Bahía Príncipe|NH|Ibis|Novotel|Mercure|Sheraton|Westin|Ritz|Four Seasons|Secrets|Dreams|Paradisus|Palladium|Sirenis|Occidental|Hard Rock|Vila Galé|Pestana|Radisson|Sofitel|Accor)\b/;

describe('the bed bank', () => {
  const catalogue = catalogueHotels();
  const started = performance.now();
  const bank = generateBedBank();
  const generationMs = performance.now() - started;
  const { cities, hotels } = bank;
  const cityOf = new Map(cities.map((city) => [city.id, city]));
  const hotelsIn = (name: string) => hotels.filter((hotel) => cityOf.get(hotel.cityId)?.name.en === name);

  it('is the same for the same seed, and another for another seed', () => {
    expect(generateBedBank()).toEqual(bank);
    expect(generateBedBank(7).hotels.map((hotel) => hotel.name)).not.toEqual(
      hotels.map((hotel) => hotel.name),
    );
  });

  it('is generated fast once the catalogue is', () => {
    // About 200 ms on an idle two-core machine; the bound leaves room for a loaded test run.
    expect(generationMs).toBeLessThan(5000);
  });

  it('has every catalogue destination and six European cities, ids 1…N', () => {
    expect(cities.map((city) => city.id)).toEqual(cities.map((_, index) => index + 1));
    expect(cities.slice(0, DESTINATIONS.length).map((city) => city.catalogueDestination)).toEqual(
      DESTINATIONS.map((destination) => destination.code),
    );
    expect(
      cities.slice(DESTINATIONS.length).map((city) => [city.name.es, city.name.en, city.name.fr, city.kind]),
    ).toEqual([
      ['Madrid', 'Madrid', 'Madrid', 'city'],
      ['Barcelona', 'Barcelona', 'Barcelone', 'city'],
      ['París', 'Paris', 'Paris', 'city'],
      ['Roma', 'Rome', 'Rome', 'city'],
      ['Lisboa', 'Lisbon', 'Lisbonne', 'city'],
      ['Bucarest', 'Bucharest', 'Bucarest', 'city'],
    ]);
    const havana = cities.find((city) => city.catalogueDestination === 'HAV')!;
    expect(havana.name).toEqual({ es: 'La Habana', en: 'Havana', fr: 'La Havane' });
    expect(havana.kind).toBe('city');
    expect(cities.find((city) => city.catalogueDestination === 'PUJ')?.kind).toBe('beach');
  });

  it('sells over 3,000 hotels: Paris over 1,000, each Caribbean destination 20 to 60', () => {
    expect(hotels.length).toBeGreaterThanOrEqual(3000);
    expect(hotelsIn('Paris').length).toBeGreaterThan(1000);
    expect(hotelsIn('Madrid').length).toBeGreaterThanOrEqual(300);
    for (const city of cities.filter((c) => c.catalogueDestination)) {
      const count = hotels.filter((hotel) => hotel.cityId === city.id).length;
      expect(count, city.name.en).toBeGreaterThanOrEqual(20);
      expect(count, city.name.en).toBeLessThanOrEqual(60);
    }
  });

  it('holds every catalogue accommodation under its name, place, stars and picture', () => {
    const byCatalogueId = new Map(hotels.map((hotel) => [hotel.catalogueAccommodationId, hotel]));
    expect(catalogue.length).toBeGreaterThan(300);
    for (const accommodation of catalogue) {
      const hotel = byCatalogueId.get(accommodation.id)!;
      expect(hotel, accommodation.name).toBeDefined();
      expect(hotel.name).toBe(accommodation.name);
      expect(cityOf.get(hotel.cityId)?.catalogueDestination).toBe(accommodation.destinationCode);
      expect(hotel.stars).toBe(accommodation.category);
      expect(hotel.imagePath).toBe(accommodation.imagePath);
      expect([hotel.latitude, hotel.longitude]).toEqual([accommodation.latitude, accommodation.longitude]);
    }
  });

  it('gives unique numeric codes of at most 7 digits, and pictures by code to the others', () => {
    expect(new Set(hotels.map((hotel) => hotel.code)).size).toBe(hotels.length);
    for (const hotel of hotels) {
      expect(String(hotel.code)).toMatch(/^\d{1,7}$/);
      if (hotel.catalogueAccommodationId === null)
        expect(hotel.imagePath).toBe(`/img/catalogo/alojamiento/${hotel.code}.svg`);
    }
  });

  it('names hotels in the local style, once per city, and never after a chain', () => {
    for (const city of cities) {
      const names = hotels.filter((hotel) => hotel.cityId === city.id).map((hotel) => hotel.name);
      expect(new Set(names).size, city.name.en).toBe(names.length);
    }
    for (const hotel of hotels) {
      expect(hotel.name).not.toMatch(BRANDS);
      expect(hotel.name).not.toMatch(/[{}]|undefined|\s{2}|^\s|\s$/);
    }
    const share = (name: string, pattern: RegExp) =>
      hotelsIn(name).filter((hotel) => pattern.test(hotel.name)).length / hotelsIn(name).length;
    expect(share('Paris', /^(Hôtel|Grand Hôtel|Le |La |Maison|Villa|Résidence)/)).toBeGreaterThan(0.95);
    expect(share('Madrid', /^(Hotel|Hostal|Pensión|Gran Hotel|Palacio|Apartahotel)/)).toBeGreaterThan(0.95);
    expect(
      share('Rome', /^(Hotel|Pensione|Albergo|Locanda|Residenza|Grand Hotel|Palazzo|Villa)/),
    ).toBeGreaterThan(0.95);
    expect(
      share('Lisbon', /^(Hotel|Pensão|Residencial|Hospedaria|Casa|Palácio|Grande Hotel|Solar)/),
    ).toBeGreaterThan(0.95);
    expect(share('Bucharest', /^(Hotel|Pensiunea|Hostel|Vila|Casa|Grand Hotel|Palatul)/)).toBeGreaterThan(
      0.95,
    );
  });

  it('spreads stars as places do: cities mostly 3–4, beach resorts mostly 4–5', () => {
    const shareOf = (list: BedBankHotel[], stars: number[]) =>
      list.filter((hotel) => stars.includes(hotel.stars)).length / list.length;
    const paris = hotelsIn('Paris');
    expect(shareOf(paris, [3, 4])).toBeGreaterThan(0.6);
    expect(shareOf(paris, [1, 2])).toBeGreaterThan(0.1);
    expect(shareOf(paris, [5])).toBeGreaterThan(0.03);
    const resorts = hotels.filter((hotel) => cityOf.get(hotel.cityId)?.kind === 'beach');
    expect(shareOf(resorts, [4, 5])).toBeGreaterThan(0.6);
  });

  it('places city hotels within 6 km of the centre, with the distance their coordinates give', () => {
    for (const hotel of hotels.filter((h) => !cityOf.get(h.cityId)?.catalogueDestination)) {
      const city = cityOf.get(hotel.cityId)!;
      const km = kilometresBetween(city, hotel);
      expect(km).toBeLessThanOrEqual(6.01);
      expect(Math.abs(hotel.distanceMetres - km * 1000)).toBeLessThan(15);
    }
    const paris = hotelsIn('Paris').map((hotel) => hotel.distanceMetres);
    const nearCentre = paris.filter((metres) => metres < 2000).length;
    const outskirts = paris.filter((metres) => metres >= 4000).length;
    // Evenly drawn distances make the ring near the centre far denser per square kilometre.
    expect(nearCentre / (Math.PI * 4)).toBeGreaterThan((outskirts / (Math.PI * (36 - 16))) * 2);
  });

  it('lines beach hotels along their destination’s coast, a plausible way from the sand', () => {
    for (const hotel of hotels.filter((h) => cityOf.get(h.cityId)?.kind === 'beach')) {
      const city = cityOf.get(hotel.cityId)!;
      expect(kilometresBetween(city, hotel), hotel.name).toBeLessThan(60);
      expect(hotel.distanceMetres).toBeGreaterThanOrEqual(0);
      expect(hotel.distanceMetres).toBeLessThanOrEqual(2000);
    }
  });

  it('gives consistent amenities: beachfront on the sand only, adults only rare and never with a kids’ club', () => {
    for (const hotel of hotels) {
      const city = cityOf.get(hotel.cityId)!;
      for (const amenity of hotel.amenities) expect(HOTEL_AMENITIES).toContain(amenity);
      expect(hotel.amenities.includes('beachfront')).toBe(
        city.kind === 'beach' && hotel.distanceMetres === 0,
      );
      if (hotel.amenities.includes('adultsOnly')) expect(hotel.amenities).not.toContain('kidsClub');
      if (city.kind === 'city') expect(hotel.amenities).not.toContain('kidsClub');
    }
    expect(
      hotels.filter((hotel) => hotel.amenities.includes('adultsOnly')).length / hotels.length,
    ).toBeLessThan(0.05);
    const amenitiesOf = (stars: number) => {
      const list = hotels.filter((hotel) => hotel.stars === stars);
      return list.reduce((sum, hotel) => sum + hotel.amenities.length, 0) / list.length;
    };
    expect(amenitiesOf(5)).toBeGreaterThan(amenitiesOf(3));
    expect(amenitiesOf(3)).toBeGreaterThan(amenitiesOf(1));
  });

  it('gives each hotel 2–5 room types with sensible occupancy, each sold by 2 or 3 suppliers', () => {
    // Problems are collected rather than asserted one by one: there are some 26,000 rates.
    const problems: string[] = [];
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const hotel of hotels) {
      check(
        hotel.rooms.length >= 2 && hotel.rooms.length <= 5,
        `${hotel.code} has ${hotel.rooms.length} rooms`,
      );
      check(
        new Set(hotel.rooms.map((room) => room.code)).size === hotel.rooms.length,
        `${hotel.code} room codes`,
      );
      for (const room of hotel.rooms) {
        const where = `${hotel.code} ${room.code}`;
        check(room.maxAdults >= 1 && room.maxAdults <= room.maxOccupancy, `${where} adults`);
        check(room.maxChildren < room.maxOccupancy, `${where} children`);
        if (room.code === 'SGL') check(room.maxAdults === 1 && room.maxOccupancy === 1, `${where} single`);
        check(room.rates.length >= 2 && room.rates.length <= 3, `${where} has ${room.rates.length} rates`);
        check(
          new Set(room.rates.map((rate) => rate.supplier)).size === room.rates.length,
          `${where} suppliers`,
        );
        for (const rate of room.rates) {
          const what = `${where} ${rate.supplier}`;
          check(HOTEL_SUPPLIERS.includes(rate.supplier), `${what} supplier`);
          check(rate.basePerNight > 0 && rate.basePerNight % 100 === 0, `${what} base ${rate.basePerNight}`);
          check(rate.allotment >= 2 && rate.allotment <= 10, `${what} allotment`);
          check(Boolean(rate.remarks.es && rate.remarks.en && rate.remarks.fr), `${what} remarks`);
          if (rate.refundable)
            check(
              rate.freeCancellationDays >= 2 &&
                rate.freeCancellationDays <= 14 &&
                rate.cancellationFeePercent >= 20 &&
                rate.cancellationFeePercent <= 100,
              `${what} refundable terms`,
            );
          else
            check(
              rate.freeCancellationDays === 0 && rate.cancellationFeePercent === 100,
              `${what} non-refundable`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
    const rates = hotels.flatMap((hotel) => hotel.rooms.flatMap((room) => room.rates));
    const refundable = rates.filter((rate) => rate.refundable).length / rates.length;
    expect(refundable).toBeGreaterThan(0.55);
    expect(refundable).toBeLessThan(0.65);
    const cheaper = hotels
      .flatMap((hotel) => hotel.rooms)
      .filter((room) => {
        const [a, b] = room.rates;
        return a && b && a.refundable !== b.refundable && a.mealPlan === b.mealPlan;
      });
    // A non-refundable rate is 10 % cheaper; suppliers differ by up to 8 %, so it mostly wins.
    const nonRefundableWins = cheaper.filter((room) => {
      const refundableRate = room.rates.find((rate) => rate.refundable)!;
      const other = room.rates.find((rate) => !rate.refundable)!;
      return other.basePerNight < refundableRate.basePerNight;
    }).length;
    expect(nonRefundableWins / cheaper.length).toBeGreaterThan(0.8);
  });

  it('sells city rooms mostly room only or with breakfast, resorts mostly all inclusive or half board', () => {
    const plans = (kind: 'beach' | 'city') =>
      hotels
        .filter((hotel) => cityOf.get(hotel.cityId)?.kind === kind)
        .flatMap((hotel) => hotel.rooms.flatMap((room) => room.rates.map((rate) => rate.mealPlan)));
    const share = (list: string[], codes: string[]) =>
      list.filter((code) => codes.includes(code)).length / list.length;
    expect(share(plans('city'), ['SA', 'AD'])).toBeGreaterThan(0.8);
    expect(share(plans('beach'), ['TI', 'MP'])).toBeGreaterThan(0.7);
    expect(share(plans('beach'), ['PC'])).toBeGreaterThan(0.02);
  });

  it('describes each hotel in two or three sentences per language, naming it and its city', () => {
    for (const hotel of hotels) {
      const city = cityOf.get(hotel.cityId)!;
      for (const language of ['es', 'en', 'fr'] as const) {
        const text = hotel.description[language];
        expect(text).toContain(hotel.name);
        expect(text).not.toMatch(/[{}]|undefined|NaN|\s{2}|\s[.,]/);
        const sentences = text.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÀÂÊÎÔÛÇÑ])/u).length;
        expect(sentences, text).toBeGreaterThanOrEqual(2);
        expect(sentences, text).toBeLessThanOrEqual(3);
        if (city.kind === 'city' && !text.includes('centr'))
          expect(text, text).toMatch(new RegExp(city.name[language]));
      }
      expect(hotel.description.es).toMatch(/\b(es|está|ofrece|combina|reúne|cuida|se encuentra)\b/);
      expect(hotel.description.fr).toMatch(/\b(est|propose|allie|offre|réunit|soigne|se trouve)\b/);
      expect(hotel.description.en).toMatch(/\b(is|offers|combines|has|takes|lies)\b/);
    }
  });

  it('writes addresses as the place does', () => {
    expect(hotelsIn('Paris')[5]!.address).toMatch(/^\d+ (rue|boulevard|avenue) /);
    expect(hotelsIn('Madrid')[5]!.address).toMatch(/^(Calle|Gran Vía|Paseo).*, \d+$/);
    expect(hotelsIn('Bucharest')[5]!.address).toMatch(/^(Strada|Calea|Bulevardul|Șoseaua) .* \d+$/);
    expect(hotelsIn('Cartagena').at(-1)!.address).toMatch(/^\w+ \d+ # \d+-\d+$/);
  });

  it('has about half the hotels reviewed, the grander ones more', () => {
    const share = (list: BedBankHotel[]) => list.filter((hotel) => hotel.reviewed).length / list.length;
    expect(share(hotels)).toBeGreaterThan(0.4);
    expect(share(hotels)).toBeLessThan(0.65);
    expect(share(hotels.filter((hotel) => hotel.stars === 5))).toBeGreaterThan(
      share(hotels.filter((hotel) => hotel.stars <= 2)),
    );
  });
});
