import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../../tests/helpers/test-database';
import { OFFER_DATE, OFFER_DATE_ISO, usePackagesApi } from './packages-api.test-helpers';

/** The packages API's offers: accommodations, calendar, breakdown and a service's details. */
describe.each(testDatabaseKinds)('packages API on %s', (kind) => {
  const api = usePackagesApi(kind);
  const { call } = api;

  describe('accommodations, calendar and breakdown', () => {
    let offer: Record<string, number | string>;

    it('lists the accommodation offers of a destination by name for the offer date', async () => {
      const response = await call('POST', '/api/Destinos/Alojamiento', {
        idioma: 'es',
        destino: 'Punta-Cana',
        fecha: OFFER_DATE,
      });
      expect(response.statusCode).toBe(200);
      const offers = response.json() as Array<Record<string, number | string>>;
      expect(offers.length).toBeGreaterThanOrEqual(6);
      offer = offers[0] ?? {};
      expect(offer).toMatchObject({ id_destino: 'PUJ', id_pais_destino: 'DO', noches: 7, id_moneda: 'EUR' });
      expect(Number(offer.categoria)).toBeGreaterThanOrEqual(1);
      expect(Number(offer.categoria)).toBeLessThanOrEqual(5);
      expect(Number(offer.precio_web)).toBeGreaterThan(0);
    });

    it('rejects a date that is not YYYYMMDD or not a real day', async () => {
      const bad = await call('POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: '2026-11-28' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errores).toEqual([
        { campo: 'fecha', mensaje: 'La fecha debe tener el formato YYYYMMDD' },
      ]);
      const unreal = await call('POST', '/api/Destinos/Alojamiento', { destino: 'PUJ', fecha: '20260230' });
      expect(unreal.json().errores).toEqual([{ campo: 'fecha', mensaje: 'Fecha inválida' }]);
    });

    it('answers 404 for an unknown destination', async () => {
      expect(
        (await call('POST', '/api/Destinos/Alojamiento', { destino: 'Atlantida', fecha: OFFER_DATE }))
          .statusCode,
      ).toBe(404);
    });

    it('gives a year of bookable days without price 0, the cheapest matching the listing price', async () => {
      const response = await call('POST', '/api/Destinos/Calendario', {
        codigoAlojamiento: offer.id_alojamiento,
        ciudadOrigen: 'MAD',
      });
      expect(response.statusCode).toBe(200);
      const days = response.json() as Array<{
        fecha: string;
        precioWeb: number;
        numeroServicio: number;
        precioCalendario: number;
        fechaSinHora: string;
      }>;
      expect(days.length).toBeGreaterThan(300);
      expect(days.length).toBeLessThan(366);
      expect(days.every((d) => d.precioWeb > 0 && d.precioCalendario > 0)).toBe(true);
      expect(days[0]?.fecha).toBe(`${days[0]?.fechaSinHora}T00:00:00`);
      // Section 4: nothing departs before the offer date, today + 7 days.
      expect(days.every((d) => d.fechaSinHora >= OFFER_DATE_ISO)).toBe(true);
      const cheapest = Math.min(...days.map((d) => d.precioWeb));
      expect(cheapest).toBe(offer.precio_web);
    });

    it('prices two adults in the base room at the calendar price with taxes, per person', async () => {
      const calendar = (
        await call('POST', '/api/Destinos/Calendario', {
          codigoAlojamiento: offer.id_alojamiento,
          ciudadOrigen: 'MAD',
        })
      ).json() as Array<{ precioWeb: number; numeroServicio: number; fechaSinHora: string }>;
      const day = calendar[10];
      const rooms = (
        await call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${day?.numeroServicio}`)
      ).json() as Array<{ id_habitacion: number; precio: number; secuencia: number }>;
      const base = rooms.find((room) => room.secuencia === 1);
      expect(base?.precio).toBe(0);
      const response = await call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: day?.numeroServicio,
            idHabitacion: base?.id_habitacion,
            adultoHab1: 2,
            ninoHab1: 0,
            infanteHab1: 0,
            fecha: day?.fechaSinHora.replaceAll('-', ''),
          },
        ],
      });
      expect(response.statusCode).toBe(200);
      const lines = response.json() as Array<Record<string, number | string>>;
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        habitacion: 'a',
        cantidad: 2,
        tipoPasajero: 'ADT',
        descripcion: 'Adulto',
      });
      expect(Number(lines[0]?.precioHabitacion)).toBeCloseTo((day?.precioWeb ?? 0) * 2, 2);
    });

    it('answers 400, never 500, for an impossible party or a malformed body', async () => {
      const rooms = (
        await call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${offer.id_servicio}`)
      ).json() as Array<{ id_habitacion: number }>;
      const crowded = await call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: offer.id_servicio,
            idHabitacion: rooms[0]?.id_habitacion,
            adultoHab1: 9,
            ninoHab1: 0,
            infanteHab1: 0,
          },
        ],
      });
      expect(crowded.statusCode).toBe(400);
      expect(crowded.json()).toMatchObject({ message: 'Error de validacion' });
      const malformed = await api.app.inject({
        method: 'POST',
        url: '/api/Destinos/desgloseOferta',
        headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
        payload: '{"Desglose": [',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).not.toMatch(/at |node_modules/);
    });

    it('prices no day before the offer date, nor the itinerary or excursions of one', async () => {
      const rooms = (
        await call('GET', `/api/Destinos/GetHabitacionServicio?numeroServicio=${offer.id_servicio}`)
      ).json() as Array<{ id_habitacion: number }>;
      const tooClose = await call('POST', '/api/Destinos/desgloseOferta', {
        Desglose: [
          {
            numeroServicio: offer.id_servicio,
            idHabitacion: rooms[0]?.id_habitacion,
            adultoHab1: 2,
            ninoHab1: 0,
            infanteHab1: 0,
            fecha: '20261127',
          },
        ],
      });
      expect(tooClose.statusCode).toBeGreaterThanOrEqual(400);
      expect(tooClose.statusCode).toBeLessThan(500);
      const itinerary = (
        await call('GET', `/api/Destinos/itinerario?id_servicio=${offer.id_servicio}`)
      ).json() as Array<{
        fecha_salida: string;
      }>;
      expect(itinerary.length).toBeGreaterThan(0);
      expect(itinerary.every((segment) => segment.fecha_salida.slice(0, 10) >= OFFER_DATE_ISO)).toBe(true);
    });

    it('answers Error de validacion for a breakdown without rooms', async () => {
      const response = await call('POST', '/api/Destinos/desgloseOferta', { Desglose: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Error de validacion',
        errores: [{ campo: 'Desglose', mensaje: 'Error de validacion' }],
      });
    });

    it('gives itinerary, extras, notes, taxes, offer info, provider and accommodation details of a service', async () => {
      const serviceId = offer.id_servicio;
      const itinerary = (
        await call('GET', `/api/Destinos/itinerario?id_servicio=${serviceId}`)
      ).json() as Array<Record<string, unknown>>;
      expect(itinerary.length).toBeGreaterThanOrEqual(2);
      expect(itinerary[0]).toMatchObject({
        segmento: 1,
        id_estacion_origen: 'MAD',
        id_pais_origen: 'ES',
        clase: 'Y',
      });
      const extras = (
        await call('GET', `/api/Destinos/GetServicioExtras?id_servicio=${serviceId}`)
      ).json() as Array<{
        nombre: string;
        servicios: Array<{ desde: string; hasta: string; precio: number }>;
      }>;
      expect(extras.length).toBeGreaterThan(0);
      const extra = extras[0]?.servicios[0];
      expect(Date.parse(extra?.desde ?? '')).not.toBeNaN();
      expect(Date.parse(extra?.hasta ?? '') >= Date.parse(extra?.desde ?? '')).toBe(true);
      const notes = (
        await call('GET', `/api/Destinos/Notas?id_servicio=${serviceId}&id_idioma=fr`)
      ).json() as Array<{ id_idioma: string }>;
      expect(notes.length).toBeGreaterThan(0);
      expect(notes.every((n) => n.id_idioma === 'fr')).toBe(true);
      const taxes = (await call('GET', `/api/Destinos/BuscarTasa?id_servicio=${serviceId}`)).json() as Array<{
        valor: number;
        id_tipo_tasa: number;
      }>;
      expect(taxes.length).toBeGreaterThanOrEqual(2);
      const info = (
        await call('GET', `/api/Destinos/InformacionOfertas?id_servicio=${serviceId}`)
      ).json() as Array<{ id_servicio: number; tasa: number }>;
      expect(info[0]?.id_servicio).toBe(serviceId);
      expect(info[0]?.tasa).toBeCloseTo(
        taxes.reduce((sum, t) => sum + t.valor, 0),
        2,
      );
      const provider = (
        await call('GET', `/api/Destinos/GetProveedor?id_servicio=${serviceId}`)
      ).json() as number;
      expect(typeof provider).toBe('number');
      const detail = (
        await call(
          'GET',
          `/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=${offer.id_alojamiento}&id_idioma=it`,
        )
      ).json() as Array<Record<string, unknown>>;
      expect(detail[0]).toMatchObject({
        id_alojamiento: offer.id_alojamiento,
        id_idioma: 'it',
        id_destino: 'PUJ',
      });
      const services = (
        await call(
          'GET',
          `/api/Destinos/alojamientoServicios?id_alojamiento=${offer.id_alojamiento}&id_idioma=es`,
        )
      ).json() as Array<{ tipo: string }>;
      expect(services.some((s) => s.tipo === 'regimen')).toBe(true);
    });

    it('answers 404 or an empty list for unknown ids, as each call says', async () => {
      expect((await call('GET', '/api/Destinos/itinerario?id_servicio=999999')).statusCode).toBe(404);
      expect(
        (await call('GET', '/api/Destinos/GetInformacionAlojamientoById?id_alojamiento=999999')).json(),
      ).toEqual([]);
      expect((await call('GET', '/api/Destinos/GetHabitacionServicio?numeroServicio=999999')).json()).toEqual(
        [],
      );
      expect((await call('GET', '/api/Destinos/itinerario?id_servicio=abc')).json()).toMatchObject({
        errores: [{ campo: 'id_servicio', mensaje: 'Debe ser un número válido' }],
      });
    });
  });
});
