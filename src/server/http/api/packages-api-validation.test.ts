import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { OFFER_DATE, usePackagesApi } from './packages-api.test-helpers';

/** The packages API's answers to values it cannot take: out of range, malformed, or empty. */
describe.each(testDatabaseKinds)('packages API on %s', (kind) => {
  const api = usePackagesApi(kind);
  const { call } = api;

  describe('values the database cannot hold', () => {
    // Each answered 500 before: the value reached a query (an integer column, a date, a text with
    // NUL) or a loop as long as the number asked for.
    it.each([
      [
        'POST',
        '/api/Destinos/Calendario',
        { codigoAlojamiento: 99_999_999_999 },
        'codigoAlojamiento',
        'Debe ser un número válido',
      ],
      [
        'POST',
        '/api/Destinos/Calendario',
        { codigoAlojamiento: 1001, noches: 100_000 },
        'noches',
        'Debe ser un número válido',
      ],
      ['POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: '00000101' }, 'fecha', 'Fecha inválida'],
      [
        'POST',
        '/api/Destinos/Alojamiento',
        { destino: 'PU\u0000J', fecha: OFFER_DATE },
        'destino',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'POST',
        '/api/Login',
        { username: 'de\u0000mo', password: 'demo' },
        'username',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'GET',
        '/api/Destinos/alojamientoServicios?id_alojamiento=99999999999',
        undefined,
        'id_alojamiento',
        'Debe ser un número válido',
      ],
      ['GET', '/api/Destinos/itinerario?id_servicio=1&fecha=00000101', undefined, 'fecha', 'Fecha inválida'],
      [
        'GET',
        '/api/Destinos/BuscarDestinos?destino=Punta%00',
        undefined,
        'destino',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'GET',
        '/api/Destinos/GetPais?id_pais=D%00',
        undefined,
        'id_pais',
        'El texto contiene caracteres no permitidos',
      ],
      [
        'POST',
        '/api/Destinos/desgloseOferta',
        { Desglose: [{ numeroServicio: 1, idHabitacion: 1, adultoHab1: 2, ninoHab1: 4_294_967_296 }] },
        'Desglose.0.ninoHab1',
        'Debe ser un número válido',
      ],
    ] as const)('%s %s answers 400 naming the field', async (method, url, body, campo, mensaje) => {
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo, mensaje }],
      });
    });
  });

  describe('empty query parameters', () => {
    it('answers the specification client’s Combinado?idioma=es&destinos=&id= as if they were left out', async () => {
      const asSent = await call('GET', '/api/Combinado?idioma=es&destinos=&id=');
      const without = await call('GET', '/api/Combinado?idioma=es');
      expect(asSent.statusCode).toBe(200);
      expect(asSent.body).toBe(without.body);
      expect((asSent.json() as unknown[]).length).toBeGreaterThanOrEqual(10);
      const noLanguage = await call(
        'GET',
        '/api/Destinos/GetServicioExtras?id_servicio=50001&id_idioma=&fecha=',
      );
      expect(noLanguage.statusCode).toBe(200);
      expect(noLanguage.body).toBe(
        (await call('GET', '/api/Destinos/GetServicioExtras?id_servicio=50001')).body,
      );
    });

    it('answers every call whose parameters are all optional alike with them empty or left out', async () => {
      const document = (await api.app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<
          string,
          { get?: { parameters?: Array<{ name: string; in: string; required?: boolean }> } }
        >;
      };
      const optionalOnly = Object.entries(document.paths).flatMap(([path, item]) => {
        const query = (item.get?.parameters ?? []).filter((parameter) => parameter.in === 'query');
        return query.length > 0 && query.every((parameter) => !parameter.required)
          ? [{ path, names: query.map((parameter) => parameter.name) }]
          : [];
      });
      expect(optionalOnly.map(({ path }) => path)).toEqual(
        expect.arrayContaining(['/api/Destinos', '/api/Destinos/GetCarrucel', '/api/Combinado']),
      );
      for (const { path, names } of optionalOnly) {
        const empty = await call('GET', `${path}?${names.map((name) => `${name}=`).join('&')}`);
        const without = await call('GET', path);
        expect(empty.statusCode, `${path}: ${empty.body.slice(0, 200)}`).toBe(200);
        expect(empty.body, path).toBe(without.body);
      }
    });

    it('refuses an empty required parameter with the localised validation error', async () => {
      const response = await call('GET', '/api/Destinos/GetPais?id_pais=&id_idioma=');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'Bad Request',
        message: 'Error de validacion',
        errores: [{ campo: 'id_pais', mensaje: 'Este campo es obligatorio' }],
      });
      const noService = await call('GET', '/api/Destinos/Notas?id_servicio=&id_idioma=es');
      expect(noService.statusCode).toBe(400);
      expect(noService.json()).toMatchObject({
        errores: [{ campo: 'id_servicio', mensaje: 'Debe ser un número válido' }],
      });
    });
  });
});
