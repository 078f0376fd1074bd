import { createHash, randomBytes } from 'node:crypto';
import { createBookingFileRepository } from '../booking/booking-file.repository';
import type { Database } from '../db/client';

/** A "Mi reserva" session lasts this long after its last use. */
export const BOOKING_SESSION_IDLE_MS = 30 * 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** 32 random bytes in Base64url: what the cookie holds. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Short-lived sessions of "Mi reserva", one booking each: a lookup with locator and e-mail opens
 * one, the page reads its booking from it, "close" ends it. The database holds only the token's
 * SHA-256; every instance on one database shares them.
 */
export function createBookingSessions(db: Database, clock: () => Date) {
  const expiry = () => new Date(clock().getTime() + BOOKING_SESSION_IDLE_MS);
  const file = createBookingFileRepository(db);
  return {
    /** A new session for one booking; the token goes in the cookie and nowhere else. */
    async open(bookingId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await file.openSession({ tokenHash: hash(token), bookingId, expiresAt: expiry() }, clock());
      return token;
    },

    /** The booking a live session belongs to, extending it; undefined for anything else. */
    async bookingOf(token: string | undefined): Promise<number | undefined> {
      if (!token || !TOKEN_PATTERN.test(token)) return undefined;
      return file.extendSession(hash(token), clock(), expiry());
    },

    async close(token: string | undefined): Promise<void> {
      if (!token || !TOKEN_PATTERN.test(token)) return;
      await file.closeSession(hash(token));
    },
  };
}

export type BookingSessions = ReturnType<typeof createBookingSessions>;
