import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestDatabase } from '../../../tests/helpers/test-database';
import { createCallbackService } from './callback.service';

describe.each(testDatabaseKinds)('call-me requests on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('stores a valid request with the visitor language', async () => {
    const service = createCallbackService(database().db);
    const result = await service.request(
      { nombre: 'Lucía Pérez', telefono: '+34 612 345 678', horario: 'evening' },
      'es',
    );
    expect(result.ok).toBe(true);
    const [stored] = await service.latest();
    expect(stored).toMatchObject({
      name: 'Lucía Pérez',
      phone: '+34 612 345 678',
      preferredTime: 'evening',
      language: 'es',
    });
  });

  it('rejects an empty phone and writes nothing', async () => {
    const service = createCallbackService(database().db);
    const before = (await service.latest()).length;
    const result = await service.request({ nombre: 'Tom', telefono: '', horario: 'asap' }, 'en');
    expect(result).toEqual({ ok: false, fieldErrors: { telefono: 'validation.required' } });
    expect((await service.latest()).length).toBe(before);
  });
});
