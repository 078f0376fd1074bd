import { describe, expect, it } from 'vitest';
import { createOutageWatch, OUTAGE_WINDOW_MS } from '../db/availability';
import { createWorkGate, WORK_LIMITS, workKindOf, workLimitsFor } from './work-limits';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('work limits', () => {
  it('tells the kind of work by route and path', () => {
    expect(workKindOf('/*', '/detalleservicio')).toBe('page');
    expect(workKindOf('/*', '/hotel/destino.data')).toBe('hotelResults');
    expect(workKindOf('/*', '/hotel')).toBe('page');
    expect(workKindOf('/*', '/reserva/SolicitudReserva.data')).toBe('booking');
    expect(workKindOf('/*', '/circuitos/reserva')).toBe('booking');
    expect(workKindOf('/*', '/vermireserva')).toBe('payment');
    expect(workKindOf('/*', '/pago/notificacion')).toBe('payment');
    expect(workKindOf('/*', '/gestion/reservas/ABC')).toBe('backOffice');
    expect(workKindOf('/*', '/sugerencias')).toBe('search');
    expect(workKindOf('/api/Destinos', '/api/Destinos')).toBe('api');
    expect(workKindOf('/fotos/:id/:file', '/fotos/1/800.avif')).toBe('picture');
    for (const route of ['/healthz', '/metrics', '/api/openapi.json', '/assets/root.css', undefined])
      expect(workKindOf(route, route ?? '/x')).toBeUndefined();
  });

  it('takes the storefront one request at a time on the embedded database, two with PostgreSQL', () => {
    expect(workLimitsFor('postgres')).toBe(WORK_LIMITS);
    const embedded = workLimitsFor('pglite');
    expect([embedded.page, embedded.search, embedded.api, embedded.picture].map((l) => l.concurrent)).toEqual(
      [1, 1, 1, 1],
    );
    expect(embedded.booking).toEqual(WORK_LIMITS.booking);
    expect(WORK_LIMITS.page.concurrent).toBe(2);
  });

  it('runs at most its slots at once, queues the next in order, and refuses past the queue', async () => {
    const gate = createWorkGate({ concurrent: 2, queued: 2, maxWaitMs: 10_000 });
    const order: string[] = [];
    const enter = (name: string) =>
      gate.enter().then((release) => {
        order.push(release ? name : `${name} refused`);
        return release;
      });
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map(enter);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    expect(await e).toBeNull();
    // Slots are given at the next turn of the event loop, never at once.
    expect(order).toEqual(['e refused']);
    await nextTurn();
    expect(order).toEqual(['e refused', 'a', 'b']);
    (await a)!();
    (await a)!(); // a second release of one slot changes nothing
    await c;
    expect(order).toEqual(['e refused', 'a', 'b', 'c']);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    (await b)!();
    (await c)!();
    (await d)!();
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('refuses a request that waited longer than its kind allows', async () => {
    const gate = createWorkGate({ concurrent: 1, queued: 5, maxWaitMs: 20 });
    const first = await gate.enter();
    expect(await gate.enter()).toBeNull();
    expect(gate.waiting).toBe(0);
    first!();
    expect(gate.running).toBe(0);
  });

  it('lets everyone waiting in at once when the database fails (their wait is then its own time-outs)', async () => {
    const gate = createWorkGate({ concurrent: 1, queued: 5, maxWaitMs: 10_000 });
    const first = gate.enter();
    const waiting = [gate.enter(), gate.enter()];
    expect([gate.running, gate.waiting]).toEqual([1, 2]);
    gate.letAllIn();
    const released = await Promise.all([first, ...waiting]);
    expect(released.every((release) => typeof release === 'function')).toBe(true);
    expect([gate.running, gate.waiting]).toEqual([3, 0]);
    for (const release of released) release!();
    expect(gate.running).toBe(0);
  });
});

describe('the outage watch', () => {
  it('counts the database as failing for ten seconds after it last failed, and tells its listeners', () => {
    let now = 1_000_000;
    const outage = createOutageWatch(() => now);
    let told = 0;
    outage.onFailure(() => (told += 1));
    expect(outage.failing()).toBe(false);
    outage.noteFailure();
    expect([outage.failing(), told]).toEqual([true, 1]);
    now += OUTAGE_WINDOW_MS;
    expect(outage.failing()).toBe(true);
    now += 1;
    expect(outage.failing()).toBe(false);
  });
});
