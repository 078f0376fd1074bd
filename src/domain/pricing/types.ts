/**
 * The pricing engine's contract. All money is integer euro cents; display rounding (up to whole
 * euros) happens only in `src/domain/format.ts`.
 */

/** Age-type numbers of the specification (section 9). */
export const AGE_TYPE = { adult: 30, child: 10, infant: 0 } as const;
export type AgeType = (typeof AGE_TYPE)[keyof typeof AGE_TYPE];

/** Babies are under 2; children 2 to under 12; from 12 a traveller pays as an adult (section 1). */
export const INFANT_UNDER_AGE = 2;
export const CHILD_UNDER_AGE = 12;
export const MAX_ROOMS = 9;
export const MAX_TRAVELLERS_PER_ROOM = 6;

export type PassengerCode = 'ADT' | 'CHD' | 'INF';

/** How an operator charges babies: only taxes and insurance, or 10% of the base fare plus taxes. */
export type InfantRule = 'taxes-and-insurance' | 'ten-percent';

/** One service (package: flight + hotel for N nights from an origin) priced for one departure day. */
export interface PricedService {
  numeroServicio: number;
  /** Accommodation name, repeated on each line. */
  alojamiento: string;
  /** Accommodation group: rooms are lettered a, b, c… within each group. */
  grupo: string;
  /** Price per person in a double room on the chosen day, before taxes (the calendar's price). */
  basePrice: number;
  /** Taxes per person, every traveller including babies. */
  taxPerPerson: number;
  /** Travel insurance per person that babies pay under the taxes-and-insurance rule. */
  insurancePerPerson: number;
  /** Discount for children 2 to under 12, in percent (0–100). */
  childDiscountPercent: number;
  /** Discount for a third traveller aged 12 or more sharing with two adults, in percent (0–100). */
  thirdPersonDiscountPercent: number;
  /** Extra per person for a traveller alone in a room. */
  singleSupplement: number;
  infantRule: InfantRule;
}

/** One room of the party, with the option chosen for it. */
export interface RoomChoice {
  service: PricedService;
  idHabitacion: number;
  nombreHabitacion: string;
  /** Extra per person of this room option over the base room (0 for the base room). */
  roomSupplement: number;
  /** Travellers aged 12 or more (at least 1). */
  adults: number;
  /** Ages of the children (each 2 to 17; an age of 12 or more counts as a third person or adult). */
  childAges: number[];
  /** Babies under 2: they share the room and take the room letter of the line before them. */
  infants: number;
}

/** A price breakdown line (section 3), one per traveller type in a room. */
export interface BreakdownLine {
  numeroServicio: number;
  /** Room letter within its accommodation group: a–z, then ñ. */
  habitacion: string;
  cantidad: number;
  tipoPasajero: PassengerCode;
  edadTipo: AgeType;
  /** Spanish label (the specification's breakdown labels are Spanish). */
  descripcion: string;
  /** Per person, before supplements and discount. */
  precioBase: number;
  /** Room option supplement, per person. */
  suplemento: number;
  /** Single supplement, per person. */
  suplementoIndividual: number;
  /** Discount in percent. */
  descuento: number;
  /** (precioBase + suplemento + suplementoIndividual) × cantidad. */
  importeBASE: number;
  /** precioBase + suplemento + suplementoIndividual. */
  basePersona: number;
  /** Discount per person, in cents. */
  descuentoPersona: number;
  /** descuentoPersona × cantidad. */
  subDescuento: number;
  /** Taxes per person. */
  tasaPersona: number;
  /** What the line costs: (basePersona − descuentoPersona + tasaPersona) × cantidad. */
  precioHabitacion: number;
  alojamiento: string;
}

export interface PriceBreakdown {
  lines: BreakdownLine[];
  /** Sum of every line's precioHabitacion, taxes included. */
  totalGeneral: number;
  /** totalGeneral divided by the travellers who are not babies, rounded to the cent. */
  pricePerPerson: number;
  travellers: { adults: number; children: number; infants: number };
}

export class PricingInputError extends Error {
  override name = 'PricingInputError';
}
