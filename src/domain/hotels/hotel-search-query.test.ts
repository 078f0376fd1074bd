import { describe, expect, it } from 'vitest';
import {
  checkHotelSearch,
  DEFAULT_ROOM,
  defaultHotelSearch,
  errorFieldRank,
  hotelSearchParams,
  parseHotelSearch,
  readHotelSearchDraft,
  roomsText,
  stayNights,
  type HotelSearch,
  type HotelSearchResult,
} from './hotel-search-query';

const TODAY = '2027-03-01';
const search = (query: string) => parseHotelSearch(new URLSearchParams(query), TODAY);
const VALID = 'destino=12&ciudad=Punta Cana&entrada=2027-03-10&salida=2027-03-17&habitaciones=2';
const withQuery = (changes: Record<string, string | null>) => {
  const params = new URLSearchParams(VALID);
  for (const [key, value] of Object.entries(changes))
    if (value === null) params.delete(key);
    else params.set(key, value);
  return parseHotelSearch(params, TODAY);
};
const errorsOf = (result: HotelSearchResult) => (result.ok ? {} : result.errors);
const searchOf = (result: HotelSearchResult) => {
  if (!result.ok) throw new Error(`expected a search, got ${JSON.stringify(result.errors)}`);
  return result.search;
};

describe('parseHotelSearch: the results address', () => {
  it('reads the example of the address format', () => {
    expect(
      searchOf(
        search('destino=12&ciudad=Punta%20Cana&entrada=2027-03-10&salida=2027-03-17&habitaciones=2,1-0'),
      ),
    ).toEqual({
      destinationId: 12,
      cityText: 'Punta Cana',
      checkIn: '2027-03-10',
      checkOut: '2027-03-17',
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [0] },
      ],
    } satisfies HotelSearch);
  });

  it('reads a room with two children, and a city typed without choosing a suggestion', () => {
    const found = searchOf(withQuery({ destino: null, ciudad: 'Cancún', habitaciones: '2-5-7' }));
    expect(found.destinationId).toBeNull();
    expect(found.cityText).toBe('Cancún');
    expect(found.rooms).toEqual([{ adults: 2, childAges: [5, 7] }]);
  });

  it('takes a destination chosen without its name, and a city of any script, hyphens, apostrophes and dots', () => {
    expect(searchOf(withQuery({ ciudad: null })).destinationId).toBe(12);
    for (const city of [
      'Saint-Denis',
      "L'Aquila",
      'St. Lucia',
      'București',
      'Москва',
      '東京',
      'Δελφοί',
      'नई दिल्ली',
      'L’Avana',
    ])
      expect(searchOf(withQuery({ destino: null, ciudad: city })).cityText).toBe(city);
  });

  it('searches the city as typed, trimmed, its spaces collapsed and its accents composed', () => {
    expect(searchOf(withQuery({ destino: null, ciudad: '  La   Habana ' })).cityText).toBe('La Habana');
    expect(searchOf(withQuery({ destino: null, ciudad: 'Cancu\u0301n' })).cityText).toBe('Cancún');
  });

  it('writes the rooms as the address does', () => {
    expect(roomsText([{ adults: 2, childAges: [] }])).toBe('2');
    expect(roomsText([{ adults: 2, childAges: [5, 7] }])).toBe('2-5-7');
    expect(roomsText([DEFAULT_ROOM, { adults: 1, childAges: [0] }])).toBe('2,1-0');
  });

  it('writes its parameters in one order, leaving out what the search does not have', () => {
    const params = hotelSearchParams({
      destinationId: null,
      cityText: 'La Habana',
      checkIn: '2027-03-10',
      checkOut: '2027-03-12',
      rooms: [DEFAULT_ROOM],
    });
    expect(params.toString()).toBe('ciudad=La+Habana&entrada=2027-03-10&salida=2027-03-12&habitaciones=2');
    expect([...hotelSearchParams(searchOf(search(VALID))).keys()]).toEqual([
      'destino',
      'ciudad',
      'entrada',
      'salida',
      'habitaciones',
    ]);
  });

  it('takes one default room when the address names none', () => {
    expect(searchOf(withQuery({ habitaciones: null })).rooms).toEqual([DEFAULT_ROOM]);
  });
});

