import { desc } from 'drizzle-orm';
import type { Language } from '../../domain/language';
import { callbackRequestSchema } from '../../domain/schemas/callback-request';
import type { Database } from '../db/client';
import { callbackRequests } from '../db/schema/site';

export type FieldErrors = Record<string, string>;

export type CallbackResult = { ok: true; id: string } | { ok: false; fieldErrors: FieldErrors };

/** Validates and stores a "call me" request; nothing is written when a field is wrong. */
export function createCallbackService(db: Database) {
  return {
    async request(input: unknown, language: Language): Promise<CallbackResult> {
      const parsed = callbackRequestSchema.safeParse(input);
      if (!parsed.success) {
        const fieldErrors: FieldErrors = {};
        for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.')] ??= issue.message;
        return { ok: false, fieldErrors };
      }
      const [row] = await db
        .insert(callbackRequests)
        .values({
          name: parsed.data.nombre,
          phone: parsed.data.telefono,
          preferredTime: parsed.data.horario,
          language,
        })
        .returning({ id: callbackRequests.id });
      if (!row) throw new Error('callback request was not stored');
      return { ok: true, id: row.id };
    },

    async latest(limit = 50) {
      return db.select().from(callbackRequests).orderBy(desc(callbackRequests.createdAt)).limit(limit);
    },
  };
}

export type CallbackService = ReturnType<typeof createCallbackService>;
