import type { HotelCard } from './hotel-filters';

/** A chunk of the hotel results: its hotels' cards, or the fact that pricing it failed. */
export type ResultsChunk = { cards: HotelCard[] } | { failed: true };

/**
 * The address parameter that asks for the results as they are priced (`flujo=1`): the search
 * form adds it once JavaScript runs. Without it the page arrives whole.
 */
export const STREAM_PARAMETER = 'flujo';
