import { describe, expect, it } from 'vitest';
import {
  listingAddressFromOffer,
  searchMonths,
  searchToSearchParams,
  searchWindow,
  type HolidaySearch,
} from './holiday-search';
import { searchFromSearchParams } from './holiday-search-query';
import { findPlaces, normaliseForSearch, type SearchEntry } from './place-search';

const OFFER_DATE = '2026-12-01';

describe('the departure window of a search', () => {
  it('is the month asked for, from the offer date on', () => {
    expect(searchWindow({ kind: 'month', month: '2027-07' }, OFFER_DATE)).toEqual({
      from: '2027-07-01',
      until: '2027-07-31',
    });
    expect(searchWindow({ kind: 'month', month: '2026-12' }, '2026-12-08')).toEqual({
      from: '2026-12-08',
      until: '2026-12-31',
    });
  });

  it('is a day with three days either side when flexible, the day alone otherwise', () => {
    expect(searchWindow({ kind: 'date', day: '2027-03-10', flexible: true }, OFFER_DATE)).toEqual({
      from: '2027-03-07',
      until: '2027-03-13',
    });
    expect(searchWindow({ kind: 'date', day: '2027-03-10', flexible: false }, OFFER_DATE)).toEqual({
      from: '2027-03-10',
      until: '2027-03-10',
    });
  });

  it('is nothing when the window ends before the offer date (section 4)', () => {
    expect(searchWindow({ kind: 'date', day: '2026-11-25', flexible: true }, OFFER_DATE)).toBeNull();
    expect(searchWindow({ kind: 'any' }, OFFER_DATE)).toEqual({ from: OFFER_DATE, until: undefined });
  });

  it('lists twelve months from the offer date’s', () => {
    const months = searchMonths('2026-12-01');
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-12');
    expect(months[11]).toBe('2027-11');
  });
});

describe('a search in the address', () => {
  it('reads back what the search form wrote', () => {
    const search: HolidaySearch = {
      origin: 'BIO',
      nights: 9,
      when: { kind: 'month', month: '2027-07' },
      party: [{ adults: 2, childAges: [7], infants: 0 }],
    };
    expect(searchFromSearchParams(searchToSearchParams(search))).toEqual(search);
    const byDate = { ...search, when: { kind: 'date' as const, day: '2027-07-12', flexible: true } };
    expect(searchFromSearchParams(searchToSearchParams(byDate))).toEqual(byDate);
  });

  it('reads the day as the search form’s date field sends it (YYYY-MM-DD)', () => {
    const sent = new URLSearchParams(
      'destino=Punta-Cana&mes=&fecha=2027-07-14&flex=3&noches=9&origen=BIO&habitaciones=1&a1=2',
    );
    expect(searchFromSearchParams(sent)?.when).toEqual({ kind: 'date', day: '2027-07-14', flexible: true });
  });

  it('is none for a plain listing, and repairs what it does not know', () => {
    expect(searchFromSearchParams(new URLSearchParams('destino=Punta-Cana&orden=precio'))).toBeNull();
    const repaired = searchFromSearchParams(new URLSearchParams('origen=x1&noches=8&mes=202713&flex=9'));
    expect(repaired).toMatchObject({ origin: 'MAD', nights: 7, when: { kind: 'any' } });
    // A city we do not fly from is not shown as one ("Salidas desde ZZZ").
    expect(searchFromSearchParams(new URLSearchParams('origen=ZZZ'))?.origin).toBe('MAD');
    expect(searchFromSearchParams(new URLSearchParams('origen=bio'))?.origin).toBe('BIO');
  });
});

describe('the way back from an offer to its hotels', () => {
  it('keeps the search the offer carries: city, nights, dates and party, not the room options', () => {
    const offer = new URLSearchParams(
      'alojamiento=1001&servicio=5&origen=BIO&dia=20270212&noches=9&idioma=es&habitaciones=1&a1=2&n1=1&e1=7&b1=0&h1=10001&fecha=20270210&flex=3',
    );
    const back = new URL(listingAddressFromOffer(offer, 'Punta-Cana', 'es'), 'http://x').searchParams;
    expect(Object.fromEntries(back)).toEqual({
      destino: 'Punta-Cana',
      idioma: 'es',
      origen: 'BIO',
      noches: '9',
      habitaciones: '1',
      a1: '2',
      n1: '1',
      e1: '7',
      b1: '0',
      fecha: '20270210',
      flex: '3',
    });
    expect(searchFromSearchParams(back)?.when).toEqual({ kind: 'date', day: '2027-02-10', flexible: true });
  });

  it('is the plain listing when the offer was opened from one', () => {
    const offer = new URLSearchParams(
      'alojamiento=1001&servicio=5&origen=MAD&dia=20270212&noches=7&idioma=en',
    );
    expect(listingAddressFromOffer(offer, 'Punta-Cana', 'en')).toBe(
      '/alojamientoDestino?destino=Punta-Cana&idioma=en',
    );
  });
});

