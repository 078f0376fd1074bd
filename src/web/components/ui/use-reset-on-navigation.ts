import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * Uncontrolled form controls keep what they show when the address changes (back, forward, a
 * shared link). This resets them to the values the new page rendered, but only after a real
 * change of address: never on the first render, so nothing typed before hydration is lost.
 * React keeps a select's first `defaultValue` as what `reset()` goes back to, so selects are
 * set from the value the page rendered last (`data-default`, see SelectField).
 */
export function useResetOnNavigation(form: RefObject<HTMLFormElement | null>) {
  const { search } = useLocation();
  const previous = useRef(search);
  useEffect(() => {
    if (previous.current === search) return;
    previous.current = search;
    const element = form.current;
    if (!element) return;
    element.reset();
    for (const select of element.querySelectorAll<HTMLSelectElement>('select[data-default]'))
      select.value = select.dataset.default ?? select.value;
  }, [search, form]);
}
