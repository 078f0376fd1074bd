import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging';

function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', destination), text: () => lines.join('') };
}

const PERSON = {
  nombre: 'Ana',
  apellido: 'Rodríguez Peña',
  email: 'ana.rodriguez@example.com',
  telefono: '+34 600 111 222',
  dni: '12345678Z',
};

describe('the server logger', () => {
  it('never writes personal or card fields, at any depth', () => {
    const { logger, text } = memoryLogger();
    logger.info(
      {
        booking: {
          solicitante: PERSON,
          viajeros: [{ ...PERSON, nombre: 'Luis' }],
          tarjeta: {
            CardNumber: '4111111111111111',
            SecurityCode: '123',
            NameOnCard: 'ANA RODRIGUEZ',
            ExpirationDate: '2030-04',
            ExpirationMonth: '04',
            ExpirationYear: '2030',
          },
          idSolicitud: '0b7f6f36-7c2a-4d52-9d6e-3f1c1f0c9a11',
        },
        headers: { authorization: 'Bearer secret-token', cookie: 'solicitud=abc' },
        locator: 'ABCD2345',
      },
      'booking received',
    );
    const written = text();
    for (const secret of [
      'Ana',
      'Rodríguez',
      'ana.rodriguez',
      '600 111',
      '12345678Z',
      '4111111111111111',
      '"123"',
      '2030-04',
      '"2030"',
      '"04"',
      '0b7f6f36',
      'secret-token',
      'solicitud=abc',
    ])
      expect(written).not.toContain(secret);
    expect(written).toContain('ABCD2345');
    expect(written).toContain('booking received');
  });

  it('logs the names of query parameters, never their values', () => {
    const { logger, text } = memoryLogger();
    logger.info(
      { req: { method: 'GET', url: '/ciudad-origen?latitude=41.387412&longitude=2.168568', ip: '10.0.0.1' } },
      'incoming request',
    );
    expect(text()).toContain('/ciudad-origen?latitude=…&longitude=…');
    expect(text()).not.toContain('41.387412');
  });

  it('keeps the statement of a failed query but never its parameters', () => {
    const { logger, text } = memoryLogger();
    const failure = Object.assign(
      new Error(
        'Failed query: insert into "bookings" ("first_name", "email") values ($1, $2)\nparams: Ana,ana.rodriguez@example.com',
      ),
      {
        query: 'insert into "bookings" ("first_name", "email") values ($1, $2)',
        params: ['Ana', 'ana.rodriguez@example.com'],
        cause: Object.assign(new Error('value too long for type character varying(60)'), { code: '22001' }),
      },
    );
    logger.error({ err: failure }, 'booking request could not be saved');
    const written = text();
    expect(written).toContain('insert into');
    expect(written).toContain('22001');
    expect(written).not.toContain('ana.rodriguez');
    expect(written).not.toContain('params: Ana');
  });
});
