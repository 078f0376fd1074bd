import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';

const MIGRATIONS = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

/** The migrations folder as it was before a migration (its journal cut there). */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/** A booking as stored before booking kinds, with its hotels and flights. */
async function oldBooking(
  client: PGlite,
  locator: string,
  status: string,
  hotels: { accommodation: number; nights: number }[],
  flights: { segment: number; from: string; to: string; day: string }[],
) {
  const { rows } = await client.query<{ id: number }>(
    `insert into bookings (locator, reference_stamp, submission_key, status, language, web_id, offer_id,
       campaign_id, city_id, tour_operator_code, tour_operator_prefix, local_tour_operator, passenger_count,
       package_summary, departure_date, return_date, return_arrival_date, hotel, hotel_code, meal_code, room,
       nights, outbound_origin, outbound_destination, return_origin, return_destination,
       outbound_departure_time, outbound_arrival_time, return_departure_time, return_arrival_time,
       outbound_airline, return_airline, outbound_flight_status, return_flight_status, hotel_status,
       first_name, last_name, email, phone, document, country, province, attention_of, base_price,
       supplements_total, price_per_person, total_price, discount, comment, card_brand, card_last4,
       card_expiry, card_holder, consent_general, consent_privacy)
     values ($1, 'WEB', gen_random_uuid(), $2, 'es', 1, 999999, 1, 'MAD', 'TO1', 'TO1', 'Operador Uno', 2,
       '', '2027-03-01', '2027-03-08', '2027-03-08', 'Viaje', 10, 'TO', 'A: Doble', 7, 'MAD', 'PUJ',
       'PUJ', 'MAD', '', '', '', '', '', '', 'RQ', 'OK', 'RQ', 'Ana', 'García', 'a@example.com', '600000000',
       'X1', 'ES', 'Madrid', 'Ana García', 0, 0, 0, 0, 0, '', 'VI', '1111', '2030-04', 'ANA', true, true)
     returning id`,
    [locator, status],
  );
  const id = rows[0]!.id;
  for (const [index, hotel] of hotels.entries())
    await client.query(
      `insert into booking_hotels (booking_id, accommodation_id, service_id, meal_code, nights, group_code,
         category, sequence, longitude, latitude) values ($1, $2, 1, 'TO', $3, 'G', 4, $4, 0, 0)`,
      [id, hotel.accommodation, hotel.nights, index + 1],
    );
  for (const flight of flights)
    await client.query(
      `insert into booking_flights (booking_id, segment, provider_code, origin_station, origin_name,
         origin_country, destination_station, destination_name, destination_country, departure_date,
         departure_time, arrival_date, arrival_time, connection, status)
       values ($1, $2, 'UX', $3, $3, 'ES', $4, $4, 'DO', $5, '10:00', $5, '14:00', false, 'RQ')`,
      [id, flight.segment, flight.from, flight.to, flight.day],
    );
  return id;
}

describe('migration 0017: booking kinds and services', () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('gives the bookings already stored their kind and their services, segments linked', async () => {
    const client = new PGlite();
    const db = drizzle(client);
    const before = migrationsBefore('0017_booking_services');
    folders.push(before);
    await migrate(db, { migrationsFolder: before });
    const flights = [
      { segment: 1, from: 'MAD', to: 'HAV', day: '2027-03-01' },
      { segment: 2, from: 'HAV', to: 'MAD', day: '2027-03-08' },
    ];
    const trip = await oldBooking(
      client,
      'MIGR0001',
      'confirmada',
      [
        { accommodation: 2001, nights: 3 },
        { accommodation: 2002, nights: 4 },
      ],
      flights,
    );
    const hotelOnly = await oldBooking(
      client,
      'MIGR0002',
      'solicitud',
      [{ accommodation: 10, nights: 7 }],
      [],
    );
    const draft = await oldBooking(client, 'MIGR0003', 'borrador', [{ accommodation: 10, nights: 7 }], []);

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const services = async (bookingId: number) =>
      (
        await client.query<Record<string, unknown>>(
          `select sequence, type, start_date::text, end_date::text, supplier_code, supplier_name, status,
             description, accommodation_id, nights
           from booking_services where booking_id = $1 order by sequence`,
          [bookingId],
        )
      ).rows.map(Object.values);
    const kinds = await client.query<{ locator: string; kind: string }>(
      'select locator, kind from bookings order by locator',
    );
    expect(kinds.rows.map((row) => [row.locator, row.kind])).toEqual([
      ['MIGR0001', 'combined'],
      ['MIGR0002', 'package'],
      ['MIGR0003', 'package'],
    ]);
    expect(await services(trip)).toEqual([
      [1, 'flight', '2027-03-01', '2027-03-01', 'UX', 'UX', 'RQ', 'MAD → HAV', null, null],
      [2, 'hotel', '2027-03-01', '2027-03-04', 'TO1', 'Operador Uno', 'RQ', 'Viaje', 2001, 3],
      [3, 'hotel', '2027-03-04', '2027-03-08', 'TO1', 'Operador Uno', 'RQ', 'Viaje', 2002, 4],
      [4, 'flight', '2027-03-08', '2027-03-08', 'UX', 'UX', 'OK', 'HAV → MAD', null, null],
    ]);
    const segments = await client.query<{ segment: number; service_sequence: number }>(
      'select segment, service_sequence from booking_flights where booking_id = $1 order by segment',
      [trip],
    );
    expect(segments.rows.map((row) => [row.segment, row.service_sequence])).toEqual([
      [1, 1],
      [2, 4],
    ]);
    expect(await services(hotelOnly)).toEqual([
      [1, 'hotel', '2027-03-01', '2027-03-08', 'TO1', 'Operador Uno', 'RQ', 'Viaje', 10, 7],
    ]);
    // A draft gets its services when its client publishes it.
    expect(await services(draft)).toEqual([]);
    await client.close();
  });
});
