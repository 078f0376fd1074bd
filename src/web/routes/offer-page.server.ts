import { data, redirect, type AppLoadContext } from 'react-router';
import { partyParameters, partyToSearchParams, type PartyRoom } from '../../domain/catalogue/party';
import { partyAfterAction, partyDraftFromSearchParams } from '../../domain/catalogue/party-query';
import { originCityName } from '../../domain/constants';
import { compactToIso, isoToCompact } from '../../domain/days';
import {
  calendarMonthFromSearchParams,
  excursionsAfterChange,
  selectionFromSearchParams,
  switchedRoomsFromSearchParams,
} from '../../domain/booking/offer-selection';
import { excursionsToSearchParams, offerPaths } from '../../domain/booking/offer-address';
import { roomLetter } from '../../domain/pricing/room-letters';
import { itineraryInLanguage } from '../components/offer/offer-itinerary';
import { serverT, translationsFor } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';

export interface RoomProblem {
  kind: 'none' | 'switched' | 'switchedAdults';
  letter: string;
  count: number;
  max: number;
  room: string;
  from: string;
}

/** The excursion buttons (xadd with xdia, xdel) become a new address. */
function extraAction(url: URL): string | undefined {
  const excursions = excursionsAfterChange(url.searchParams);
  if (!excursions) return undefined;
  const params = excursionsToSearchParams(excursions, new URLSearchParams(url.searchParams));
  const changed = url.searchParams.get('xadd') ?? url.searchParams.get('xdel');
  for (const key of ['xadd', 'xdel', 'xdia']) params.delete(key);
  // Back at the excursion just added or removed, not at the top of the page.
  return `${url.pathname}?${params.toString()}${changed && /^\d+$/.test(changed) ? `#excursion-${changed}` : ''}`;
}

/** The room actions of the party form (add, remove) become a new address. */
function roomAction(url: URL): string | undefined {
  const rooms = partyAfterAction(url.searchParams);
  if (!rooms) return undefined;
  const params = partyToSearchParams(rooms, new URLSearchParams(url.searchParams));
  params.delete('accion');
  return `${url.pathname}?${params.toString()}`;
}

/**
 * What every offer page (a package, a combined trip, a circuit) loads from its address: the
 * choice priced on the server, with the address made to say what is shown (the rooms really
 * given, the day really sold) and the notices for what was changed.
 */
export async function loadOfferPage(request: Request, context: AppLoadContext, namespaces: string[] = []) {
  const url = new URL(request.url);
  const moved = roomAction(url) ?? extraAction(url);
  if (moved) throw redirect(moved);
  const language = requestLanguage(request, context);
  const t = serverT(language, 'offer');
  const translations = translationsFor(language, ['offer', 'catalogue', ...namespaces]);
  const params = url.searchParams;
  const asked = selectionFromSearchParams(params);
  const notFound = () => data({ title: t('notFoundTitle'), translations }, { status: 404 });
  if (!asked) throw notFound();
  // Each kind of offer has its page: a trip's address on the package page (or the other way) moves.
  const path = offerPaths(asked.trip).detail;
  if (url.pathname.toLowerCase() !== path.toLowerCase()) throw redirect(`${path}${url.search}`);
  const quote = await context.services.offers.quote(asked, language, calendarMonthFromSearchParams(params));
  if (!quote) throw notFound();
  const { selected, choices } = quote;
  // The party priced: the room option each room really got. An address that says otherwise (a
  // room its party does not fit, a child of 14, a missing age) is sent to the one that agrees with
  // the selects, the breakdown and the table, noting which rooms were switched (cambio=n-id).
  // A room without a room type in the address keeps none while it gets the first option.
  const firstOption = quote.rooms[0]?.roomId;
  const party: PartyRoom[] = choices.map((choice) =>
    choice.chosen && (choice.room.roomId !== undefined || choice.chosen.roomId !== firstOption)
      ? { ...choice.room, roomId: choice.chosen.roomId }
      : choice.room,
  );
  // A child whose age the address lacks (the party form sent without JavaScript) is asked for:
  // the form shows the age still to choose, and nothing is priced until it is given.
  const partyDraft = partyDraftFromSearchParams(params);
  if (partyParameters(params) !== '' && !partyDraft) {
    const canonical = partyToSearchParams(party, new URLSearchParams(params));
    if (partyParameters(canonical) !== partyParameters(params)) {
      canonical.delete('cambio');
      choices.forEach((choice, index) => {
        if (choice.switchedFrom) canonical.append('cambio', `${index + 1}-${choice.switchedFrom.roomId}`);
      });
      throw redirect(`${url.pathname}?${canonical.toString()}`);
    }
  }
  // The address says the day the page shows: a day not sold (a stale link, another length that
  // leaves on other weekdays) moves to the nearest one sold, and `pedido` keeps the day asked for
  // the notice, so a copied link opens what was seen.
  if (asked.day && selected && selected.day !== asked.day) {
    const shown = new URLSearchParams(params);
    shown.set('dia', isoToCompact(selected.day));
    shown.set('pedido', isoToCompact(asked.day));
    throw redirect(`${url.pathname}?${shown.toString()}`);
  }
  const askedDay = compactToIso(params.get('pedido'));
  const switched = switchedRoomsFromSearchParams(params).flatMap(({ room, from }): RoomProblem[] => {
    const previous = quote.rooms.find((option) => option.roomId === from);
    const choice = choices[room - 1];
    if (!previous || !choice?.chosen || choice.chosen.roomId === from) return [];
    const tooManyAdults = choice.room.adults > previous.maxAdults;
    return [
      {
        kind: tooManyAdults ? 'switchedAdults' : 'switched',
        letter: roomLetter(room - 1).toUpperCase(),
        count: choice.beds,
        max: tooManyAdults ? previous.maxAdults : previous.maxOccupancy,
        room: choice.chosen.name,
        from: previous.name,
      },
    ];
  });
  return {
    ...quote,
    language,
    itinerary: itineraryInLanguage(quote.itinerary, quote.stationNames),
    translations,
    asked: { origin: originCityName(asked.origin, language), nights: asked.nights },
    askedDay: askedDay && askedDay !== selected?.day ? askedDay : undefined,
    month: quote.month ?? '',
    party,
    partyDraft,
    ...(partyDraft ? { breakdown: null, total: null } : {}),
    roomProblems: [
      ...choices.flatMap((choice, index): RoomProblem[] =>
        choice.chosen
          ? []
          : [
              {
                kind: 'none',
                letter: roomLetter(index).toUpperCase(),
                count: choice.beds,
                max: 0,
                room: '',
                from: '',
              },
            ],
      ),
      ...switched,
    ],
  };
}

export type OfferPageData = Awaited<ReturnType<typeof loadOfferPage>>;
