import { wholeEurosDown, wholeEurosUp } from './money';
import { roomLetter } from './room-letters';
import { travellerType } from './traveller-types';
import { AGE_TYPE, MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM, PricingInputError } from './types';
import type {
  AgeType,
  BreakdownLine,
  InfantRule,
  PassengerCode,
  PriceBreakdown,
  PricedService,
  RoomChoice,
} from './types';

const MAX_CHILD_AGE = 17;
const INFANT_RULES: readonly InfantRule[] = ['taxes-and-insurance', 'ten-percent'];
const MONEY_FIELDS = ['basePrice', 'taxPerPerson', 'insurancePerPerson', 'singleSupplement'] as const;
const PERCENT_FIELDS = ['childDiscountPercent', 'thirdPersonDiscountPercent'] as const;

const LABELS = {
  singleAdult: 'Adulto en habitación individual',
  adult: 'Adulto',
  thirdPerson: 'Tercera persona',
  child: 'Niño (de 2 a 11 años)',
  baby: 'Bebé (menor de 2 años)',
} as const;

/** The kind of traveller a line prices, for pages that name it in the visitor's language. */
export type PassengerKind = keyof typeof LABELS;

/** Every kind of traveller a line can price (each needs its name in every language). */
export const PASSENGER_KINDS = Object.keys(LABELS) as PassengerKind[];

/** The kind of traveller of a line, read from its (Spanish) descripcion. */
export function passengerKind(descripcion: string): PassengerKind | undefined {
  return PASSENGER_KINDS.find((kind) => LABELS[kind] === descripcion);
}

const AGE_TYPE_OF: Record<PassengerCode, AgeType> = {
  ADT: AGE_TYPE.adult,
  CHD: AGE_TYPE.child,
  INF: AGE_TYPE.infant,
};

/** The travellers of one room, by how they pay. */
interface RoomParty {
  /** Adults plus children aged 12 or more. */
  grownUps: number;
  /** Children from 2 to 11. */
  children: number;
  /** Infants plus children under 2. */
  babies: number;
}

/** What a line charges per person, before the amounts are worked out. */
interface LineSpec {
  tipoPasajero: PassengerCode;
  descripcion: string;
  cantidad: number;
  precioBase: number;
  suplemento: number;
  suplementoIndividual: number;
  descuento: number;
}

/**
 * Sections 3 and 4: the price breakdown of a party, one line per traveller type in each room, rooms in
 * the given order and lettered a, b, c… within each accommodation group. Throws PricingInputError on
 * invalid input; never mutates it.
 */
export function priceBreakdown(rooms: RoomChoice[]): PriceBreakdown {
  validateRooms(rooms);
  const nextLetter = groupLetterer();
  const lines = rooms.flatMap((room) => roomLines(room, nextLetter(room.service.grupo)));
  const totalGeneral = sum(lines.map((line) => line.precioHabitacion));
  const travellers = {
    adults: travellersOfType(lines, 'ADT'),
    children: travellersOfType(lines, 'CHD'),
    infants: travellersOfType(lines, 'INF'),
  };
  const pricePerPerson = wholeEurosUp(totalGeneral / (travellers.adults + travellers.children));
  return { lines, totalGeneral, pricePerPerson, travellers };
}

/** Hands out room letters: each accommodation group has its own sequence from 'a'. */
function groupLetterer(): (grupo: string) => string {
  const roomsPerGroup = new Map<string, number>();
  return (grupo) => {
    const index = roomsPerGroup.get(grupo) ?? 0;
    roomsPerGroup.set(grupo, index + 1);
    return roomLetter(index);
  };
}

function roomLines(room: RoomChoice, letter: string): BreakdownLine[] {
  const party = roomParty(room);
  const lines = [...grownUpSpecs(room, party), childSpec(room, party)]
    .filter((spec) => spec.cantidad > 0)
    .map((spec) => pricedLine(room.service, letter, spec));
  const babies = babySpec(room.service, party.babies);
  if (babies.cantidad > 0) {
    // Babies take the room letter of the line before them.
    lines.push(pricedLine(room.service, lines.at(-1)?.habitacion ?? letter, babies));
  }
  return lines;
}

function roomParty(room: RoomChoice): RoomParty {
  const childCodes = room.childAges.map((age) => travellerType(age).tipoPasajero);
  const childrenCoded = (code: PassengerCode) => childCodes.filter((c) => c === code).length;
  return {
    grownUps: room.adults + childrenCoded('ADT'),
    children: childrenCoded('CHD'),
    babies: room.infants + childrenCoded('INF'),
  };
}

/** Alone in the room (babies aside): single supplement. Otherwise two adults, then third persons. */
function grownUpSpecs(room: RoomChoice, party: RoomParty): LineSpec[] {
  const { service } = room;
  if (party.grownUps === 1 && party.children === 0) {
    return [
      fullFareSpec(room, 'ADT', LABELS.singleAdult, 1, { suplementoIndividual: service.singleSupplement }),
    ];
  }
  return [
    fullFareSpec(room, 'ADT', LABELS.adult, Math.min(2, party.grownUps)),
    fullFareSpec(room, 'ADT', LABELS.thirdPerson, Math.max(0, party.grownUps - 2), {
      descuento: service.thirdPersonDiscountPercent,
    }),
  ];
}

function childSpec(room: RoomChoice, party: RoomParty): LineSpec {
  return fullFareSpec(room, 'CHD', LABELS.child, party.children, {
    descuento: room.service.childDiscountPercent,
  });
}

