import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/helpers/test-database';
import { agents } from '../db/schema/back-office';
import { callbackRequests } from '../db/schema/site';
import { audit } from './audit';
import { createAuditTrail } from './audit-trail';

/** The trail's lines come with what a person knows them by: the agent's name, the caller of a call-me request. */
describe.each(testDatabaseKinds)('the audit trail on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('names the agent, an agent account and a call-me request’s caller, and no erased caller', async () => {
    const { db } = database();
    const [ana, marta] = await db
      .insert(agents)
      .values([
        { email: 'ana@agencia.es', name: 'Ana', role: 'admin', passwordHash: 'x' },
        { email: 'marta@agencia.es', name: 'Marta', role: 'agente', passwordHash: 'x' },
      ])
      .returning();
    const [call] = await db
      .insert(callbackRequests)
      .values({ name: 'Luis Pérez', phone: '+34600111222', preferredTime: 'manana', language: 'es' })
      .returning();
    const actor = { id: ana!.id, email: ana!.email };
    const erased = '0b7c1a4e-9d2f-4c3a-8e6b-5f1d2a3b4c5d';
    await db.transaction(async (tx) => {
      await audit(tx, actor, { action: 'agente.desbloquear', entity: 'agente', entityId: marta!.id });
      await audit(tx, actor, { action: 'llamada.atender', entity: 'llamada', entityId: call!.id });
      await audit(tx, actor, { action: 'llamada.atender', entity: 'llamada', entityId: erased });
      // A command-line tool writes under the agent it creates: the line is the tool's, not theirs.
      await audit(
        tx,
        { id: marta!.id, email: 'agent:create' },
        {
          action: 'agente.crear',
          entity: 'agente',
          entityId: marta!.id,
        },
      );
    });
    const { rows } = await createAuditTrail(db).list({});
    const named = rows.map((row) => [row.action, row.agentName, row.subject]);
    expect(named).toEqual(
      expect.arrayContaining([
        ['agente.desbloquear', 'Ana', 'Marta (marta@agencia.es)'],
        ['llamada.atender', 'Ana', 'Luis Pérez (+34600111222)'],
        ['llamada.atender', 'Ana', null],
        ['agente.crear', null, 'Marta (marta@agencia.es)'],
      ]),
    );
    expect(rows).toHaveLength(4);
  });
});
