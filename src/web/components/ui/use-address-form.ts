import { useEffect, useRef, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A form that shows the choices of the page's address (the offer's party, the listing's filters)
 * is drawn again from each new address: give it `key` (React takes a key only
 * written out, not spread) and spread the rest. Its controls then never show a choice
 * the page did not price, whatever sequence of changes, back, forward or reload led there (an
 * uncontrolled select otherwise keeps what it showed). The control that had the focus gets it
 * back, so a keyboard user stays where they were.
 */
export function useAddressForm() {
  const { search } = useLocation();
  const ref = useRef<HTMLFormElement>(null);
  const focused = useRef<{ name: string; index: number } | null>(null);

  useEffect(() => {
    const last = focused.current;
    const form = ref.current;
    if (!last || !form) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(last.name)}"]`)[last.index]?.focus();
  }, [search]);

  return {
    key: search,
    ref,
    onFocus(event: FocusEvent<HTMLFormElement>) {
      const name = (event.target as { name?: unknown }).name;
      if (typeof name !== 'string' || name === '') return;
      const same = [...event.currentTarget.querySelectorAll(`[name="${CSS.escape(name)}"]`)];
      focused.current = { name, index: same.indexOf(event.target) };
    },
  };
}
