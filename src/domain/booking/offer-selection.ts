import { partyFromSearchParams } from '../catalogue/party-query';
import { DEFAULT_NIGHTS, DEFAULT_ORIGIN_CITY } from '../constants';
import { MAX_ROOMS } from '../pricing/types';
import {
  compactDate,
  compactMonth,
  id,
  integerBetween,
  nights,
  searchParamsInput,
  validItems,
} from '../schemas/bounds';
import { coordinatesQuery } from '../schemas/packages-api';
import { z } from '../schemas/zod';
import { circuitCategoryOf } from '../catalogue/circuits';
import type { ExcursionChoice, OfferSelection, TripChoice } from './offer-address';

/** An origin city in an address: its three-letter code, in any case. */
const originCode = z
  .string()
  .regex(/^[A-Za-z]{3}$/)
  .transform((code) => code.toUpperCase());

/**
 * The parameters that name the offer. Without a readable accommodation id the address names no
 * offer (404); a length or a day that cannot be read (noches=zz, dia=abc, the day 20270231) is
 * left out, as if the link had not given it: the offer page shows its usual length and cheapest
 * day rather than saying a hotel that is on sale is not.
 */
const offerQuery = z.object({
  alojamiento: id(),
  origen: originCode.default(DEFAULT_ORIGIN_CITY.code).catch(DEFAULT_ORIGIN_CITY.code),
  noches: nights().default(DEFAULT_NIGHTS).catch(DEFAULT_NIGHTS),
  dia: compactDate().optional().catch(undefined),
});

/** More origin cities than the catalogue has. */
const MAX_ORIGINS = 20;

/** More excursions than any offer has: the rest of a longer list is ignored. */
const MAX_EXCURSIONS = 20;

/** x=<id>:<YYYYMMDD>, an excursion on a day; malformed ones are dropped. */
const excursionsQuery = validItems(
  z
    .preprocess((value) => String(value).split(':'), z.tuple([id(), compactDate()]))
    .transform(([excursion, day]): ExcursionChoice => ({ id: excursion, day })),
  MAX_EXCURSIONS,
);

/** The excursions of an address, each once (an excursion is taken on one day, as the buttons choose). */
export function excursionsFromSearchParams(params: URLSearchParams): ExcursionChoice[] {
  const excursions = excursionsQuery.parse(params.getAll('x'));
  return excursions.filter(
    (excursion, index) => excursions.findIndex((e) => e.id === excursion.id) === index,
  );
}

/** A combined trip or a circuit named by its id; a category that cannot be read is left out. */
const tripQuery = z.union([
  z
    .object({ combinado: id() })
    .transform(({ combinado }): TripChoice => ({ kind: 'combined', id: combinado })),
  z
    .object({ circuito: id(), categoria: z.string().max(20).optional().catch(undefined) })
    .transform(({ circuito, categoria }): TripChoice => ({
      kind: 'circuit',
      id: circuito,
      category: circuitCategoryOf(categoria),
    })),
]);

/**
 * The selection in an address, or null when it names no offer. A trip's hotel, origin and length
 * come from its service (the offer quote resolves them): until then they are 0, Madrid and its nights.
 */
export function selectionFromSearchParams(params: URLSearchParams): OfferSelection | null {
  const input = searchParamsInput(params);
  if (params.has('combinado') || params.has('circuito')) {
    const trip = tripQuery.safeParse(input);
    if (!trip.success) return null;
    return {
      accommodationId: 0,
      origin: DEFAULT_ORIGIN_CITY.code,
      nights: 0,
      day: offerQuery.shape.dia.parse(input.dia),
      party: partyFromSearchParams(params),
      excursions: excursionsFromSearchParams(params),
      trip: trip.data,
    };
  }
  const parsed = offerQuery.safeParse(input);
  if (!parsed.success) return null;
  return {
    accommodationId: parsed.data.alojamiento,
    origin: parsed.data.origen,
    nights: parsed.data.noches,
    day: parsed.data.dia,
    party: partyFromSearchParams(params),
    excursions: excursionsFromSearchParams(params),
  };
}

/** The excursion buttons of the offer page, which work without JavaScript: add one on a day, remove one. */
const excursionChangeQuery = z.object({
  xadd: id().optional().catch(undefined),
  xdia: compactDate().optional().catch(undefined),
  xdel: id().optional().catch(undefined),
});

/** The excursions after a button of the offer page, or undefined when the address pressed none. */
export function excursionsAfterChange(params: URLSearchParams): ExcursionChoice[] | undefined {
  if (!params.has('xadd') && !params.has('xdel')) return undefined;
  const { xadd, xdia, xdel } = excursionChangeQuery.parse(searchParamsInput(params));
  const kept = excursionsFromSearchParams(params).filter(
    (excursion) => excursion.id !== xadd && excursion.id !== xdel,
  );
  return xadd && xdia ? [...kept, { id: xadd, day: xdia }] : kept;
}

/** cambio=<room>-<id>: room n was switched from the room option id, which its party does not fit. */
const switchedRoomsQuery = validItems(
  z
    .preprocess((value) => String(value).split('-'), z.tuple([integerBetween(1, MAX_ROOMS), id()]))
    .transform(([room, from]) => ({ room, from })),
  MAX_ROOMS,
);

export function switchedRoomsFromSearchParams(params: URLSearchParams) {
  return switchedRoomsQuery.parse(params.getAll('cambio'));
}

const calendarMonthQuery = compactMonth().optional().catch(undefined);

/** The calendar month the offer page shows (mes=YYYYMM) as YYYY-MM, or undefined for the chosen day's. */
export function calendarMonthFromSearchParams(params: URLSearchParams): string | undefined {
  return calendarMonthQuery.parse(searchParamsInput(params).mes);
}

/**
 * /ciudad-origen?latitude=…&longitude=…[&origenes=MAD,BCN]: a position, and the origin cities an
 * offer departs from; codes that are not codes are ignored.
 */
export const nearestOriginQuery = coordinatesQuery.extend({
  origenes: z.preprocess((codes) => String(codes ?? '').split(','), validItems(originCode, MAX_ORIGINS)),
});
