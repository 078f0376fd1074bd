import { isoToDisplayDate } from '../days';
import type { ExtrasTotal } from './extras';
import type { Translate } from '../counted';
import { wholeEurosUp } from './money';
import type { PriceBreakdown } from './types';

/**
 * Optional extras of the booking request (section 9): travel insurance with cancellation cover,
 * the medical-expenses extension "from 20 EUR" and personalised attention at the office (30 EUR).
 * Per-person extras are paid by every traveller aged 2 or more, like excursions.
 */
export const OPTIONAL_EXTRAS = ['seguroViaje', 'ampliacionMedica', 'atencionPersonalizada'] as const;
export type OptionalExtra = (typeof OPTIONAL_EXTRAS)[number];

export const TRAVEL_INSURANCE_PER_PERSON = 3_500;
export const OFFICE_ATTENTION_PER_BOOKING = 3_000;
/** The medical extension's price per person grows with the length of the trip: from 20 EUR. */
const MEDICAL_EXTENSION_BY_NIGHTS = [
  { upToNights: 9, price: 2_000 },
  { upToNights: 16, price: 3_000 },
  { upToNights: Infinity, price: 4_500 },
] as const;

/** The "from 20 EUR" of the medical extension: its shortest trips' price. */
export const MEDICAL_EXTENSION_FROM = MEDICAL_EXTENSION_BY_NIGHTS[0].price;

export function medicalExtensionPerPerson(nights: number): number {
  return MEDICAL_EXTENSION_BY_NIGHTS.find((tier) => nights <= tier.upToNights)?.price ?? 4_500;
}

/** A supplement line of the booking (section 3): type, order, Spanish description, quantity, amounts. */
export interface SupplementLine {
  tipoSuplemento: 'EXCURSION' | 'SEGURO' | 'MEDICO' | 'ATENCION';
  secuencia: number;
  descripcion: string;
  cantidad: number;
  /** Per unit, in cents. */
  importe: number;
  total: number;
  /** The excursion's id and day, for excursion lines. */
  extraId?: number;
  day?: string;
}

const OPTIONAL_EXTRA_TYPES = {
  seguroViaje: 'SEGURO',
  ampliacionMedica: 'MEDICO',
  atencionPersonalizada: 'ATENCION',
} as const satisfies Record<OptionalExtra, SupplementLine['tipoSuplemento']>;

/** Unit price, quantity and type of each optional extra for a trip. */
export function optionalExtraPrice(extra: OptionalExtra, trip: { payingTravellers: number; nights: number }) {
  const importe =
    extra === 'seguroViaje'
      ? TRAVEL_INSURANCE_PER_PERSON
      : extra === 'ampliacionMedica'
        ? medicalExtensionPerPerson(trip.nights)
        : OFFICE_ATTENTION_PER_BOOKING;
  const cantidad = extra === 'atencionPersonalizada' ? 1 : trip.payingTravellers;
  return { tipo: OPTIONAL_EXTRA_TYPES[extra], importe, cantidad };
}

export function optionalExtraPrices(trip: { payingTravellers: number; nights: number }) {
  return {
    seguroViaje: optionalExtraPrice('seguroViaje', trip),
    ampliacionMedica: optionalExtraPrice('ampliacionMedica', trip),
    atencionPersonalizada: optionalExtraPrice('atencionPersonalizada', trip),
  } satisfies Record<OptionalExtra, unknown>;
}

/** What the chosen optional extras add to the total. */
export function optionalExtrasTotal(
  chosen: Partial<Record<OptionalExtra, boolean>>,
  trip: { payingTravellers: number; nights: number },
): number {
  return OPTIONAL_EXTRAS.filter((extra) => chosen[extra]).reduce((sum, extra) => {
    const price = optionalExtraPrice(extra, trip);
    return sum + price.importe * price.cantidad;
  }, 0);
}

/** The optional extra a supplement line stands for (its text is translated), or null for an excursion. */
export function optionalExtraOf(tipo: string): OptionalExtra | null {
  return OPTIONAL_EXTRAS.find((extra) => OPTIONAL_EXTRA_TYPES[extra] === tipo) ?? null;
}

/**
 * A booked supplement's name in the reader's language: an optional extra by its name on the
 * request form (its stored description is the agency's Spanish), an excursion by its own.
 */
export function supplementName(line: { type: string; description: string }, booking: Translate): string {
  const extra = optionalExtraOf(line.type);
  return extra ? booking(`form.${extra}`) : line.description;
}

const DESCRIPTIONS: Record<OptionalExtra, string> = {
  seguroViaje: 'Seguro de viaje con cancelación',
  ampliacionMedica: 'Ampliación de gastos médicos',
  atencionPersonalizada: 'Atención personalizada en oficina',
};

/** Excursions first, then the optional extras chosen, numbered from 1. */
export function supplementLines(
  excursions: ExtrasTotal,
  chosen: Partial<Record<OptionalExtra, boolean>>,
  trip: { payingTravellers: number; nights: number },
): SupplementLine[] {
  const lines: Omit<SupplementLine, 'secuencia'>[] = excursions.lines.map((line) => ({
    tipoSuplemento: 'EXCURSION',
    descripcion: `${line.name} · ${isoToDisplayDate(line.day)}`,
    cantidad: line.people,
    importe: line.pricePerPerson,
    total: line.total,
    extraId: line.id,
    day: line.day,
  }));
  for (const extra of OPTIONAL_EXTRAS) {
    if (!chosen[extra]) continue;
    const price = optionalExtraPrice(extra, trip);
    lines.push({
      tipoSuplemento: price.tipo,
      descripcion: DESCRIPTIONS[extra],
      cantidad: price.cantidad,
      importe: price.importe,
      total: price.importe * price.cantidad,
    });
  }
  return lines.map((line, index) => ({ ...line, secuencia: index + 1 }));
}

/** The price of the whole booking: the package's total general plus every supplement. */
export function bookingTotals(
  breakdown: PriceBreakdown,
  supplements: readonly { total: number }[],
  passengers: number,
) {
  const supplementsTotal = supplements.reduce((sum, line) => sum + line.total, 0);
  const total = breakdown.totalGeneral + supplementsTotal;
  return {
    supplementsTotal,
    total,
    pricePerPerson: wholeEurosUp(total / Math.max(1, passengers)),
  };
}