describe('the destination', () => {
  it('is required: a chosen destination or a typed city', () => {
    expect(errorsOf(withQuery({ destino: null, ciudad: null }))).toEqual({ ciudad: 'destinationRequired' });
    expect(errorsOf(withQuery({ destino: '', ciudad: '   ' }))).toEqual({ ciudad: 'destinationRequired' });
  });

  it('a destinoId is 1 to 999999, digits only', () => {
    expect(searchOf(withQuery({ destino: '1' })).destinationId).toBe(1);
    expect(searchOf(withQuery({ destino: '999999' })).destinationId).toBe(999_999);
    for (const id of ['0', '1000000', '-1', '1.5', '1e3', '12abc', ' ', '9'.repeat(400)]) {
      const errors = errorsOf(withQuery({ destino: id }));
      if (id.trim() === '') expect(errors).toEqual({});
      else expect(errors, id).toEqual({ ciudad: 'destinationInvalid' });
    }
  });

  it('a typed city is 2 to 60 letters, spaces, hyphens, apostrophes or dots', () => {
    const city = (text: string) => errorsOf(withQuery({ destino: null, ciudad: text })).ciudad;
    expect(city('a'.repeat(60))).toBeUndefined();
    expect(city('a'.repeat(61))).toBe('cityTooLong');
    expect(city('é'.repeat(60))).toBeUndefined();
    expect(city('x'.repeat(100_000))).toBe('cityTooLong');
    expect(city('P')).toBe('cityTooShort');
    for (const bad of [
      'Punta Cana 2',
      '<script>',
      'Cancún;',
      'a/b',
      '---',
      "'.",
      'Tab\there',
      'Null\u0000',
      'Bidi\u202Eanac',
    ])
      expect(city(bad), bad).toBe('cityInvalid');
  });

  it('a typed city of one letter is fine with a chosen destination', () => {
    expect(errorsOf(withQuery({ ciudad: 'P' }))).toEqual({});
  });

  it('reads a long city only as far as its bound', () => {
    const { draft, errors } = readHotelSearchDraft(new URLSearchParams({ ciudad: 'a'.repeat(5000) }));
    expect(errors.ciudad).toBe('cityTooLong');
    expect(draft.cityText).toHaveLength(60);
  });
});

describe('the dates', () => {
  it('are required', () => {
    expect(errorsOf(withQuery({ entrada: null, salida: null }))).toEqual({
      entrada: 'checkInRequired',
      salida: 'checkOutRequired',
    });
  });

  it('are read as typed by hand, DD/MM/YYYY, D/M/YYYY or DD-MM-YYYY, and as the picker writes them', () => {
    for (const [entrada, salida] of [
      ['10/03/2027', '17/03/2027'],
      ['10/3/2027', '17/3/2027'],
      ['10-03-2027', '17-03-2027'],
      ['2027-03-10', '17.03.2027'],
      [' 10 / 03 / 2027 ', '17032027'],
    ] as const) {
      const found = searchOf(withQuery({ entrada, salida }));
      expect([found.checkIn, found.checkOut], `${entrada} ${salida}`).toEqual(['2027-03-10', '2027-03-17']);
    }
  });

  it('say the format when a date is not written as one, and "invalid" when the day does not exist', () => {
    for (const text of ['mañana', '2027/03/10', '10/03/27', '1003', '10-03', '2027-3-10', '10/03/2027x'])
      expect(errorsOf(withQuery({ entrada: text })).entrada, text).toBe('dateFormat');
    for (const text of ['31/02/2028', '29/02/2027', '00/03/2027', '10/13/2027', '2027-02-30'])
      expect(errorsOf(withQuery({ entrada: text })).entrada, text).toBe('invalidDate');
    expect(errorsOf(withQuery({ entrada: '1'.repeat(21) })).entrada).toBe('dateFormat');
    expect(errorsOf(withQuery({ salida: ' '.repeat(5000) })).salida).toBe('dateFormat');
  });

  it('check-in is from today to a year ahead', () => {
    expect(errorsOf(withQuery({ entrada: '2027-03-01', salida: '2027-03-02' }))).toEqual({});
    expect(errorsOf(withQuery({ entrada: '2027-02-28', salida: '2027-03-02' }))).toEqual({
      entrada: 'checkInPast',
    });
    expect(errorsOf(withQuery({ entrada: '2028-02-29', salida: '2028-03-01' }))).toEqual({});
    expect(errorsOf(withQuery({ entrada: '2028-03-01', salida: '2028-03-02' }))).toEqual({
      entrada: 'checkInTooFar',
    });
  });

  it('check-out is after check-in, at most 30 nights later', () => {
    expect(errorsOf(withQuery({ salida: '2027-03-10' }))).toEqual({ salida: 'checkOutBeforeCheckIn' });
    expect(errorsOf(withQuery({ salida: '2027-03-09' }))).toEqual({ salida: 'checkOutBeforeCheckIn' });
    expect(errorsOf(withQuery({ salida: '2027-03-11' }))).toEqual({});
    expect(errorsOf(withQuery({ salida: '2027-04-09' }))).toEqual({});
    expect(errorsOf(withQuery({ salida: '2027-04-10' }))).toEqual({ salida: 'tooManyNights' });
  });

  it('a check-out is not compared with a check-in that is not a day, or that is refused', () => {
    expect(errorsOf(withQuery({ entrada: '31/02/2027' }))).toEqual({ entrada: 'invalidDate' });
    expect(errorsOf(withQuery({ entrada: '2020-01-01' }))).toEqual({ entrada: 'checkInPast' });
    expect(errorsOf(withQuery({ entrada: '2028-03-05', salida: '2028-03-01' }))).toEqual({
      entrada: 'checkInTooFar',
    });
  });

  it('counts the nights between two days as typed', () => {
    expect(stayNights('10/03/2027', '2027-03-17')).toBe(7);
    expect(stayNights('10/03/2027', '17/03/20')).toBeNull();
  });
});

