import {
  HOTEL_SUPPLIERS,
  type BedBankText,
  type HotelRate,
  type HotelRoom,
} from '../../../domain/hotels/bed-bank';
import type { MealPlanCode } from '../../../domain/catalogue/offer-filters';
import type { Random } from '../../../domain/random';
import { tierOf } from './hotel-names';

/**
 * A bed bank hotel's rooms and each supplier's rate for them. Every rate is quoted, as
 * hotel-prices.ts prices it, for the room and two adults on a mid-season weekday: a single room's
 * too, whose one guest pays 80 % of it. Texts are shared objects, so 3,000 hotels stay light.
 */

interface RoomType {
  code: string;
  name: BedBankText;
  maxAdults: number;
  maxChildren: number;
  maxOccupancy: number;
  /** Against the hotel's standard double. */
  priceFactor: number;
}

const room = (
  code: string,
  name: BedBankText,
  [maxAdults, maxChildren, maxOccupancy]: [number, number, number],
  priceFactor: number,
): RoomType => ({ code, name, maxAdults, maxChildren, maxOccupancy, priceFactor });

const ROOM_TYPES = {
  single: room(
    'SGL',
    { es: 'Habitación individual', en: 'Single room', fr: 'Chambre individuelle' },
    [1, 0, 1],
    0.9,
  ),
  double: room('DBL', { es: 'Habitación doble', en: 'Double room', fr: 'Chambre double' }, [2, 1, 3], 1),
  triple: room('TPL', { es: 'Habitación triple', en: 'Triple room', fr: 'Chambre triple' }, [3, 1, 3], 1.05),
  superior: room(
    'DBL-SUP',
    { es: 'Habitación doble superior', en: 'Superior double room', fr: 'Chambre double supérieure' },
    [2, 1, 3],
    1.15,
  ),
  cityView: room(
    'DBL-CITY',
    {
      es: 'Doble con vistas a la ciudad',
      en: 'Double room with city view',
      fr: 'Chambre double vue sur la ville',
    },
    [2, 1, 3],
    1.15,
  ),
  seaView: room(
    'DBL-SEA',
    { es: 'Doble con vistas al mar', en: 'Sea-view double room', fr: 'Chambre double vue mer' },
    [2, 1, 3],
    1.2,
  ),
  juniorSuite: room('JSU', { es: 'Junior suite', en: 'Junior suite', fr: 'Suite junior' }, [3, 2, 4], 1.45),
  family: room(
    'FAM',
    { es: 'Habitación familiar', en: 'Family room', fr: 'Chambre familiale' },
    [3, 3, 4],
    1.35,
  ),
  suite: room('STE', { es: 'Suite', en: 'Suite', fr: 'Suite' }, [4, 2, 4], 2.1),
} as const;

/** Besides the standard double every hotel has: the room types it may add, by kind and tier. */
const OPTIONAL_ROOMS: Record<'beach' | 'city', Record<'budget' | 'mid' | 'upscale', RoomType[]>> = {
  city: {
    budget: [ROOM_TYPES.single, ROOM_TYPES.triple, ROOM_TYPES.family],
    mid: [ROOM_TYPES.single, ROOM_TYPES.superior, ROOM_TYPES.cityView, ROOM_TYPES.triple, ROOM_TYPES.family],
    upscale: [
      ROOM_TYPES.single,
      ROOM_TYPES.superior,
      ROOM_TYPES.cityView,
      ROOM_TYPES.juniorSuite,
      ROOM_TYPES.family,
      ROOM_TYPES.suite,
    ],
  },
  beach: {
    budget: [ROOM_TYPES.single, ROOM_TYPES.seaView, ROOM_TYPES.family],
    mid: [ROOM_TYPES.seaView, ROOM_TYPES.family, ROOM_TYPES.juniorSuite, ROOM_TYPES.single],
    upscale: [
      ROOM_TYPES.superior,
      ROOM_TYPES.seaView,
      ROOM_TYPES.juniorSuite,
      ROOM_TYPES.family,
      ROOM_TYPES.suite,
    ],
  },
};

/** How many optional rooms a tier adds to the double: 2–5 room types in all. */
const OPTIONAL_COUNT = { budget: [1, 2], mid: [1, 3], upscale: [2, 4] } as const;

/** What a meal plan adds to the room-only price for two. */
const MEAL_PLAN_FACTOR: Record<MealPlanCode, number> = { SA: 1, AD: 1.12, MP: 1.3, PC: 1.45, TI: 1.7 };

/** City hotels sell rooms with or without breakfast; resorts mostly all inclusive or half board. */
const MEAL_PLANS: Record<'beach' | 'city', MealPlanCode[]> = {
  city: ['SA', 'SA', 'SA', 'SA', 'AD', 'AD', 'AD', 'AD', 'AD', 'MP'],
  beach: ['TI', 'TI', 'TI', 'TI', 'TI', 'TI', 'MP', 'MP', 'PC', 'AD'],
};

/** A rate's free cancellation ends this many days before check-in; then this share is charged. */
const FREE_CANCELLATION_DAYS = [2, 3, 3, 5, 7, 7, 10, 14] as const;
const CANCELLATION_FEE_PERCENT = [20, 25, 30, 50, 50, 75, 100] as const;
const REFUNDABLE_SHARE = 0.6;
/** What a non-refundable rate saves on the refundable price. */
const NON_REFUNDABLE_FACTOR = 0.9;

