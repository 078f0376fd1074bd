import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { usePackagesApi } from './packages-api.test-helpers';

interface City {
  destinoId: number;
  nombre: string;
  hoteles: number;
}
interface Room {
  habitacion: number;
  precio: number;
  reembolsable: boolean;
  cancelacionGratuitaHasta: string | null;
}
interface Hotel {
  codigo: number;
  disponible: boolean;
  habitaciones: Room[];
  precioTotal: number;
  opciones: { regimen: string; reembolsable: boolean; precioTotal: number }[];
  opiniones: { media: number; total: number } | null;
}

/** The search service (section 7): no token, bounded input, the specification's messages. */
describe.each(testDatabaseKinds)('the hotel search service on %s', (kind) => {
  const api = usePackagesApi(kind);
  const get = (url: string) => api.call('GET', url, undefined, false);
  const post = (body: unknown) => api.call('POST', '/api/search/hoteles', body, false);
  const cityNamed = async (name: string, language = 'es') =>
    (
      (
        await get(`/api/search/ciudad?nombreCiudad=${encodeURIComponent(name)}&idioma=${language}`)
      ).json() as {
        response: City[];
      }
    ).response[0]!;
  const stay = (overrides: Record<string, unknown> = {}) => ({
    desde: '20270310',
    hasta: '20270317',
    habitaciones: [{ adultos: 2, edadesNinos: [7] }],
    idioma: 'es',
    ...overrides,
  });

  it('finds a city by its name in three languages, accents and case ignored', async () => {
    expect((await cityNamed('CANCUN')).nombre).toBe('Cancún');
    const bucharest = await cityNamed('bucharest', 'ro');
    expect(bucharest.nombre).toBe('Bucharest');
    expect((await cityNamed('Bucarest')).destinoId).toBe(bucharest.destinoId);
    const refused = await get('/api/search/ciudad?nombreCiudad=a');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: 'Error de validacion',
      errores: [{ campo: 'nombreCiudad' }],
    });
  });

  it('lists a city’s hotel codes under `response`, over a thousand in Paris', async () => {
    const paris = await cityNamed('paris');
    const codes = (await get(`/api/search/hoteles?destinoId=${paris.destinoId}`)).json() as {
      response: number[];
    };
    expect(codes.response.length).toBe(paris.hoteles);
    expect(codes.response.length).toBeGreaterThan(1000);
    expect(new Set(codes.response).size).toBe(codes.response.length);
    expect((await get('/api/search/hoteles?destinoId=999999')).statusCode).toBe(404);
    expect((await get('/api/search/hoteles?destinoId=abc')).json()).toMatchObject({
      errores: [{ campo: 'destinoId', mensaje: 'Debe ser un número válido' }],
    });
  });

  it('prices a chunk of 50 codes: one room per requested room, lines that add up to the total', async () => {
    const punta = await cityNamed('punta cana');
    const codes = (
      (await get(`/api/search/hoteles?destinoId=${punta.destinoId}`)).json() as { response: number[] }
    ).response;
    const answer = await post({
      request: stay({ habitaciones: [{ adultos: 2, edadesNinos: [7] }, { adultos: 1 }] }),
      hoteles: codes.slice(0, 50),
    });
    expect(answer.statusCode).toBe(200);
    const hotels = (answer.json() as { response: Hotel[] }).response;
    expect(hotels.map((hotel) => hotel.codigo)).toEqual(codes.slice(0, 50));
    const available = hotels.filter((hotel) => hotel.disponible);
    expect(available.length).toBeGreaterThan(0);
    for (const hotel of available) {
      expect(hotel.habitaciones.map((room) => room.habitacion)).toEqual([1, 2]);
      const sum = hotel.habitaciones.reduce((total, room) => total + Math.round(room.precio * 100), 0);
      expect(sum).toBe(Math.round(hotel.precioTotal * 100));
      expect(hotel.opciones[0]?.precioTotal).toBe(hotel.precioTotal);
      for (const room of hotel.habitaciones)
        expect(room.cancelacionGratuitaHasta === null).toBe(!room.reembolsable);
    }
  });

  it.each([
    [
      { request: stay(), hoteles: Array.from({ length: 51 }, (_, i) => i + 1) },
      'hoteles',
      'Entre 1 y 50 códigos de hotel por búsqueda',
    ],
    [{ request: stay(), hoteles: [] }, 'hoteles', 'Entre 1 y 50 códigos de hotel por búsqueda'],
    [
      { request: stay({ hasta: '20270305' }), hoteles: [1] },
      'request.hasta',
      'Una de las fechas no es válida',
    ],
    [
      { request: stay({ hasta: '20270420' }), hoteles: [1] },
      'request.hasta',
      'La estancia no puede superar las 30 noches',
    ],
    [
      { request: stay({ desde: '2027-03-10' }), hoteles: [1] },
      'request.desde',
      'La fecha debe tener el formato YYYYMMDD',
    ],
    [{ request: stay({ desde: '20270231' }), hoteles: [1] }, 'request.desde', 'Fecha inválida'],
    [
      { request: stay({ desde: '20261101', hasta: '20261105' }), hoteles: [1] },
      'request.desde',
      'La fecha de entrada no puede ser anterior a hoy',
    ],
    [
      { request: stay({ habitaciones: Array.from({ length: 6 }, () => ({ adultos: 2 })) }), hoteles: [1] },
      'request.habitaciones',
      'Entre 1 y 5 habitaciones',
    ],
    [
      { request: stay({ habitaciones: [{ adultos: 0 }] }), hoteles: [1] },
      'request.habitaciones.0.adultos',
      undefined,
    ],
    [
      { request: stay({ habitaciones: [{ adultos: 2, edadesNinos: [18] }] }), hoteles: [1] },
      'request.habitaciones.0.edadesNinos.0',
      undefined,
    ],
  ])('refuses bad input with its message, and prices nothing (%#)', async (body, field, message) => {
    const answer = await post(body);
    expect(answer.statusCode).toBe(400);
    const error = answer.json() as { message: string; errores: { campo: string; mensaje: string }[] };
    expect(error.message).toBe('Error de validacion');
    expect(error.errores.map((e) => e.campo)).toContain(field);
    if (message) expect(error.errores.map((e) => e.mensaje)).toContain(message);
  });

  it('gives a hotel’s reviews with their summary, and their analysis', async () => {
    const punta = await cityNamed('punta cana');
    const codes = (
      (await get(`/api/search/hoteles?destinoId=${punta.destinoId}`)).json() as { response: number[] }
    ).response;
    const hotels = (
      (await post({ request: stay(), hoteles: codes.slice(0, 50) })).json() as { response: Hotel[] }
    ).response;
    const reviewed = hotels.find((hotel) => (hotel.opiniones?.total ?? 0) > 3)!;
    const answer = (await get(`/api/search/hoteles/${reviewed.codigo}/opiniones`)).json() as {
      response: { resumen: { total: number; media: number }; opiniones: { puntuacion: number }[] };
    };
    expect(answer.response.resumen.total).toBe(reviewed.opiniones!.total);
    expect(answer.response.opiniones).toHaveLength(reviewed.opiniones!.total);
    expect(answer.response.resumen.media).toBe(reviewed.opiniones!.media);
    const analysis = (await get(`/api/search/hoteles/${reviewed.codigo}/analisis`)).json() as {
      response: { medias: Record<string, number>; pros: { clave: string; veces: number }[] };
    };
    expect(Object.keys(analysis.response.medias).sort()).toEqual([
      'cleanliness',
      'comfort',
      'location',
      'staff',
      'value',
    ]);
    expect((await get('/api/search/hoteles/999999/opiniones')).statusCode).toBe(404);
  });

  it('is in the OpenAPI document, without a security requirement', async () => {
    const document = (await get('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    expect(document.paths['/api/search/hoteles']?.post?.security).toEqual([]);
    expect(document.paths['/api/search/ciudad']?.get).toBeDefined();
  });
});
