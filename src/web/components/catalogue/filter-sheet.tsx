import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { CloseIcon, FiltersIcon } from '../ui/icons';

/**
 * The listing's filters. On a phone they are a sheet that rises from the bottom of the screen,
 * opened by the "Filtros" button at the top of the list, which shows how many filters are on. It
 * is a <details>: it opens and closes without JavaScript (its summary is the button, and, while
 * open, the shade behind the sheet and the close cross on it). With JavaScript, Escape closes it
 * and gives the button the focus back, and so does applying the filters; the keyboard leaving it
 * closes it too. On a wide screen the same form is the sidebar, always shown, and the button is
 * hidden.
 */
export function FilterSheet({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    const details = ref.current;
    if (!details?.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={ref}
      className="filter-sheet"
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') close();
      }}
      onSubmit={close}
      onBlur={(event: FocusEvent<HTMLDetailsElement>) => {
        // The keyboard leaving the sheet closes it: the focus never goes on behind its shade.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) event.currentTarget.open = false;
      }}
    >
      <summary className="filter-sheet__toggle">
        <FiltersIcon />
        {t('filterSheet.toggle')}
        {active > 0 ? (
          <>
            <span className="filter-sheet__count" aria-hidden="true">
              {active}
            </span>
            <span className="visually-hidden">, {t('filterSheet.active', { count: active })}</span>
          </>
        ) : null}
        <span className="filter-sheet__shade" aria-hidden="true" />
        <span className="filter-sheet__close" aria-hidden="true">
          <CloseIcon width={24} height={24} />
        </span>
      </summary>
      <div className="filter-sheet__panel">
        <p className="filter-sheet__title" aria-hidden="true">
          {t('filterSheet.toggle')}
        </p>
        {children}
      </div>
    </details>
  );
}
