import pino, { type DestinationStream, type Logger } from 'pino';

/**
 * Keys whose values never reach the log, at any depth: credentials, the people of a booking and
 * their card. Matched without regard to case.
 */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'token',
  'email',
  'telefono',
  'phone',
  'dni',
  'document',
  'nombre',
  'apellido',
  'firstname',
  'lastname',
  'fullname',
  'attentionof',
  'to',
  'replyto',
  'cardnumber',
  'securitycode',
  'nameoncard',
  'expirationdate',
  'expirationmonth',
  'expirationyear',
  'cardholder',
  'cardlast4',
  'cardexpiry',
  'idsolicitud',
  'submissionkey',
  'params',
];
const SECRET = new Set(SECRET_KEYS);
export const REDACTED = '[redacted]';
const MAX_DEPTH = 8;

function scrub(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) return serializeError(value, depth, seen);
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1, seen));
  // Requests, replies and other instances are left to their serializers.
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    copy[key] = SECRET.has(key.toLowerCase()) ? REDACTED : scrub(inner, depth + 1, seen);
  }
  return copy;
}

/**
 * An error as the log keeps it: type, code and message, never the values of a failed query (a
 * Drizzle error's message lists its parameters: names, e-mails, card holders). The stack stays.
 */
function serializeError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const withQuery = error as Error & { query?: unknown; code?: unknown; cause?: unknown };
  const message =
    typeof withQuery.query === 'string'
      ? `query failed: ${withQuery.query.replace(/\s+/g, ' ').slice(0, 300)}`
      : error.message;
  const result: Record<string, unknown> = {
    type: error.name,
    message,
    // Only the frames: a message may span several lines of the stack.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
  if (typeof withQuery.code === 'string') result.code = withQuery.code;
  if (withQuery.cause !== undefined) result.cause = scrub(withQuery.cause, depth + 1, seen);
  return result;
}

/**
 * A request as the log keeps it: method, path, the names of its query parameters but not their
 * values (a visitor's coordinates, an e-mail or a token can travel there), and the client address.
 */
function serializeRequest(request: { method?: string; url?: string; ip?: string }) {
  const [path = '', query] = (request.url ?? '').split('?', 2);
  const names = query ? [...new URLSearchParams(query).keys()].map((name) => `${name}=…`) : [];
  return {
    method: request.method,
    url: names.length > 0 ? `${path}?${names.join('&')}` : path,
    remoteAddress: request.ip,
  };
}

/** Removes every secret key (see SECRET_KEYS) and every query parameter from a log entry. */
export function redactLogEntry(entry: Record<string, unknown>): Record<string, unknown> {
  return scrub(entry, 0, new WeakSet()) as Record<string, unknown>;
}

/** The one logger of the server: JSON lines through pino, redacted before they are written. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      formatters: { log: redactLogEntry },
      serializers: {
        err: (error: unknown) => (error instanceof Error ? serializeError(error, 0, new WeakSet()) : error),
        req: serializeRequest,
      },
    },
    destination,
  );
}
