import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { createApiClientsService } from '../../api-clients/api-clients.service';
import { circuits, combinedTrips } from '../../db/schema/catalogue-trips';
import { usePackagesApi } from './packages-api.test-helpers';

/**
 * The packages API: sign-in and tokens, destinations, searches, combined trips and circuits, and
 * its OpenAPI document. Offers and prices are in packages-api-offers.test.ts, input it refuses in
 * packages-api-validation.test.ts.
 */
describe.each(testDatabaseKinds)('packages API on %s', (kind) => {
  const api = usePackagesApi(kind);
  const { call } = api;

  describe('Login and tokens', () => {
    it('answers a text token for the demo client', async () => {
      const response = await call('POST', '/api/Login', { username: 'demo', password: 'demo' }, false);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toMatch(/^token: [A-Za-z0-9_-]{43}$/);
    });

    it('refuses a wrong password and an unknown user alike', async () => {
      const wrong = await call('POST', '/api/Login', { username: 'demo', password: 'nope' }, false);
      const unknown = await call('POST', '/api/Login', { username: 'nadie', password: 'demo' }, false);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('rejects a call without a token, with a made-up token, and an empty login body', async () => {
      expect((await call('GET', '/api/Destinos', undefined, false)).statusCode).toBe(401);
      const forged = await api.app.inject({
        url: '/api/Destinos',
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.headers['www-authenticate']).toBe('Bearer');
      const empty = await call('POST', '/api/Login', {}, false);
      expect(empty.statusCode).toBe(400);
    });

    it('expires tokens after their lifetime', async () => {
      const session = await api.app.services.apiClients.login('demo', 'demo');
      const token = session?.token ?? '';
      const afterExpiry = new Date((session?.expiresAt.getTime() ?? 0) + 1000);
      expect(await api.app.services.apiClients.verify(token)).not.toBeNull();
      expect(await createApiClientsService(api.database.db, () => afterExpiry).verify(token)).toBeNull();
    });
  });

  describe('Destinos', () => {
    it('lists the containers with their destinations and a from price above 0', async () => {
      const response = await call('GET', '/api/Destinos?idioma=es');
      expect(response.statusCode).toBe(200);
      const containers = response.json() as Array<
        Record<string, unknown> & { destinos: Array<Record<string, unknown>> }
      >;
      expect(containers).toHaveLength(6);
      expect(containers[0]).toMatchObject({
        contenedorId: 1,
        contenedor: 'República Dominicana',
        posicionContenedor: 1,
      });
      const puntaCana = containers[0]?.destinos[0];
      expect(puntaCana).toMatchObject({
        id_destino: 'PUJ',
        descripcion: 'Punta Cana',
        id_paisDestino: 'DO',
        id_moneda: 'EUR',
        id_contenedor: 1,
      });
      expect(typeof puntaCana?.precioWeb).toBe('number');
      expect(Number(puntaCana?.precioWeb)).toBeGreaterThan(0);
      const all = containers.flatMap((c) => c.destinos);
      expect(all.length).toBeGreaterThanOrEqual(25);
      expect(all.every((d) => Number(d.precioWeb) > 0)).toBe(true);
    });

    it('answers in the language asked, us meaning English', async () => {
      const containers = (await call('GET', '/api/Destinos?idioma=us')).json() as Array<{
        contenedor: string;
        destinos: Array<{ descripcion: string }>;
      }>;
      expect(containers[0]?.contenedor).toBe('Dominican Republic');
      const havana = containers.flatMap((c) => c.destinos).find((d) => d.descripcion === 'Havana');
      expect(havana).toBeDefined();
    });

    it('rejects a language id that is not 2 characters with a field error', async () => {
      const response = await call('GET', '/api/Destinos?idioma=esp');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo: 'idioma', mensaje: 'El idioma debe tener 2 caracteres' }],
      });
    });

    it('gives the carousel in order with prices above 0', async () => {
      const items = (await call('GET', '/api/Destinos/GetCarrucel')).json() as Array<{
        orden: number;
        destinos: Array<{ precio: number }>;
      }>;
      expect(items.map((i) => i.orden)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(items.every((i) => i.destinos.every((d) => d.precio > 0))).toBe(true);
    });
  });

  describe('searches and lookups', () => {
    it('finds destinations and accommodations by name, ids and countries', async () => {
      const byName = (
        await call('POST', '/api/Destinos/BuscarDestinosPorNombre', { nombre: 'cana', id_idioma: 'es' })
      ).json() as Array<{ id_destino: string }>;
      expect(byName.map((d) => d.id_destino)).toContain('PUJ');
      const byQuery = (
        await call('GET', '/api/Destinos/BuscarDestinos?destino=Habana&id_idioma=es')
      ).json() as Array<{ id_destino: string }>;
      expect(byQuery.map((d) => d.id_destino)).toEqual(['HAV']);
      const id = (await call('GET', '/api/Destinos/GetDestinoId?id_pais=CU&id_destino=La-Habana')).json();
      expect(id).toEqual([{ id_destino: 'HAV', id_pais: 'CU' }]);
      const country = (await call('GET', '/api/Destinos/GetPais?id_pais=DO&id_idioma=en')).json();
      expect(country).toEqual([{ nombre: 'Dominican Republic' }]);
      const info = (
        await call('GET', '/api/Destinos/informacionDestino?destino=PUJ&id_idioma=es')
      ).json() as Array<{ temperaturas: number[]; informacion: string }>;
      expect(info[0]?.temperaturas).toHaveLength(12);
      expect(info[0]?.informacion.length).toBeGreaterThan(40);
      const hotels = (
        await call('GET', '/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=1001&id_idioma=es')
      ).json() as Array<{ nombre: string }>;
      const word = hotels[0]?.nombre.split(' ').at(-1) ?? '';
      const found = (
        await call('POST', '/api/Destinos/BuscarAlojamientos', { nombre: word, id_idioma: 'es' })
      ).json() as Array<{ id_alojamiento: number }>;
      expect(found.map((h) => h.id_alojamiento)).toContain(1001);
      // % and _ are matched as typed, not as wildcards that list the whole catalogue.
      for (const nombre of ['%', '_', '%_%'])
        expect(
          (await call('POST', '/api/Destinos/BuscarAlojamientos', { nombre, id_idioma: 'es' })).json(),
        ).toEqual([]);
      const room = (
        await call('GET', '/api/Destinos/GetHabitacionAlojamientoByCode?id_habitacion=10001&id_idioma=es')
      ).json() as Array<{ codigo: string; id_alojamiento: number }>;
      expect(room[0]).toMatchObject({ codigo: 'DBL', id_alojamiento: 1001 });
    });

    it('filters accommodations by amenity', async () => {
      const filtered = (
        await call('POST', '/api/Destinos/AlojamientoFiltro', {
          NombreFiltros: ['safe'],
          id_idioma: 'es',
          id_destino: 'PUJ',
        })
      ).json() as Array<{ servicios: string[] }>;
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((h) => h.servicios.includes('safe'))).toBe(true);
    });

    it('finds the nearest origin city to a position and rejects coordinates that are not numbers', async () => {
      const sevilla = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=37.389&longitude=-5.984');
      expect(sevilla.json()).toMatchObject({ CityCode: 'SVQ', CityName: 'Sevilla' });
      const toledo = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=39.86&longitude=-4.02');
      expect(toledo.json()).toMatchObject({ CityCode: 'MAD', CityName: 'Madrid' });
      const girona = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=41.98&longitude=2.82');
      expect(girona.json()).toMatchObject({ CityCode: 'BCN' });
      const bad = await call('GET', '/api/CiudadesOrigen/Cercana?latitude=norte&longitude=2.82');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errores).toEqual([{ campo: 'latitude', mensaje: 'Debe ser un número válido' }]);
    });

    it('answers the caller address from Getip', async () => {
      const response = await call('GET', '/api/Destinos/Getip');
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/127\.0\.0\.1/);
    });
  });

  describe('combined trips and circuits', () => {
    it('lists combined trips and gives the calendar of one', async () => {
      const trips = (await call('GET', '/api/Combinado?idioma=es')).json() as Array<{
        nombreCombinado: string;
        alojamientos: Array<{ id_alojamiento: number; noches: number }>;
      }>;
      expect(trips).toHaveLength((await api.database.db.select().from(combinedTrips)).length);
      expect(trips.length).toBeGreaterThanOrEqual(10);
      expect(trips[0]?.nombreCombinado).toMatch(/Habana/);
      const first = trips[0]?.alojamientos[0];
      const calendar = (
        await call('POST', '/api/Combinado', {
          codigoAlojamiento: first?.id_alojamiento,
          ciudadOrigen: 'MAD',
          noches: first?.noches,
        })
      ).json() as unknown[];
      expect(calendar.length).toBeGreaterThan(300);
    });

    it('gives circuit categories, itinerary, parameters and name', async () => {
      const [circuit] = await api.database.db.select().from(circuits).limit(1);
      const categories = (
        await call('POST', '/api/Circuitos/AlojamientosCircuitos', {
          alojamientos: circuit?.accommodationIds,
          id_idioma: 'es',
        })
      ).json() as Array<{
        id_circuito: number;
        id_servicio: number;
        circuito: string;
        categoria_circuito: string;
        alojamientos: number[];
      }>;
      const own = categories.filter((c) => c.id_circuito === circuit?.id);
      // Each hotel category is a service of its own, with one hotel per stop of the route.
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(new Set(own.map((c) => c.id_servicio)).size).toBe(own.length);
      for (const category of own) {
        expect(['Turista', 'Primera', 'Superior']).toContain(category.categoria_circuito);
        expect(category.alojamientos).toHaveLength(circuit?.stopNights.length ?? 0);
        expect(circuit?.accommodationIds).toEqual(expect.arrayContaining(category.alojamientos));
      }
      const found = own.find((c) => c.categoria_circuito === circuit?.category);
      expect(found).toBeDefined();
      const serviceId = found?.id_servicio;
      const days = (
        await call('GET', `/api/Circuitos/GetCircuitoItinerario?id_servicio=${serviceId}`)
      ).json() as Array<{ dia: number }>;
      expect(days.map((d) => d.dia)).toEqual(Array.from({ length: days.length }, (_, i) => i + 1));
      expect(days.length).toBeGreaterThanOrEqual(7);
      const parameters = (
        await call('GET', `/api/Circuitos/CircuitosParametros?id_servicio=${serviceId}`)
      ).json();
      expect(parameters).toEqual({
        idAlojamiento: circuit?.accommodationIds.join('/'),
        pais: circuit?.countryCode,
        destino: circuit?.destinationCode,
      });
      const name = await call('GET', `/api/Circuitos/GetNombreCircuito?id_servicio=${serviceId}`);
      expect(name.body).toBe(found?.circuito);
      expect((await call('GET', '/api/Circuitos/CircuitosParametros?id_servicio=999999')).statusCode).toBe(
        404,
      );
      const calendar = (
        await call('POST', '/api/Circuitos/Calendario', { id_servicio: serviceId })
      ).json() as Array<{ precioWeb: number; numeroServicio: number }>;
      expect(calendar.length).toBeGreaterThan(300);
      expect(calendar.every((day) => day.precioWeb > 0 && day.numeroServicio === serviceId)).toBe(true);
    });
  });

  it('publishes an OpenAPI document of every call', async () => {
    const response = await api.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/Login',
      '/api/Destinos',
      '/api/Destinos/Calendario',
      '/api/Destinos/desgloseOferta',
      '/api/Combinado',
      '/api/Circuitos/GetNombreCircuito',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});
