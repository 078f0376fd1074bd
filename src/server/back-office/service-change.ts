import { originCityName } from '../../domain/constants';
import { addDays } from '../../domain/days';
import { madridDay } from '../../domain/format';
import {
  bookedRooms,
  rebookedParty,
  type RebookProblem,
  type RebookedParty,
} from '../../domain/booking/rebooked-party';
import type { TravellerTipo } from '../../domain/booking/travellers';
import type { ExcursionChoice, OfferSelection } from '../../domain/booking/offer-address';
import type { Language } from '../../domain/language';
import { optionalExtraOf, type OptionalExtra } from '../../domain/pricing/supplements';
import { bookedService } from '../booking/booked-service';
import { tripRecords, type KeptSupplement, type TripRecords } from '../booking/booking-records';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { withLiveCatalogue } from '../catalogue/catalogue-version';
import type { OfferQuotes } from '../catalogue/offer-quote';
import { createBookingRepository, type StoredSupplement } from '../booking/booking.repository';
import type { Database } from '../db/client';
import type { Translate } from '../mail/email-layout';
import type { PaymentsService } from '../payments/payments.service';
import type { SiteSettings } from '../site-settings';
import type { BookingStatus } from '../../domain/booking/status';
import { statusAfterServices } from '../../domain/booking/transitions';
import { audit, type Actor } from './audit';
import { bookingByLocator, bookingFor, travellerMail, type DeskBooking } from './desk-booking';
import { isErased } from './personal-data';
import { servicesEmail, type TripFacts } from './traveller-emails';

export type { TripFacts } from './traveller-emails';

/** What the team changes of a booked trip: hotel, departure city, day, nights, and who sleeps where. */
export interface ServiceChange {
  accommodationId: number;
  origin: string;
  day: string;
  nights: number;
  /** The room (from 1) of each traveller, in the travellers' order. */
  rooms: number[];
  /** The room option asked for in each room (index = room − 1); 0 lets the engine choose. */
  roomOptions: number[];
}

export type ServiceChangeProblem =
  | RebookProblem
  | { kind: 'not-found' }
  | { kind: 'erased' }
  | { kind: 'cancelled' }
  | { kind: 'departed' }
  | { kind: 'trip' }
  | { kind: 'day-past' }
  | { kind: 'hotel-unknown' }
  | { kind: 'unavailable'; nearestDays: string[] }
  | { kind: 'rooms' }
  | { kind: 'below-paid'; paid: number }
  | { kind: 'price-moved'; total: number }
  | { kind: 'stale' }
  | { kind: 'no-change' };

export interface ServiceChangeOptions {
  hotels: { id: number; name: string; stars: number }[];
  origins: { code: string; name: string }[];
  nights: number[];
  roomOptions: { id: number; name: string }[];
}

interface Plan {
  trip: TripRecords;
  /** The new hotel's meal plan, in the traveller's language. */
  mealPlan: string;
  travellers: RebookedParty['travellers'];
  /** Excursions that no longer fit the trip (another day, another hotel), by their booked description. */
  dropped: string[];
  /** Rooms whose type asked for cannot hold their travellers, and the type the engine chose instead. */
  switched: { room: number; asked: string; chosen: string }[];
}

/**
 * The team changes a booking's services (section 1 "modification"): the same travellers on
 * another day, length, departure city, hotel or rooms, re-priced by the engine as the storefront
 * would price them. The difference is shown before anything is written; the change replaces the
 * booked trip in one transaction with its audit line and the traveller's e-mail.
 */
