/** The database did not answer at start (thrown by openDatabase with what was tried, never the password). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * SQLSTATEs that mean the server is gone, refusing, shutting down or too slow — not that the
 * query or the data is wrong: connection exceptions (class 08), the statement time-out
 * (57014), shutdowns (57P01–57P03), too many connections (53300) and a session ended for idling
 * in a transaction (25P03).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '25P03']);

/** Socket errors of a server that cannot be reached. */
const UNAVAILABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * pg's own errors carry no code, only these messages: a query the server never answered
 * (`query_timeout`), a connection that could not be made or checked out in time
 * (`connectionTimeoutMillis`), and a connection that closed under a query.
 */
const UNAVAILABLE_MESSAGES = [
  /^Query read timeout$/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /not queryable/,
];

function isUnavailableCause(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SOCKET_CODES.has(code))
      return true;
  }
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether a failure means "the database is not answering" (answer 503 and let the visitor try
 * again) rather than a bug (500). Drizzle wraps the driver's error as `cause` (DrizzleQueryError)
 * and pg wraps a connect time-out the same way, so the whole cause chain is looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current !== undefined && current !== null;) {
    if (seen.has(current)) return false;
    seen.add(current);
    if (isUnavailableCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** `Retry-After` of a 503 answered because the database is not answering. */
export const RETRY_AFTER_SECONDS = 60;

/** How long after the database last failed to answer it still counts as failing. */
export const OUTAGE_WINDOW_MS = 10_000;

/**
 * Whether the database failed to answer lately (a request or /healthz met its time-outs), and who
 * wants to know when it does: while it fails, the work limits step aside and let the database's
 * own time-outs (2 s for a connection, 3 s for a query) bound every wait, as before they existed,
 * since a request that can only fail costs no work worth queueing.
 */
export function createOutageWatch(now: () => number = () => Date.now()) {
  let lastFailure = Number.NEGATIVE_INFINITY;
  const listeners: Array<() => void> = [];
  return {
    noteFailure() {
      lastFailure = now();
      for (const listener of listeners) listener();
    },
    failing: () => now() - lastFailure <= OUTAGE_WINDOW_MS,
    onFailure(listener: () => void) {
      listeners.push(listener);
    },
  };
}

export type OutageWatch = ReturnType<typeof createOutageWatch>;
