import type { MealPlanCode } from '../catalogue/offer-filters';

/**
 * The bed bank's inventory as a hotel wholesaler supplies it (issue 30): cities, hotels, their
 * rooms and each supplier's rate for a room. Prices are not stored: a rate's price for a night is
 * a pure function of the rate and the date (hotel-prices.ts), as the package calendar is.
 */

/** The three languages the bed bank's texts come in (section 3); the others fall back to English. */
export const BED_BANK_LANGUAGES = ['es', 'en', 'fr'] as const;
export type BedBankLanguage = (typeof BED_BANK_LANGUAGES)[number];
export type BedBankText = Record<BedBankLanguage, string>;

/** The wholesalers that supply rooms (two or three per hotel). */
export const HOTEL_SUPPLIERS = ['HBD', 'WBD', 'RST'] as const;
export type HotelSupplier = (typeof HOTEL_SUPPLIERS)[number];

export const HOTEL_AMENITIES = [
  'pool',
  'beachfront',
  'spa',
  'gym',
  'wifi',
  'parking',
  'restaurant',
  'kidsClub',
  'airportShuttle',
  'petsAllowed',
  'adultsOnly',
  'accessible',
] as const;
export type HotelAmenity = (typeof HOTEL_AMENITIES)[number];

export interface BedBankCity {
  /** destinoId: the city's number in the search service. */
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  name: BedBankText;
  latitude: number;
  longitude: number;
  /** Beach resorts measure hotels' distance to the beach, cities to the centre. */
  kind: 'beach' | 'city';
  /** The catalogue destination the city is (its id_destino), when packages go there. */
  catalogueDestination: string | null;
}

export interface HotelRate {
  supplier: HotelSupplier;
  /** What the supplier charges for the room and two adults on a mid-season weekday, in whole euros as cents. */
  basePerNight: number;
  mealPlan: MealPlanCode;
  refundable: boolean;
  /** A refundable rate is free to cancel until this many days before check-in; then the fee applies. */
  freeCancellationDays: number;
  /** Of the stay's total, charged when cancelled after the free days (a non-refundable rate: 100). */
  cancellationFeePercent: number;
  remarks: BedBankText;
  /** Rooms the supplier holds for us per night. */
  allotment: number;
}

export interface HotelRoom {
  /** Unique within its hotel, like "DBL-SEA". */
  code: string;
  name: BedBankText;
  maxAdults: number;
  maxChildren: number;
  /** Adults and children together (infants under 2 not counted). */
  maxOccupancy: number;
  rates: HotelRate[];
}

export interface BedBankHotel {
  /** The hotel's code in the search service (numeric, at most 7 digits). */
  code: number;
  cityId: number;
  name: string;
  stars: 1 | 2 | 3 | 4 | 5;
  description: BedBankText;
  address: string;
  latitude: number;
  longitude: number;
  /** Metres to the city centre or, in a beach resort, to the beach. */
  distanceMetres: number;
  amenities: HotelAmenity[];
  /** The picture, as the catalogue's: /img/catalogo/alojamiento/<key>.svg (optionally ?aspecto=). */
  imagePath: string;
  rooms: HotelRoom[];
  /** The catalogue accommodation sold in packages under the same name, if any. */
  catalogueAccommodationId: number | null;
  /** Whether guests have reviewed it (about half the seeded hotels; imported ones none). */
  reviewed: boolean;
}

/** The party of one room: adults and each child's age (0–17). */
export interface RoomParty {
  adults: number;
  childAges: number[];
}

export const REVIEW_ASPECTS = ['cleanliness', 'location', 'staff', 'value', 'comfort'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

export interface HotelReview {
  id: string;
  /** The language the guest wrote in (any of the six). */
  language: 'es' | 'en' | 'fr' | 'it' | 'pt' | 'ro';
  author: string;
  /** ISO date of the stay's end. */
  date: string;
  /** 1–10 per aspect; the overall score is their mean to one decimal. */
  scores: Record<ReviewAspect, number>;
  title: string;
  /** Keys of the pros and cons the guest names (their texts are translated). */
  pros: string[];
  cons: string[];
  text: string;
  ownerResponse: { date: string; text: string } | null;
}