describe('the search box', () => {
  const entries: SearchEntry[] = [
    { kind: 'destination', name: 'Cancún', slug: 'Cancún', place: 'México' },
    { kind: 'destination', name: 'Punta Cana', slug: 'Punta-Cana', place: 'República Dominicana' },
    { kind: 'area', name: 'Bávaro', slug: 'Punta-Cana', place: 'Punta Cana' },
    { kind: 'area', name: 'Zona Hotelera', slug: 'Cancún', place: 'Cancún' },
    { kind: 'hotel', name: 'Gran Hotel Cancunito', slug: 'Cancún', place: 'Cancún' },
    { kind: 'hotel', name: 'Hotel Zona Azul', slug: 'Cancún', place: 'Cancún' },
    { kind: 'hotel', name: 'Palacio Buganvilla', slug: 'Punta-Cana', place: 'Punta Cana' },
  ];

  it('ignores accents, case and hyphens', () => {
    expect(normaliseForSearch('  Punta-CANÁ ')).toBe('punta cana');
    expect(findPlaces(entries, 'cancun', 5).map((entry) => entry.name)).toEqual([
      'Cancún',
      'Gran Hotel Cancunito',
    ]);
  });

  it('finds hotels by a word of their name, destinations first, and nothing for one letter', () => {
    expect(findPlaces(entries, 'buganv', 5).map((entry) => entry.kind)).toEqual(['hotel']);
    expect(findPlaces(entries, 'p', 5)).toEqual([]);
    expect(findPlaces(entries, 'an', 1)).toHaveLength(1);
  });

  it('finds a resort area as the destination it is in, before hotels of the same name', () => {
    expect(findPlaces(entries, 'bavaro', 5)).toEqual([
      { kind: 'area', name: 'Bávaro', slug: 'Punta-Cana', place: 'Punta Cana' },
    ]);
    expect(findPlaces(entries, 'zona', 5).map((entry) => entry.kind)).toEqual(['area', 'hotel']);
  });

  it('finds a trip by its name or by a place on its route, after the places themselves', () => {
    const trips: SearchEntry[] = [
      ...entries,
      { kind: 'destination', name: 'Varadero', slug: 'Varadero', place: 'Cuba', foundBy: 'Cuba' },
      {
        kind: 'circuit',
        name: 'Cuba al completo',
        slug: '',
        place: 'La Habana → Trinidad → Varadero',
        foundBy: 'La Habana → Trinidad → Varadero Cuba',
        href: '/circuitos/detallecircuito?circuito=5',
      },
      {
        kind: 'combined',
        name: 'Playas del Caribe',
        slug: '',
        place: 'Varadero → Punta Cana',
        foundBy: 'Varadero → Punta Cana Cuba República Dominicana',
        href: '/combinados/detallecombinado?combinado=2',
      },
      { kind: 'country', name: 'Cuba', slug: 'Cuba', place: '' },
      { kind: 'hotel', name: 'Hotel Varadero Sol', slug: 'Varadero', place: 'Varadero' },
    ];
    expect(findPlaces(trips, 'varadero', 5).map((entry) => entry.name)).toEqual([
      'Varadero',
      'Hotel Varadero Sol',
      // A route that starts there before one that passes through.
      'Playas del Caribe',
      'Cuba al completo',
    ]);
    // A hotel's destination is not searched: only a trip's route and a destination's country are.
    expect(findPlaces(trips, 'punta cana', 5).map((entry) => entry.kind)).toEqual([
      'destination',
      'combined',
    ]);
    // A country comes first, then its destinations, then the trips named after it or going there.
    expect(findPlaces(trips, 'CUBA', 6).map((entry) => [entry.kind, entry.name])).toEqual([
      ['country', 'Cuba'],
      ['destination', 'Varadero'],
      ['circuit', 'Cuba al completo'],
      ['combined', 'Playas del Caribe'],
    ]);
  });
});
