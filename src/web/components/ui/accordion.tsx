import type { ReactNode } from 'react';
import { ChevronIcon } from './icons';

/** A collapsible section built on <details>: works before hydration and with the keyboard. */
export function AccordionItem({
  id,
  title,
  subtitle,
  children,
  defaultOpen,
  className,
}: {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
}) {
  return (
    <details id={id} className={`accordion ${className ?? ''}`} open={defaultOpen}>
      <summary className="accordion__summary">
        <span className="accordion__titles">
          <span className="accordion__title">{title}</span>
          {subtitle ? <span className="accordion__subtitle">{subtitle}</span> : null}
        </span>
        <ChevronIcon className="accordion__chevron" />
      </summary>
      <div className="accordion__panel">{children}</div>
    </details>
  );
}
