import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's HTML (and while React hydrates it), true once its
 * JavaScript runs: controls that only work with JavaScript (a calendar button, a dialog) are drawn
 * then, so a page without it never shows a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
