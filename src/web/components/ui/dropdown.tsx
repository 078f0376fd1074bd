import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ChevronIcon } from './icons';

/**
 * A disclosure menu on <details>: opens and closes without JavaScript; once hydrated it also
 * closes on Escape, on a click outside and after navigating.
 */
export function Dropdown({
  label,
  children,
  align = 'start',
}: {
  /** Visible content of the toggle; include visually-hidden text when it is only an icon. */
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [location]);

  useEffect(() => {
    const close = (event: Event) => {
      const details = ref.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);

  return (
    <details ref={ref} className={`dropdown dropdown--${align}`}>
      <summary className="dropdown__toggle">
        {label}
        <ChevronIcon className="dropdown__chevron" width={16} height={16} />
      </summary>
      <div className="dropdown__panel">{children}</div>
    </details>
  );
}
