/**
 * The routes of section 2 whose capability is not built yet, with the translation key of
 * their title. Each shows the "coming soon" screen with the phone and contact details; a
 * capability that lands moves its path out of this list into its own route module.
 */
export const PENDING_SCREENS = {
  '/hotel/destino/reservahotel': 'hotelBooking',
  '/vuelo': 'flightSearch',
  '/vuelo/resultados': 'flightResults',
  '/vuelo/reserva': 'flightBooking',
  '/vuelo/reserva/Finalizada': 'flightBookingDone',
} as const;

export type PendingPath = keyof typeof PENDING_SCREENS;

export function pendingScreen(pathname: string) {
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = Object.entries(PENDING_SCREENS).find(
    ([candidate]) => candidate.toLowerCase() === path.toLowerCase(),
  );
  return entry?.[1];
}