const REMARKS = {
  checkInEarly: {
    es: 'Entrada a partir de las 14:00 y salida hasta las 12:00.',
    en: 'Check-in from 2 pm, check-out by 12 noon.',
    fr: 'Arrivée à partir de 14 h, départ avant 12 h.',
  },
  checkInLate: {
    es: 'Entrada a partir de las 15:00 y salida hasta las 11:00.',
    en: 'Check-in from 3 pm, check-out by 11 am.',
    fr: 'Arrivée à partir de 15 h, départ avant 11 h.',
  },
  cityTax: {
    es: 'La tasa turística se paga en el hotel.',
    en: 'The city tax is payable at the hotel.',
    fr: 'La taxe de séjour est à régler à l’hôtel.',
  },
  cots: {
    es: 'Cunas bajo petición, sujetas a disponibilidad.',
    en: 'Cots on request, subject to availability.',
    fr: 'Lits bébé sur demande, selon disponibilité.',
  },
  lateArrival: {
    es: 'Las llegadas después de las 22:00 deben avisarse al hotel.',
    en: 'Arrivals after 10 pm must be announced to the hotel.',
    fr: 'Toute arrivée après 22 h doit être signalée à l’hôtel.',
  },
  deposit: {
    es: 'El hotel puede pedir una fianza a la llegada.',
    en: 'The hotel may ask for a deposit on arrival.',
    fr: 'L’hôtel peut demander une caution à l’arrivée.',
  },
  wristband: {
    es: 'Los clientes con todo incluido llevan pulsera identificativa.',
    en: 'All-inclusive guests wear a wristband.',
    fr: 'Les clients en formule tout compris portent un bracelet.',
  },
  parking: {
    es: 'El aparcamiento tiene un coste adicional.',
    en: 'Parking is charged extra.',
    fr: 'Le parking est payant.',
  },
} satisfies Record<string, BedBankText>;
type Remark = keyof typeof REMARKS;

/** Remarks' joined texts, one object per combination: thousands of rates share a few dozen. */
const joinedRemarks = new Map<string, BedBankText>();

function remarksText(keys: Remark[]): BedBankText {
  const id = keys.join('+');
  let text = joinedRemarks.get(id);
  if (!text) {
    const join = (language: keyof BedBankText) => keys.map((key) => REMARKS[key][language]).join(' ');
    text = { es: join('es'), en: join('en'), fr: join('fr') };
    joinedRemarks.set(id, text);
  }
  return text;
}

export interface RoomsFor {
  kind: 'beach' | 'city';
  stars: number;
  /** A European city charges its tourist tax at the hotel. */
  cityTax: boolean;
  /** The hotel's room-only price for a standard double and two, in euros. */
  doubleEuros: number;
}

function remarksFor(random: Random, hotel: RoomsFor, mealPlan: MealPlanCode): BedBankText {
  const keys: Remark[] = [random.chance(0.5) ? 'checkInEarly' : 'checkInLate'];
  if (hotel.cityTax) keys.push('cityTax');
  if (mealPlan === 'TI' && random.chance(0.5)) keys.push('wristband');
  const others: Remark[] =
    hotel.kind === 'beach' ? ['cots', 'deposit', 'lateArrival'] : ['cots', 'lateArrival', 'parking'];
  keys.push(...random.sample(others, random.int(0, 2)));
  return remarksText(keys);
}

/** The hotel's rooms: a double and 1–4 more, each with a rate from each of its 2 or 3 suppliers. */
export function hotelRooms(random: Random, hotel: RoomsFor): HotelRoom[] {
  const tier = tierOf(hotel.stars);
  const [fewest, most] = OPTIONAL_COUNT[tier];
  const types = [
    ROOM_TYPES.double,
    ...random.sample(OPTIONAL_ROOMS[hotel.kind][tier], random.int(fewest, most)),
  ];
  const suppliers = random.sample(HOTEL_SUPPLIERS, random.chance(0.55) ? 2 : 3);
  // Each supplier buys the hotel a few per cent dearer or cheaper than the others, and mostly sells its main meal plan.
  const supplierFactor = suppliers.map(() => 0.96 + random.next() * 0.08);
  const mainMealPlan = random.pick(MEAL_PLANS[hotel.kind]);
  return types.map((type) => ({
    code: type.code,
    name: type.name,
    maxAdults: type.maxAdults,
    maxChildren: type.maxChildren,
    maxOccupancy: type.maxOccupancy,
    rates: suppliers.map((supplier, index): HotelRate => {
      const mealPlan = random.chance(0.7) ? mainMealPlan : random.pick(MEAL_PLANS[hotel.kind]);
      const refundable = random.chance(REFUNDABLE_SHARE);
      const euros =
        hotel.doubleEuros *
        type.priceFactor *
        MEAL_PLAN_FACTOR[mealPlan] *
        (supplierFactor[index] ?? 1) *
        (refundable ? 1 : NON_REFUNDABLE_FACTOR);
      return {
        supplier,
        basePerNight: Math.max(20, Math.round(euros)) * 100,
        mealPlan,
        refundable,
        freeCancellationDays: refundable ? random.pick(FREE_CANCELLATION_DAYS) : 0,
        cancellationFeePercent: refundable ? random.pick(CANCELLATION_FEE_PERCENT) : 100,
        remarks: remarksFor(random, hotel, mealPlan),
        allotment: random.int(2, 10),
      };
    }),
  }));
}
