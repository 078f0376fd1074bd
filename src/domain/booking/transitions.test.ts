import { describe, expect, it } from 'vitest';
import { statusAfterServices, transitionProblem } from './transitions';

const services = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('statusAfterServices', () => {
  it('confirms a request once every service is confirmed, and not before', () => {
    expect(statusAfterServices('solicitud', services('OK', 'RQ', 'OK'))).toBe('solicitud');
    expect(statusAfterServices('solicitud', services('OK', 'OK', 'OK'))).toBe('confirmada');
  });
  it('never confirms a trip with a service its supplier cancelled: it waits on request for a replacement', () => {
    expect(statusAfterServices('prereserva', services('OK', 'XX', 'OK'))).toBe('prereserva');
    expect(statusAfterServices('confirmada', services('OK', 'OK', 'XX'))).toBe('prereserva');
  });
  it('puts a confirmed, paid or documented booking on request again when a service is', () => {
    for (const status of ['confirmada', 'pagada', 'documentada'] as const)
      expect(statusAfterServices(status, services('OK', 'RQ'))).toBe('prereserva');
    expect(statusAfterServices('pagada', services('OK', 'OK'))).toBe('pagada');
  });
  it('leaves a cancelled booking, and one whose services are all cancelled, as they are', () => {
    expect(statusAfterServices('cancelada', services('OK'))).toBe('cancelada');
    expect(statusAfterServices('solicitud', services('XX', 'XX'))).toBe('solicitud');
  });
});

describe('transitionProblem', () => {
  it('refuses a move the lifecycle does not have, an unpaid "paid" and documents sent without any', () => {
    expect(transitionProblem('cancelada', 'confirmada', { pendingCents: 0, documents: 0 })).toBe(
      'not-allowed',
    );
    expect(transitionProblem('confirmada', 'pagada', { pendingCents: 1, documents: 0 })).toBe('unpaid');
    expect(transitionProblem('pagada', 'documentada', { pendingCents: 0, documents: 0 })).toBe(
      'no-documents',
    );
    expect(transitionProblem('solicitud', 'confirmada', { pendingCents: 9, documents: 0 })).toBeNull();
    expect(
      transitionProblem('prereserva', 'confirmada', { pendingCents: 0, documents: 0, cancelledServices: 1 }),
    ).toBe('service-cancelled');
  });
});
