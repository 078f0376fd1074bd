import { chooseRoomOptions, type PartyRoom } from '../../domain/catalogue/party';
import type { Language } from '../../domain/language';
import { centsToEuros } from '../../domain/pricing/money';
import type { CatalogueService } from './catalogue.service';

/** What a listing card needs to price a party: the offer's service and its cheapest day (YYYY-MM-DD). */
interface SearchedOffer {
  serviceId: number;
  day: string;
}

/** What pricing a party adds to an offer. */
export interface PricedForParty {
  partyTotal: number | null;
  partyRooms: PartyRoom[];
}

/**
 * A search's results priced for its party by the pricing engine, each on its cheapest day in the
 * window, in the room options the party fits (as the offer page chooses them). `partyTotal` is
 * the party's total in euros, or null when no room of the hotel takes the party as it is split;
 * `partyRooms` the party with the room option each room gets.
 */
export async function priceOffersForParty<T extends SearchedOffer>(
  catalogue: CatalogueService,
  offers: T[],
  party: PartyRoom[],
  language: Language,
): Promise<(T & PricedForParty)[]> {
  return Promise.all(
    offers.map(async (offer) => {
      const { day } = offer;
      const choices = chooseRoomOptions(party, await catalogue.roomOptions(offer.serviceId, language));
      const rooms = choices.flatMap((choice) =>
        choice.chosen
          ? [
              {
                numeroServicio: offer.serviceId,
                idHabitacion: choice.chosen.roomId,
                adults: choice.room.adults,
                childAges: choice.room.childAges,
                infants: choice.room.infants,
                day,
              },
            ]
          : [],
      );
      // The party in the rooms it gets, so the offer page opens on them.
      const partyRooms = choices.map((choice) =>
        choice.chosen ? { ...choice.room, roomId: choice.chosen.roomId } : choice.room,
      );
      if (rooms.length < choices.length) return { ...offer, partyTotal: null, partyRooms };
      const breakdown = await catalogue.breakdown(rooms);
      return { ...offer, partyTotal: centsToEuros(breakdown.totalGeneral), partyRooms };
    }),
  );
}
