/** Category stars (1–5), read out as a number. */
export function Stars({ count, label }: { count: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★'.repeat(count)}
      <span className="stars__empty" aria-hidden="true">
        {'★'.repeat(Math.max(0, 5 - count))}
      </span>
    </span>
  );
}
