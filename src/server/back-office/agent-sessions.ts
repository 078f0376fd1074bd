import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { BACK_OFFICE_COOKIES } from '../../domain/site-cookies';
import type { Database } from '../db/client';
import { agents, agentSessions } from '../db/schema/back-office';

/** A back-office session ends 30 minutes after its last use… */
export const AGENT_SESSION_IDLE_MS = 30 * 60_000;
/** …and 12 hours after it began, whatever happens (its cookie's lifetime). */
export const AGENT_SESSION_MAX_MS = BACK_OFFICE_COOKIES.agentSession.maxAgeSeconds * 1000;
/** The second factor must follow the password within this time. */
export const SECOND_FACTOR_WINDOW_MS = 5 * 60_000;
/** Reading a session writes its last use at most this often. */
const TOUCH_EVERY_MS = 60_000;

export type SessionStage = 'contrasena' | 'completa';
export type AgentRole = 'agente' | 'admin';

export interface AgentSession {
  agent: { id: number; email: string; name: string; role: AgentRole; enrolled: boolean };
  stage: SessionStage;
  csrfToken: string;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Signed-in agents. The browser holds a random token (cookie `gestion`); the database keeps its
 * SHA-256, so a copy of the table opens nothing. Each stage change draws a new token: a session
 * token seen before the sign-in is worth nothing after it.
 */
export function createAgentSessions(db: Database, clock: () => Date) {
  /** Ended sessions: idle too long, too old, or a password stage left without its code. */
  const ended = (now: Date) =>
    or(
      lt(agentSessions.lastSeenAt, new Date(now.getTime() - AGENT_SESSION_IDLE_MS)),
      lt(agentSessions.createdAt, new Date(now.getTime() - AGENT_SESSION_MAX_MS)),
      and(
        eq(agentSessions.stage, 'contrasena'),
        lt(agentSessions.createdAt, new Date(now.getTime() - SECOND_FACTOR_WINDOW_MS)),
      ),
    );

  return {
    /** A session at the password stage; the token goes in the cookie and nowhere else. */
    async open(agentId: number): Promise<string> {
      const now = clock();
      const token = newToken();
      await db.delete(agentSessions).where(ended(now));
      await db.insert(agentSessions).values({
        tokenHash: hash(token),
        agentId,
        stage: 'contrasena',
        csrfToken: newToken(),
        createdAt: now,
        lastSeenAt: now,
      });
      return token;
    },

    /** The live session of a token, its agent active; undefined for anything else. */
    async read(token: string | undefined): Promise<AgentSession | undefined> {
      if (!token || !TOKEN_PATTERN.test(token)) return undefined;
      const now = clock();
      const [row] = await db
        .select({ session: agentSessions, agent: agents })
        .from(agentSessions)
        .innerJoin(agents, eq(agents.id, agentSessions.agentId))
        .where(and(eq(agentSessions.tokenHash, hash(token)), eq(agents.active, true)))
        .limit(1);
      if (!row) return undefined;
      const { session, agent } = row;
      const idle = now.getTime() - session.lastSeenAt.getTime();
      const age = now.getTime() - session.createdAt.getTime();
      const codeLate = session.stage === 'contrasena' && age > SECOND_FACTOR_WINDOW_MS;
      if (idle > AGENT_SESSION_IDLE_MS || age > AGENT_SESSION_MAX_MS || codeLate) return undefined;
      if (idle > TOUCH_EVERY_MS)
        await db
          .update(agentSessions)
          .set({ lastSeenAt: now })
          .where(
            and(eq(agentSessions.tokenHash, hash(token)), gt(agentSessions.lastSeenAt, session.lastSeenAt)),
          );
      return {
        agent: {
          id: agent.id,
          email: agent.email,
          name: agent.name,
          role: agent.role as AgentRole,
          enrolled: agent.totpSecret !== null,
        },
        stage: session.stage as SessionStage,
        csrfToken: session.csrfToken,
      };
    },

    /** The second factor is proven: the session becomes whole under a new token and CSRF token. */
    async complete(token: string): Promise<string | undefined> {
      const now = clock();
      const fresh = newToken();
      const [row] = await db
        .update(agentSessions)
        .set({
          tokenHash: hash(fresh),
          stage: 'completa',
          csrfToken: newToken(),
          createdAt: now,
          lastSeenAt: now,
        })
        .where(and(eq(agentSessions.tokenHash, hash(token)), eq(agentSessions.stage, 'contrasena')))
        .returning({ agentId: agentSessions.agentId });
      return row ? fresh : undefined;
    },

    async close(token: string | undefined): Promise<void> {
      if (!token || !TOKEN_PATTERN.test(token)) return;
      await db.delete(agentSessions).where(eq(agentSessions.tokenHash, hash(token)));
    },

    /** Ends every session of an agent (deactivated, password or second factor reset). */
    async closeAllOf(agentId: number): Promise<void> {
      await db.delete(agentSessions).where(eq(agentSessions.agentId, agentId));
    },
  };
}

export type AgentSessions = ReturnType<typeof createAgentSessions>;
