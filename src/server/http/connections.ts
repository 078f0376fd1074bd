import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';

/**
 * How long a client may take, and how many connections it may hold. Node checks the header and
 * request times every `checkEveryMs`, so a late client is cut within that much of its limit.
 */
export const CONNECTION_LIMITS = {
  /** A connection that has sent nothing at all is closed after this. */
  firstByteMs: 10_000,
  /** A request's headers must have arrived within this (408, then closed). */
  headersMs: 10_000,
  /** A request's headers and body must have arrived within this (408, then closed). */
  requestMs: 30_000,
  /** An idle kept-alive connection is closed after this. */
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
  /** Open connections per client address (IPv6 by its /64); proxies named in TRUST_PROXY are not capped. */
  perAddress: 128,
  /** File descriptors kept free for the database, files and mail below the process's limit. */
  reservedFiles: 512,
  /** Open connections in all, whatever the file limit. */
  maxConnections: 16_384,
} as const;

/** The options Fastify passes to node:http for the limits above. */
export const HTTP_SERVER_TIMEOUTS = {
  requestTimeout: CONNECTION_LIMITS.requestMs,
  keepAliveTimeout: CONNECTION_LIMITS.keepAliveMs,
  http: {
    headersTimeout: CONNECTION_LIMITS.headersMs,
    connectionsCheckingInterval: CONNECTION_LIMITS.checkEveryMs,
  },
} as const;

/** The soft limit of open files of this process (Linux), or undefined where it cannot be read. */
export function openFileLimit(): number | undefined {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line && line[1] !== 'unlimited' ? Number(line[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** At most this many connections at once: under the file limit with room for everything else. */
export function connectionCeiling(fileLimit = openFileLimit()): number {
  const fitting =
    fileLimit === undefined ? CONNECTION_LIMITS.maxConnections : fileLimit - CONNECTION_LIMITS.reservedFiles;
  return Math.max(64, Math.min(CONNECTION_LIMITS.maxConnections, fitting));
}

/**
 * Caps open connections per client address and in all, and closes connections that never send a
 * byte (node:http only times out a request once its first byte has arrived). Refusals are counted
 * and logged at most once a minute, so a flood cannot fill the log.
 */
export function guardConnections(
  server: Server,
  options: { isTrustedProxy: (address: string) => boolean; log: FastifyBaseLogger },
) {
  server.maxConnections = connectionCeiling();
  const open = new Map<string, number>();
  let refused = 0;
  let reported = 0;

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (!options.isTrustedProxy(address)) {
      const key = normalizeIP(address);
      const count = (open.get(key) ?? 0) + 1;
      if (count > CONNECTION_LIMITS.perAddress) {
        refused += 1;
        if (Date.now() - reported > 60_000) {
          reported = Date.now();
          options.log.warn({ address: key, refused }, 'connections refused: too many from one address');
        }
        socket.destroy();
        return;
      }
      open.set(key, count);
      socket.once('close', () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    }
    const silent = setTimeout(() => {
      if (socket.bytesRead === 0) socket.destroy();
    }, CONNECTION_LIMITS.firstByteMs);
    silent.unref();
    socket.once('close', () => clearTimeout(silent));
  });

  return {
    /** Connections refused since the start (per-address cap). */
    get refused() {
      return refused;
    },
    openFrom: (address: string) => open.get(normalizeIP(address)) ?? 0,
  };
}