describe('the rooms', () => {
  const rooms = (list: string) => withQuery({ habitaciones: list });

  it('are 1 to 5', () => {
    expect(searchOf(rooms('2,2,2,2,2')).rooms).toHaveLength(5);
    expect(errorsOf(rooms('2,2,2,2,2,2'))).toEqual({ habitaciones: 'tooManyRooms' });
    const { draft } = readHotelSearchDraft(new URLSearchParams({ habitaciones: '2,2,2,2,2,2' }));
    expect(draft.rooms).toHaveLength(5);
  });

  it('have 1 to 4 adults each', () => {
    expect(searchOf(rooms('1,4')).rooms.map((room) => room.adults)).toEqual([1, 4]);
    expect(errorsOf(rooms('0'))).toEqual({ a1: 'adultsRange' });
    expect(errorsOf(rooms('2,5'))).toEqual({ a2: 'adultsRange' });
    expect(errorsOf(rooms('99'))).toEqual({ a1: 'adultsRange' });
    expect(errorsOf(rooms('-5'))).toEqual({ a1: 'adultsRange' });
  });

  it('have 0 to 4 children each, aged 0 to 17', () => {
    expect(searchOf(rooms('2-0-1-16-17')).rooms).toEqual([{ adults: 2, childAges: [0, 1, 16, 17] }]);
    expect(errorsOf(rooms('1-1-2-3-4-5'))).toEqual({ n1: 'tooManyChildren' });
    expect(errorsOf(rooms('2-18'))).toEqual({ 'e1-1': 'childAgeInvalid' });
    expect(errorsOf(rooms('2,2-5-123'))).toEqual({ 'e2-2': 'childAgeInvalid' });
    expect(errorsOf(rooms('2-'))).toEqual({ 'e1-1': 'childAgeRequired' });
    expect(errorsOf(rooms('2--7'))).toEqual({ 'e1-1': 'childAgeRequired' });
  });

  it('hold at most 6 guests, as every room the storefront sells', () => {
    expect(searchOf(rooms('4-5-7')).rooms).toEqual([{ adults: 4, childAges: [5, 7] }]);
    expect(errorsOf(rooms('4-5-7-9'))).toEqual({ a1: 'tooManyInRoom' });
  });

  it('refuse a list that is not one, before reading it', () => {
    for (const list of ['dos', '2;1', '2 1', '2,,', '2.5', `${'2,'.repeat(40)}2`, '2'.repeat(1000)]) {
      const errors = errorsOf(rooms(list));
      expect(Object.keys(errors).length, list).toBeGreaterThan(0);
    }
    expect(errorsOf(rooms('2'.repeat(1000)))).toEqual({ habitaciones: 'roomsInvalid' });
    expect(errorsOf(rooms('x'))).toEqual({ habitaciones: 'roomsInvalid' });
  });
});

