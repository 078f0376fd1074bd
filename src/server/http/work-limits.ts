/**
 * How much work of each kind one server process does at once. A request of a kind whose slots are
 * all taken waits in that kind's queue; when the queue is full, or the wait would pass `maxWaitMs`,
 * it is answered 503 with Retry-After. So a flood of one kind (new offer-page addresses, searches,
 * API calls) waits behind itself, while bookings, payments and /healthz have slots of their own and
 * keep their normal times. Static files and /healthz are not limited.
 */
export type WorkKind =
  'page' | 'search' | 'hotelResults' | 'booking' | 'payment' | 'backOffice' | 'api' | 'picture';

export interface WorkLimit {
  /** Requests of this kind handled at once. */
  concurrent: number;
  /** Requests waiting for a slot; one more is refused at once. */
  queued: number;
  /** How long a request may wait for a slot before it is refused. */
  maxWaitMs: number;
}

/** Seconds a refused client is asked to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const WORK_LIMITS: Readonly<Record<WorkKind, WorkLimit>> = {
  // Work that only costs the one JavaScript thread (a render is 5–40 ms of it): two at a time
  // with PostgreSQL (one waits for its queries while the other runs), so that a booking arriving
  // meanwhile waits for two of them at most.
  page: { concurrent: 2, queued: 32, maxWaitMs: 10_000 },
  search: { concurrent: 2, queued: 32, maxWaitMs: 5_000 },
  // A city's hotel results (hundreds of hotels priced and drawn, 0.1–0.5 s of the thread): in a
  // queue of their own, so the other pages are never kept waiting behind a crowd of them.
  hotelResults: { concurrent: 2, queued: 32, maxWaitMs: 10_000 },
  api: { concurrent: 2, queued: 32, maxWaitMs: 5_000 },
  picture: { concurrent: 2, queued: 64, maxWaitMs: 5_000 },
  // What moves money or serves the team: rare, and never behind the storefront's crowds.
  booking: { concurrent: 4, queued: 128, maxWaitMs: 15_000 },
  payment: { concurrent: 4, queued: 64, maxWaitMs: 15_000 },
  backOffice: { concurrent: 4, queued: 32, maxWaitMs: 15_000 },
};

/** The storefront's kinds: one at a time on the embedded database, whose queries run one by one anyway. */
const STOREFRONT_KINDS: readonly WorkKind[] = ['page', 'search', 'hotelResults', 'api', 'picture'];

/**
 * The limits for a database: the embedded one runs every query in this process, one after
 * another, so two renders at once only take turns; one at a time halves what a booking waits for
 * (measured: 51 ms instead of 91 ms during a flood of new offer pages, bench/floods.mjs).
 */
export function workLimitsFor(database: 'pglite' | 'postgres'): Readonly<Record<WorkKind, WorkLimit>> {
  if (database === 'postgres') return WORK_LIMITS;
  const limits = { ...WORK_LIMITS };
  for (const kind of STOREFRONT_KINDS) limits[kind] = { ...limits[kind], concurrent: 1 };
  return limits;
}

/** The path a route sees: without React Router's `.data`, trailing slashes and case. */
function routePath(path: string): string {
  return path
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

const BOOKING = /^\/(?:reserva|combinados\/reserva|circuitos\/reserva)(?:\/|$)/;
const PAYMENT = /^\/(?:mireserva|vermireserva|pago|pasarela-pruebas)(?:\/|$)/;
const SEARCH = /^\/(?:sugerencias|asistente|ciudad-origen|paises)$/;
const HOTEL_RESULTS = '/hotel/destino';
/** Routes that draw or read a picture (the catalogue's illustrations, photos, maps). */
const PICTURE_ROUTES = new Set(['/img/catalogo/:kind/:key', '/fotos/:id/:file', '/mapas/costa.svg']);
/** React Router's catch-all: every storefront and back-office page. */
const PAGE_ROUTE = '/*';

/**
 * The kind of work a request is, by the route that matched it and its (already normalised) path;
 * undefined for what is not limited: static files, /healthz, /metrics, the API's document.
 */
export function workKindOf(route: string | undefined, path: string): WorkKind | undefined {
  if (route === undefined) return undefined;
  if (PICTURE_ROUTES.has(route)) return 'picture';
  if (route.startsWith('/api/'))
    return route === '/api/openapi.json' || route.startsWith('/api/docs') ? undefined : 'api';
  if (route !== PAGE_ROUTE) return undefined;
  const page = routePath(path);
  if (page === '/gestion' || page.startsWith('/gestion/')) return 'backOffice';
  if (BOOKING.test(page)) return 'booking';
  if (PAYMENT.test(page)) return 'payment';
  if (SEARCH.test(page)) return 'search';
  if (page === HOTEL_RESULTS) return 'hotelResults';
  return 'page';
}

export interface WorkGate {
  /** Resolves with a release function once a slot is free, or with null when the request is refused. */
  enter(): Promise<(() => void) | null>;
  /** Gives every waiting request its slot now, above the limit (the database is failing). */
  letAllIn(): void;
  readonly running: number;
  readonly waiting: number;
}

/**
 * Slots for one kind of work: at most `concurrent` at once, the rest waiting in order. A request
 * given a slot goes on at the next turn of the event loop (setImmediate), never at once: with the
 * embedded database a whole request runs without waiting for any I/O, so without that turn every
 * request read from the network would run to its end before the next one is even read, and a
 * booking or /healthz would queue behind every page asked for before it. With the turn, the
 * requests that arrived together all reach their gate first, and between two rounds of page
 * renders the server reads and answers the others.
 */
export function createWorkGate(limit: WorkLimit): WorkGate {
  let running = 0;
  const queue: Array<{ grant: () => void; timer: NodeJS.Timeout }> = [];

  const releaser = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) {
        clearTimeout(next.timer);
        next.grant();
      } else running -= 1;
    };
  };

  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    letAllIn() {
      for (const entry of queue.splice(0)) {
        clearTimeout(entry.timer);
        running += 1;
        entry.grant();
      }
    },
    enter() {
      if (running < limit.concurrent) {
        running += 1;
        return new Promise((resolve) => setImmediate(() => resolve(releaser())));
      }
      if (queue.length >= limit.queued) return Promise.resolve(null);
      return new Promise((resolve) => {
        const entry = {
          // The slot passes straight from the request that leaves to this one.
          grant: () => setImmediate(() => resolve(releaser())),
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(entry), 1);
            resolve(null);
          }, limit.maxWaitMs),
        };
        queue.push(entry);
      });
    },
  };
}
