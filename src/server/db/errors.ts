/** A unique constraint refused the row (PostgreSQL 23505), whether the driver or drizzle's wrapper threw. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