describe('the form draft (a1, n1, e1 per child…)', () => {
  const form = (query: string) =>
    parseHotelSearch(
      new URLSearchParams(`ciudad=Cancún&entrada=10/03/2027&salida=17/03/2027&${query}`),
      TODAY,
    );

  it('reads the rooms room by room, each child with its age', () => {
    expect(searchOf(form('a1=2&n1=2&e1=5&e1=7&a2=1&n2=1&e2=0')).rooms).toEqual([
      { adults: 2, childAges: [5, 7] },
      { adults: 1, childAges: [0] },
    ]);
  });

  it('asks the age of a child the form sent without one', () => {
    const result = form('a1=2&n1=2&e1=5');
    expect(errorsOf(result)).toEqual({ 'e1-2': 'childAgeRequired' });
    expect(result.ok ? undefined : result.draft.rooms).toEqual([{ adults: 2, childAges: [5, null] }]);
    expect(errorsOf(form('a1=2&n1=1&e1='))).toEqual({ 'e1-1': 'childAgeRequired' });
  });

  it('keeps the first ages when fewer children are asked for', () => {
    expect(searchOf(form('a1=2&n1=1&e1=5&e1=7')).rooms).toEqual([{ adults: 2, childAges: [5] }]);
  });

  it('counts the ages when the number of children is missing', () => {
    expect(searchOf(form('a1=2&e1=5&e1=7')).rooms).toEqual([{ adults: 2, childAges: [5, 7] }]);
  });

  it('says what is out of range, showing the nearest value the form offers', () => {
    const result = form('a1=9&n1=7&e1=5');
    expect(errorsOf(result)).toMatchObject({ a1: 'adultsRange', n1: 'tooManyChildren' });
    expect(result.ok ? undefined : result.draft.rooms[0]?.adults).toBe(4);
    expect(result.ok ? undefined : result.draft.rooms[0]?.childAges.length).toBe(4);
    expect(errorsOf(form('a1=2&a2=2&a3=2&a4=2&a5=2&a6=2'))).toEqual({ habitaciones: 'tooManyRooms' });
  });

  it('reads only the first values of a list of ages longer than a room takes', () => {
    const ages = Array.from({ length: 10_000 }, () => 'e1=5').join('&');
    expect(searchOf(form(`a1=2&n1=2&${ages}`)).rooms).toEqual([{ adults: 2, childAges: [5, 5] }]);
  });
});

describe('checkHotelSearch: the form in the browser', () => {
  it('checks a draft as the form holds it', () => {
    const draft = { ...defaultHotelSearch(TODAY), cityText: 'Cancún' };
    expect(checkHotelSearch(draft, TODAY).ok).toBe(true);
    const result = checkHotelSearch(
      {
        ...draft,
        rooms: [
          { adults: 2, childAges: [null] },
          { adults: 0, childAges: [] },
        ],
      },
      TODAY,
    );
    expect(errorsOf(result)).toEqual({ 'e1-1': 'childAgeRequired', a2: 'adultsRange' });
  });

  it('starts from the offer date (today + 7) for 7 nights, one room of 2 adults', () => {
    expect(defaultHotelSearch(TODAY)).toEqual({
      destinationId: null,
      cityText: '',
      checkIn: '2027-03-08',
      checkOut: '2027-03-15',
      rooms: [{ adults: 2, childAges: [] }],
    });
  });

  it('orders errors as the form shows its fields', () => {
    const keys = ['e2-1', 'a2', 'habitaciones', 'salida', 'e1-2', 'n1', 'ciudad', 'a1', 'entrada', 'e1-1'];
    expect([...keys].sort((a, b) => errorFieldRank(a) - errorFieldRank(b))).toEqual([
      'ciudad',
      'entrada',
      'salida',
      'habitaciones',
      'a1',
      'n1',
      'e1-1',
      'e1-2',
      'a2',
      'e2-1',
    ]);
  });
});
