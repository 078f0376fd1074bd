import type { ReactNode } from 'react';

/** A surface for one item: optional media on top, then the body. */
export function Card({
  media,
  children,
  className,
}: {
  media?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <article className={`card ${className ?? ''}`}>
      {media ? <div className="card__media">{media}</div> : null}
      <div className="card__body">{children}</div>
    </article>
  );
}