/** A line paying the service's base price plus the room option's supplement. */
function fullFareSpec(
  room: RoomChoice,
  tipoPasajero: PassengerCode,
  descripcion: string,
  cantidad: number,
  extras: Partial<Pick<LineSpec, 'suplementoIndividual' | 'descuento'>> = {},
): LineSpec {
  return {
    tipoPasajero,
    descripcion,
    cantidad,
    precioBase: room.service.basePrice,
    suplemento: room.roomSupplement,
    suplementoIndividual: extras.suplementoIndividual ?? 0,
    descuento: extras.descuento ?? 0,
  };
}

function babySpec(service: PricedService, cantidad: number): LineSpec {
  return {
    tipoPasajero: 'INF',
    descripcion: LABELS.baby,
    cantidad,
    precioBase: babyFare(service),
    suplemento: 0,
    suplementoIndividual: 0,
    descuento: 0,
  };
}

/** What a baby pays before taxes, by the operator's infant rule. */
function babyFare(service: PricedService): number {
  return service.infantRule === 'ten-percent'
    ? Math.round(service.basePrice * 0.1)
    : service.insurancePerPerson;
}

/**
 * One line's amounts, each per person in whole euros (money.ts): the catalogue's base, supplements
 * and taxes rounded up, the discount rounded down, so every line and total is whole euros.
 */
function pricedLine(service: PricedService, habitacion: string, rawSpec: LineSpec): BreakdownLine {
  const spec = {
    ...rawSpec,
    precioBase: wholeEurosUp(rawSpec.precioBase),
    suplemento: wholeEurosUp(rawSpec.suplemento),
    suplementoIndividual: wholeEurosUp(rawSpec.suplementoIndividual),
  };
  const basePersona = spec.precioBase + spec.suplemento + spec.suplementoIndividual;
  const descuentoPersona = wholeEurosDown((basePersona * spec.descuento) / 100);
  const tasaPersona = wholeEurosUp(service.taxPerPerson);
  return {
    numeroServicio: service.numeroServicio,
    habitacion,
    cantidad: spec.cantidad,
    tipoPasajero: spec.tipoPasajero,
    edadTipo: AGE_TYPE_OF[spec.tipoPasajero],
    descripcion: spec.descripcion,
    precioBase: spec.precioBase,
    suplemento: spec.suplemento,
    suplementoIndividual: spec.suplementoIndividual,
    descuento: spec.descuento,
    importeBASE: basePersona * spec.cantidad,
    basePersona,
    descuentoPersona,
    subDescuento: descuentoPersona * spec.cantidad,
    tasaPersona,
    precioHabitacion: (basePersona - descuentoPersona + tasaPersona) * spec.cantidad,
    alojamiento: service.alojamiento,
  };
}

function travellersOfType(lines: BreakdownLine[], code: PassengerCode): number {
  return sum(lines.filter((line) => line.tipoPasajero === code).map((line) => line.cantidad));
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// ---- Validation ----

function validateRooms(rooms: RoomChoice[]): void {
  if (!Array.isArray(rooms) || rooms.length < 1 || rooms.length > MAX_ROOMS) {
    const got = Array.isArray(rooms) ? rooms.length : typeof rooms;
    throw new PricingInputError(`A party needs 1 to ${MAX_ROOMS} rooms (got ${got}).`);
  }
  rooms.forEach((room, index) => validateRoom(room, `Room ${index + 1}`));
}

function validateRoom(room: RoomChoice, where: string): void {
  requireCount(room.adults, `${where}: adults`);
  requireCount(room.infants, `${where}: infants`);
  if (room.adults < 1) {
    throw new PricingInputError(`${where}: a room needs at least 1 adult (got ${room.adults}).`);
  }
  if (!Array.isArray(room.childAges)) {
    throw new PricingInputError(`${where}: childAges must be a list of ages.`);
  }
  for (const age of room.childAges) {
    if (!Number.isInteger(age) || age < 0 || age > MAX_CHILD_AGE) {
      throw new PricingInputError(
        `${where}: a child's age must be an integer from 0 to ${MAX_CHILD_AGE} (got ${age}).`,
      );
    }
  }
  const travellers = room.adults + room.childAges.length + room.infants;
  if (travellers > MAX_TRAVELLERS_PER_ROOM) {
    throw new PricingInputError(
      `${where}: at most ${MAX_TRAVELLERS_PER_ROOM} travellers per room, babies included (got ${travellers}).`,
    );
  }
  requireCents(room.roomSupplement, `${where}: roomSupplement`);
  validateService(room.service, `${where}: service`);
}

function validateService(service: PricedService, where: string): void {
  for (const field of MONEY_FIELDS) requireCents(service[field], `${where} ${field}`);
  for (const field of PERCENT_FIELDS) requirePercent(service[field], `${where} ${field}`);
  if (!INFANT_RULES.includes(service.infantRule)) {
    throw new PricingInputError(
      `${where} infantRule must be one of ${INFANT_RULES.join(', ')} (got ${String(service.infantRule)}).`,
    );
  }
}

function requireCount(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) {
    throw new PricingInputError(`${what} must be a non-negative integer (got ${value}).`);
  }
}

function requireCents(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new PricingInputError(`${what} must be a non-negative integer amount of cents (got ${value}).`);
  }
}

function requirePercent(value: number, what: string): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new PricingInputError(`${what} must be a percentage from 0 to 100 (got ${value}).`);
  }
}