export function createServiceChange(deps: {
  db: Database;
  catalogue: CatalogueService;
  offers: OfferQuotes;
  paymentsWith: (db: Database) => PaymentsService;
  site: SiteSettings;
  publicUrl: string;
  clock: () => Date;
  /** The traveller's texts (namespace myBooking), in their language. */
  travellerTexts: (language: Language) => Translate;
}) {
  const { db } = deps;
  const { factsOf, tellTraveller } = travellerMail(deps);

  /** One after the other: inside a transaction they share one connection. */
  const childrenOf = async (tx: Database, bookingId: number) => {
    const booked = createBookingRepository(tx);
    const passengers = await booked.passengers(bookingId);
    const rooms = await booked.rooms(bookingId);
    const supplements = await booked.supplements(bookingId);
    return { passengers, rooms, supplements };
  };

  /** Why a booking's services cannot change now, if they cannot. */
  const closed = async (booking: DeskBooking): Promise<ServiceChangeProblem | undefined> => {
    if (isErased(booking)) return { kind: 'erased' };
    if (booking.status === 'cancelada') return { kind: 'cancelled' };
    if (booking.departureDate <= madridDay(deps.clock().toISOString())) return { kind: 'departed' };
    // A combined trip, a circuit or any booking of several stays is changed with its supplier,
    // stay by stay (the total by hand here): this form books one package hotel, and would drop them.
    const stays = (await createBookingRepository(db).services(booking.id)).filter((s) => s.type === 'hotel');
    if (booking.kind !== 'package' || stays.length > 1) return { kind: 'trip' };
    return undefined;
  };

  /** The booked supplements as the engine sees them: excursions to price again, extras chosen, the rest kept. */
  function bookedExtras(supplements: StoredSupplement[]) {
    const excursions: ExcursionChoice[] = [];
    const chosen: Partial<Record<OptionalExtra, boolean>> = {};
    const kept: KeptSupplement[] = [];
    for (const line of supplements) {
      const extra = optionalExtraOf(line.type);
      if (extra) chosen[extra] = true;
      else if (line.extraId !== null && line.day !== null)
        excursions.push({ id: line.extraId, day: line.day });
      else {
        const { id: _id, bookingId: _booking, sequence: _sequence, ...rest } = line;
        kept.push(rest);
      }
    }
    return { excursions, chosen, kept };
  }

  /** The changed trip priced on the live catalogue, or why it cannot be sold. */
  async function plan(
    tx: Database,
    booking: DeskBooking,
    change: ServiceChange,
  ): Promise<Plan | ServiceChangeProblem> {
    if (change.day <= madridDay(deps.clock().toISOString())) return { kind: 'day-past' };
    const { passengers, supplements } = await childrenOf(tx, booking.id);
    // A form from before the travellers changed (or a hand-made one) says nothing about the others.
    if (change.rooms.length !== passengers.length) return { kind: 'stale' };
    const returnDate = addDays(change.day, change.nights);
    const rebooked = rebookedParty(
      passengers.map((p) => ({ number: p.number, type: p.type as TravellerTipo, birthDate: p.birthDate })),
      { rooms: change.rooms, roomOptions: change.roomOptions },
      { departure: change.day, returnDate },
    );
    if ('kind' in rebooked) return rebooked;
    const extras = bookedExtras(supplements);
    const selection: OfferSelection = {
      accommodationId: change.accommodationId,
      origin: change.origin,
      nights: change.nights,
      day: change.day,
      party: rebooked.party,
      excursions: extras.excursions,
    };
    const language = booking.language as Language;
    const quote = await withLiveCatalogue(() => deps.offers.quote(selection, language));
    if (!quote) return { kind: 'hotel-unknown' };
    if (quote.status === 'unavailable') return { kind: 'unavailable', nearestDays: quote.nearestDays };
    const { selected, breakdown } = quote;
    if (quote.status === 'rooms' || !selected || !breakdown) return { kind: 'rooms' };
    const trip = tripRecords({
      selection,
      language,
      offer: { ...quote, selected, breakdown },
      ...(await bookedService(deps.catalogue, quote, selected.serviceId)),
      chosenExtras: extras.chosen,
      keptSupplements: extras.kept,
    });
    const priced = new Set(quote.excursions.lines.map((line) => `${line.id}:${line.day}`));
    const dropped = supplements
      .filter((line) => line.extraId !== null && !priced.has(`${line.extraId}:${line.day}`))
      .map((line) => line.description);
    const switched = quote.choices.flatMap((choice, index) =>
      choice.switchedFrom && choice.chosen
        ? [
            {
              room: index + 1,
              asked: choice.switchedFrom.name,
              chosen: choice.chosen.name,
            },
          ]
        : [],
    );
    return {
      trip,
      mealPlan: quote.accommodation.mealPlan,
      travellers: rebooked.travellers,
      dropped,
      switched,
    };
  }

  const isProblem = (value: Plan | ServiceChangeProblem): value is ServiceChangeProblem => 'kind' in value;

  /** The booked hotel's meal plan in the traveller's language (read outside any transaction: the catalogue has its own connection). */
  const bookedMealPlan = async (booking: DeskBooking) =>
    (await deps.catalogue.accommodation(booking.hotelCode, booking.language as Language))?.mealPlan ?? '';

  const factsBefore = async (tx: Database, booking: DeskBooking, mealPlan: string): Promise<TripFacts> => {
    const { rooms } = await childrenOf(tx, booking.id);
    return {
      hotel: booking.hotel,
      origin: booking.cityId,
      departure: booking.departureDate,
      returnDate: booking.returnDate,
      nights: booking.nights,
      mealPlan,
      rooms: rooms.map((room) => ({ name: room.name, travellers: room.passengerCount })),
      total: booking.totalPrice,
    };
  };

  const factsAfter = ({ trip, mealPlan }: Plan): TripFacts => ({
    hotel: trip.fields.hotel,
    origin: trip.fields.cityId,
    departure: trip.fields.departureDate,
    returnDate: trip.fields.returnDate,
    nights: trip.fields.nights,
    mealPlan,
    rooms: trip.rooms.map((room) => ({ name: room.name, travellers: room.passengerCount })),
    total: trip.fields.totalPrice,
  });

  /** The hotels, cities, lengths and room options the form offers for a hotel, city and length. */
  async function optionsFor(change: ServiceChange, language: Language): Promise<ServiceChangeOptions> {
    const detail = await deps.catalogue.offerDetail({ ...change, language });
    if (!detail) return { hotels: [], origins: [], nights: [], roomOptions: [] };
    const hotels = await deps.catalogue.accommodationsOf(detail.accommodation.destinationCode, language);
    return {
      hotels: hotels.map((h) => ({ id: h.id, name: h.name, stars: h.stars })),
      origins: detail.origins.map((code) => ({ code, name: originCityName(code, language) })),
      nights: detail.nightsOptions,
      roomOptions: detail.rooms.map((room) => ({ id: room.roomId, name: room.name })),
    };
  }

  return {
    /**
     * The form's starting point: the trip as booked (who sleeps in which room, which option) and
     * what can be chosen; or why the services cannot change.
     */
    async form(booking: DeskBooking, language: Language) {
      const problem = await closed(booking);
      if (problem) return { kind: 'closed' as const, problem };
      const { passengers, rooms } = await childrenOf(db, booking.id);
      const current: ServiceChange = {
        accommodationId: booking.hotelCode,
        origin: booking.cityId,
        day: booking.departureDate,
        nights: booking.nights,
        rooms: bookedRooms(
          passengers.length,
          rooms.map((room) => room.passengerCount),
        ),
        roomOptions: rooms.map((room) => room.roomId),
      };
      return {
        kind: 'open' as const,
        current,
        travellers: passengers.map((p) => ({ number: p.number, fullName: p.fullName, type: p.type })),
        options: await optionsFor(current, language),
      };
    },

    /** The changed trip and its price beside the booked one; nothing is written. */
    async preview(locator: string, change: ServiceChange, language: Language) {
      const booking = await bookingByLocator(db, locator);
      if (!booking) return { kind: 'not-found' as const };
      const problem = await closed(booking);
      if (problem) return { kind: 'refused' as const, problem };
      const [planned, options, balance] = await Promise.all([
        plan(db, booking, change),
        optionsFor(change, language),
        deps.paymentsWith(db).balance(booking.id),
      ]);
      if (isProblem(planned)) return { kind: 'refused' as const, problem: planned, options };
      const before = await factsBefore(db, booking, await bookedMealPlan(booking));
      const after = factsAfter(planned);
      if (sameFacts(before, after))
        return { kind: 'refused' as const, problem: { kind: 'no-change' as const }, options };
      return {
        kind: 'quoted' as const,
        before,
        after,
        dropped: planned.dropped,
        switched: planned.switched,
        paid: balance?.paid ?? 0,
        /** The booking as it was priced: a confirmation for another state of it is refused. */
        stamp: tripStamp(booking),
        options,
      };
    },

    /**
     * Replaces the booked trip with the changed one, if it still costs what the agent was shown
     * and not less than what has been paid. Flights and hotel go back to "on request".
     */
    async apply(
      locator: string,
      change: ServiceChange & { seenTotal: number; seenStamp: string; reason: string },
      actor: Actor,
    ): Promise<
      | { kind: 'done'; before: number; after: number }
      | { kind: 'not-found' }
      | { kind: 'refused'; problem: ServiceChangeProblem }
    > {
      // Priced before the transaction: the catalogue is read through its own connection (one only on PGlite).
      const read = await bookingByLocator(db, locator);
      if (!read) return { kind: 'not-found' };
      // Calculated on another state of the booking (a colleague's change, this one sent twice).
      if (tripStamp(read) !== change.seenStamp) return { kind: 'refused', problem: { kind: 'stale' } };
      const planned = (await closed(read)) ?? (await plan(db, read, change));
      if (isProblem(planned)) return { kind: 'refused', problem: planned };
      const { trip } = planned;
      if (trip.fields.totalPrice !== change.seenTotal)
        return { kind: 'refused', problem: { kind: 'price-moved', total: trip.fields.totalPrice } };
      const bookedMeal = await bookedMealPlan(read);
      return db.transaction(async (tx) => {
        const found = await bookingFor(tx, locator, 'money');
        if (found.kind === 'not-found') return found;
        if (found.kind === 'refused') return { kind: 'refused', problem: { kind: found.reason } };
        const { booking } = found;
        // Another change written meanwhile: what was priced is no longer this booking's trip.
        if (tripStamp(booking) !== change.seenStamp) return { kind: 'refused', problem: { kind: 'stale' } };
        // What the traveller has given and not been given back: a cheaper trip than that needs a refund first.
        const balance = await deps.paymentsWith(tx).balance(booking.id);
        const paid = balance ? balance.paid - balance.refunded : 0;
        if (trip.fields.totalPrice < paid) return { kind: 'refused', problem: { kind: 'below-paid', paid } };
        const before = await factsBefore(tx, booking, bookedMeal);
        const after = factsAfter(planned);
        if (sameFacts(before, after)) return { kind: 'refused', problem: { kind: 'no-change' } };
        const repo = createBookingRepository(tx);
        await repo.replaceTrip(booking.id, trip, planned.travellers);
        // The new services are on request: a confirmed booking is on request again until the
        // suppliers confirm them (the traveller's mail says so, and so does Mi reserva).
        const from = booking.status as BookingStatus;
        const status = statusAfterServices(from, await repo.services(booking.id));
        if (status !== from) await repo.setStatus(booking.id, status);
        await audit(tx, actor, {
          action: 'reserva.servicios',
          entity: 'reserva',
          entityId: booking.locator,
          bookingId: booking.id,
          before: { ...auditFacts(before), estado: from },
          after: { ...auditFacts(after), estado: status },
          note: change.reason,
        });
        const language = booking.language as Language;
        await tellTraveller(
          tx,
          booking,
          `booking-services:${booking.id}:${deps.clock().getTime()}`,
          'booking-services',
          servicesEmail(
            factsOf(booking),
            { before, after, reason: change.reason },
            deps.travellerTexts(language),
            deps.site,
          ),
        );
        return { kind: 'done', before: before.total, after: after.total };
      });
    },
  };
}

/** The booked trip and price in one string: what a calculated change was calculated on. */
export const tripStamp = (booking: DeskBooking) =>
  [
    booking.status,
    booking.totalPrice,
    booking.hotelCode,
    booking.cityId,
    booking.departureDate,
    booking.nights,
    booking.room,
  ].join('|');

/** Nothing the traveller would notice changes. */
const sameFacts = (a: TripFacts, b: TripFacts) => JSON.stringify(a) === JSON.stringify(b);

/** The audit trail's before and after of a change of services. */
const auditFacts = (facts: TripFacts) => ({
  hotel: facts.hotel,
  origen: facts.origin,
  salida: facts.departure,
  noches: facts.nights,
  regimen: facts.mealPlan,
  habitaciones: facts.rooms.map((room) => ({ nombre: room.name, viajeros: room.travellers })),
  precioTotal: facts.total,
});

export type ServiceChangeService = ReturnType<typeof createServiceChange>;
