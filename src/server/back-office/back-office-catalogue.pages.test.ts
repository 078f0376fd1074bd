import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hugePng, photoLikeJpeg } from '../../../tests/helpers/pictures';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';
import { useBackOffice } from './back-office.test-helpers';

/** An admin's catalogue in the back office: files imported, a hotel's texts and days edited, photos uploaded. */
describe.each(testDatabaseKinds)('the back office on %s', (kind) => {
  const bo = useBackOffice(kind);
  const { rows, count, signIn, post } = bo;

  it('imports catalogue files uploaded by an admin, naming the record and line of a mistake and writing nothing', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const upload = async (cookie: string, csrf: string, name: string, content: string) => {
      const form = new FormData();
      form.set('csrf', csrf);
      form.append('archivos', new Blob([content], { type: 'text/csv' }), name);
      const request = new Response(form);
      return bo.app.inject({
        method: 'POST',
        url: '/gestion/catalogo',
        headers: { cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const before = await count(sql`select count(*) as n from campaigns`);
    const broken = 'id,name\r\n7001,Verano\r\nabc,Invierno\r\n';
    const refused = await upload(jefa.cookie, jefa.csrf, 'campaigns.csv', broken);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('campaigns, registro id abc (Invierno), línea 3, campo id');
    expect(await count(sql`select count(*) as n from campaigns`)).toBe(before);
    // A JSON document on one line (as programs write it): the third hotel is named by its id and name.
    const [hotel] = await rows<{ destination_code: string }>(
      sql`select destination_code from accommodations order by id limit 1`,
    );
    const hotels = [1, 2, 3].map((n) => ({
      id: 9000 + n,
      destinationCode: hotel!.destination_code,
      typeId: 1,
      name: `Hotel ${n}`,
      category: n === 3 ? 9 : 4,
      groupCode: 'G1',
      mealPlan: 'TI',
      amenities: [],
      beachMetres: 100,
      latitude: 18.5,
      longitude: -68.4,
      imagePath: '/img/hotel.svg',
      imageUrl: null,
    }));
    const json = await upload(
      jefa.cookie,
      jefa.csrf,
      'catalogo.json',
      JSON.stringify({ accommodations: hotels }),
    );
    expect(json.statusCode).toBe(400);
    expect(json.body).toContain('No se ha importado nada: hay 1 problema.');
    expect(json.body).toContain('accommodations, registro id 9003 (Hotel 3), línea 1, campo category');
    const done = await upload(jefa.cookie, jefa.csrf, 'campaigns.csv', 'id,name\r\n7001,Verano\r\n');
    expect(done.statusCode).toBe(200);
    expect(await count(sql`select count(*) as n from campaigns`)).toBe(before + 1);
    // Agents cannot import; and nobody without a session may send a body larger than a page form.
    const luis = await signIn('luis@agencia.es');
    expect(
      (await upload(luis.cookie, luis.csrf, 'campaigns.csv', 'id,name\r\n7002,Otoño\r\n')).statusCode,
    ).toBe(403);
    const large = await bo.app.inject({
      method: 'POST',
      url: '/gestion/catalogo',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(large.statusCode).toBe(413);
  });

  it('lets an admin edit a hotel’s texts and close, price or raise its days, which the storefront then shows', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const found = await bo.app.inject({
      url: '/gestion/catalogo?buscar=1001',
      headers: { cookie: jefa.cookie },
    });
    expect(found.body).toContain('href="/gestion/catalogo/alojamientos/1001"');
    const editor = '/gestion/catalogo/alojamientos/1001';
    const page = await bo.app.inject({ url: editor, headers: { cookie: jefa.cookie } });
    expect(page.statusCode).toBe(200);
    const texts = Object.fromEntries(
      ['es', 'en', 'fr', 'it', 'pt', 'ro'].map((lng) => [
        `descripcion_${lng}`,
        `Description ${lng} : face à la mer.`,
      ]),
    );
    const empty = await post(editor, jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'textos',
      nombre: 'Hotel Nuevo',
      ...texts,
      descripcion_ro: '',
    });
    expect(empty.statusCode).toBe(400);
    const saved = await post(editor, jefa.cookie, {
      csrf: jefa.csrf,
      intent: 'textos',
      nombre: 'Hotel Nuevo Mar',
      ...texts,
    });
    expect(saved.statusCode).toBe(200);
    const [service] = await rows<{ id: number; origin_code: string; nights: number }>(
      sql`select id, origin_code, nights from services where accommodation_id = 1001 order by id limit 1`,
    );
    const [day] = await rows<{ day: string; price: number }>(
      sql`select day::text, price from calendar_days where service_id = ${service!.id} and price > 0 and day > current_date + 20 order by day limit 1`,
    );
    const offer = () =>
      bo.app.inject({
        url: `/detalleservicio?alojamiento=1001&origen=${service!.origin_code}&noches=${service!.nights}&dia=${day!.day.replaceAll('-', '')}&idioma=fr`,
      });
    // On PostgreSQL the new catalogue version arrives by notification, a moment after the write.
    await expect
      .poll(async () => (await offer()).body.includes('Hotel Nuevo Mar'), { timeout: 5_000 })
      .toBe(true);
    const shown = await offer();
    expect(shown.body).toContain('Description fr : face à la mer.');

    const change = (fields: Record<string, string>) =>
      post(editor, jefa.cookie, {
        csrf: jefa.csrf,
        intent: 'dias',
        servicio: String(service!.id),
        desde: day!.day,
        hasta: day!.day,
        precio: '',
        porcentaje: '',
        ...fields,
      });
    expect((await change({ accion: 'precio', precio: 'mucho' })).statusCode).toBe(400);
    expect((await change({ accion: 'cerrar', hasta: '2020-01-01' })).statusCode).toBe(400);
    expect((await change({ accion: 'precio', precio: '1.234,00' })).statusCode).toBe(200);
    const priceOf = async () =>
      Number(
        (
          await rows<{ price: number }>(
            sql`select price from calendar_days where service_id = ${service!.id} and day = ${day!.day}`,
          )
        )[0]!.price,
      );
    expect(await priceOf()).toBe(123_400);
    expect((await change({ accion: 'porcentaje', porcentaje: '10' })).statusCode).toBe(200);
    expect(await priceOf()).toBe(135_740);
    expect((await change({ accion: 'cerrar' })).statusCode).toBe(200);
    expect(await priceOf()).toBe(0);
    // The closed day is not sold: the offer page moves to another day and keeps the asked one in `pedido`.
    await expect
      .poll(async () => (await offer()).headers.location ?? '', { timeout: 5_000 })
      .toContain(`pedido=${day!.day.replaceAll('-', '')}`);
    const trail = await rows<{ action: string }>(
      sql`select action from audit_log where entity in ('alojamiento', 'servicio') order by id`,
    );
    expect(trail.map((line) => line.action)).toEqual([
      'alojamiento.textos',
      'precios.cambiar',
      'precios.cambiar',
      'precios.cambiar',
    ]);
  });

  it('takes a hotel photo from an admin, refuses one of too many pixels with the bound, and shows it once encoded', async () => {
    const jefa = await signIn('jefa@agencia.es');
    const send = async (picture: Buffer, type: string) => {
      const form = new FormData();
      form.set('csrf', jefa.csrf);
      form.set('intent', 'foto');
      form.set('tipo', 'alojamiento');
      form.set('clave', '1001');
      form.append('foto', new Blob([new Uint8Array(picture)], { type }), 'foto');
      const request = new Response(form);
      return bo.app.inject({
        method: 'POST',
        url: '/gestion/catalogo',
        headers: { cookie: jefa.cookie, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const photos = () => count(sql`select count(*) as n from photos`);
    const before = await photos();
    // 96 megapixels in a few kilobytes: refused from its header, nothing stored.
    const refused = await send(hugePng(12_000, 8_000), 'image/png');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('como mucho 40 megapíxeles');
    expect(await photos()).toBe(before);
    const stored = await send(await photoLikeJpeg(1600, 1000), 'image/jpeg');
    expect(stored.statusCode).toBe(200);
    expect(stored.body).toContain('se está preparando en todos los tamaños');
    const [photo] = await rows<{ id: number }>(sql`select id from photos order by id desc limit 1`);
    expect(stored.body).toContain(`?foto=${photo!.id}#fotos`);
    await bo.app.services.photos.drained();
    const ready = await bo.app.inject({
      url: `/gestion/catalogo?foto=${photo!.id}`,
      headers: { cookie: jefa.cookie },
    });
    expect(ready.body).toContain(`La foto ${photo!.id} está lista`);
    expect(ready.body).toContain(`/fotos/${photo!.id}/480.webp`);
    expect((await bo.app.inject({ url: `/fotos/${photo!.id}/480.webp` })).statusCode).toBe(200);
  }, 120_000);
});
