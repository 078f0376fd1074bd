import { and, asc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Language } from '../../../domain/language';
import type { Database } from '../../db/client';
import {
  accommodations,
  destinations,
  extras,
  extraTexts,
  itinerarySegments,
  providers,
  serviceNotes,
  services,
  taxes,
} from '../../db/schema/catalogue';

/**
 * The services sold (a package, a combined trip or a circuit category: flights and hotel for some
 * nights from an origin) and what comes with each: flights, excursions, notes, taxes, suppliers.
 */
export function createServicesRepository(db: Database) {
  // infant_rule holds one of the two rules the pricing engine knows (the import checks it).
  const servicesWhere = (where: SQL | undefined) =>
    db
      .select({
        ...getTableColumns(services),
        accommodationName: accommodations.name,
        groupCode: accommodations.groupCode,
        destinationCode: accommodations.destinationCode,
        destinationCountry: destinations.countryCode,
      })
      .from(services)
      .innerJoin(accommodations, eq(accommodations.id, services.accommodationId))
      .innerJoin(destinations, eq(destinations.code, accommodations.destinationCode))
      .where(where)
      .orderBy(asc(services.id)) as Promise<ServiceRow[]>;

  return {
    service: async (serviceId: number): Promise<ServiceRow | undefined> =>
      (await servicesWhere(eq(services.id, serviceId)))[0],

    /** Every service of one type (PAQ, COM, CIR) of an accommodation. */
    servicesOfAccommodation: (accommodationId: number, serviceType: string) =>
      servicesWhere(
        and(eq(services.accommodationId, accommodationId), eq(services.serviceType, serviceType)),
      ),

    /** The services of a combined trip ('COM') or a circuit ('CIR'): one per circuit category. */
    servicesOfTrip: (serviceType: 'COM' | 'CIR', tripId: number) =>
      servicesWhere(
        and(
          eq(services.serviceType, serviceType),
          eq(serviceType === 'COM' ? services.combinedTripId : services.circuitId, tripId),
        ),
      ),

    /** A tour operator or airline: its code and name. */
    provider: async (providerId: number): Promise<{ code: string; name: string } | undefined> => {
      const [row] = await db
        .select({ code: providers.code, name: providers.name })
        .from(providers)
        .where(eq(providers.id, providerId));
      return row;
    },

    segments: (serviceId: number): Promise<SegmentRow[]> =>
      db
        .select({
          ...getTableColumns(itinerarySegments),
          providerName: providers.name,
          providerKind: providers.kind,
          providerCode: providers.code,
        })
        .from(itinerarySegments)
        .innerJoin(providers, eq(providers.id, itinerarySegments.providerId))
        .where(eq(itinerarySegments.serviceId, serviceId))
        .orderBy(asc(itinerarySegments.segment)),

    extras: (serviceId: number, language: Language): Promise<ExtraRow[]> =>
      db
        .select({
          ...getTableColumns(extras),
          groupName: extraTexts.groupName,
          name: extraTexts.name,
          description: extraTexts.description,
        })
        .from(extras)
        .innerJoin(extraTexts, and(eq(extraTexts.extraId, extras.id), eq(extraTexts.language, language)))
        .where(eq(extras.serviceId, serviceId))
        .orderBy(asc(extras.sequence)),

    notes: (serviceId: number, language: Language): Promise<NoteRow[]> =>
      db
        .select()
        .from(serviceNotes)
        .where(and(eq(serviceNotes.serviceId, serviceId), eq(serviceNotes.language, language)))
        .orderBy(asc(serviceNotes.sequence)),

    taxes: (serviceId: number): Promise<TaxRow[]> =>
      db.select().from(taxes).where(eq(taxes.serviceId, serviceId)).orderBy(asc(taxes.taxId)),
  };
}

export interface ServiceRow {
  id: number;
  accommodationId: number;
  campaignId: number;
  /** 'PAQ' package, 'COM' combined trip, 'CIR' circuit. */
  serviceType: string;
  originCode: string;
  nights: number;
  currency: string;
  airlineId: number;
  supplierId: number;
  code: string;
  /** Cents, like every amount here. */
  referencePrice: number;
  taxPerPerson: number;
  insurancePerPerson: number;
  childDiscountPercent: number;
  thirdPersonDiscountPercent: number;
  singleSupplement: number;
  infantRule: 'taxes-and-insurance' | 'ten-percent';
  combinedTripId: number | null;
  circuitId: number | null;
  departureWeekdays: number;
  demoCalendar: boolean;
  accommodationName: string;
  groupCode: string;
  destinationCode: string;
  destinationCountry: string;
}

export interface SegmentRow {
  serviceId: number;
  segment: number;
  providerId: number;
  originStation: string;
  originName: string;
  originCountry: string;
  destinationStation: string;
  destinationName: string;
  destinationCountry: string;
  flightNumber: string;
  /** Days after the departure day. */
  dayOffset: number;
  departureTime: string;
  arrivalTime: string;
  cabinClass: string;
  connection: boolean;
  providerName: string;
  providerKind: number;
  providerCode: string;
}

export interface ExtraRow {
  id: number;
  serviceId: number;
  sequence: number;
  detailSequence: number;
  serviceTypeId: number;
  /** Per person, in cents. */
  price: number;
  cancelable: boolean;
  firstDay: number;
  lastDay: number;
  groupName: string;
  name: string;
  description: string;
}

export interface NoteRow {
  serviceId: number;
  sequence: number;
  type: number;
  language: string;
  note1: string;
  note2: string;
}

export interface TaxRow {
  serviceId: number;
  taxId: number;
  taxTypeId: number;
  /** Cents. */
  amount: number;
}
