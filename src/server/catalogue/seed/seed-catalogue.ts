import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { dateArray, intArray } from '../../db/arrays';
import type { Database } from '../../db/client';
import * as tables from '../../db/schema/catalogue';
import * as tripTables from '../../db/schema/catalogue-trips';
import { departsOn } from '../../../domain/catalogue/departure-weekdays';
import { daysFrom } from '../../../domain/days';
import { ensureBedBank } from '../../hotels/seed/seed-bed-bank';
import { calendarPrice } from './calendar-prices';
import { generateCatalogue, type CatalogueSeed } from './generate';

/** Departure days kept ahead in the calendar. */
export const CALENDAR_DAYS_AHEAD = 365;
const SEED_LOCK_ID = 727_002;
const CHUNK = 500;

/** Insert order respects foreign keys. */
const INSERT_ORDER: [keyof CatalogueSeed, PgTable][] = [
  ['campaigns', tables.campaigns],
  ['countries', tables.countries],
  ['countryTexts', tables.countryTexts],
  ['originCities', tables.originCities],
  ['providers', tables.providers],
  ['containers', tables.containers],
  ['containerTexts', tables.containerTexts],
  ['destinations', tables.destinations],
  ['destinationTexts', tables.destinationTexts],
  ['carouselItems', tables.carouselItems],
  ['accommodations', tables.accommodations],
  ['accommodationTexts', tables.accommodationTexts],
  ['rooms', tables.rooms],
  ['roomTexts', tables.roomTexts],
  ['services', tables.services],
  ['serviceRooms', tables.serviceRooms],
  ['itinerarySegments', tables.itinerarySegments],
  ['serviceNotes', tables.serviceNotes],
  ['extras', tables.extras],
  ['extraTexts', tables.extraTexts],
  ['taxes', tables.taxes],
  ['combinedTrips', tripTables.combinedTrips],
  ['combinedTripTexts', tripTables.combinedTripTexts],
  ['combinedTripStays', tripTables.combinedTripStays],
  ['circuits', tripTables.circuits],
  ['circuitTexts', tripTables.circuitTexts],
  ['circuitDays', tripTables.circuitDays],
];

/**
 * CATALOGUE=demo: fills an empty catalogue with the generated demo data and the demo bed bank (all or nothing, once
 * even when several instances start together), then keeps a year of departure days ahead.
 */
export async function ensureDemoCatalogue(
  db: Database,
  today: string,
): Promise<{ seeded: boolean; daysAdded: number }> {
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const existing = (await tx.execute(sql`select 1 from destinations limit 1`)) as unknown as {
      rows: unknown[];
    };
    if (existing.rows.length > 0) return false;
    const catalogue = generateCatalogue();
    for (const [key, table] of INSERT_ORDER) {
      const rows = catalogue[key];
      for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
    }
    return true;
  });
  // The bed bank's hotel-only stays come with the demo catalogue (issue 30).
  await ensureBedBank(db);
  const daysAdded = await extendCalendar(db, today);
  return { seeded, daysAdded };
}

/** Adds the departure days missing between `today` and a year ahead, priced by calendarPrice, to the demo services. */
export async function extendCalendar(db: Database, today: string): Promise<number> {
  const services = (await db.execute(sql`
    select s.id, s.reference_price, s.departure_weekdays, max(c.day)::text as last_day
    from services s left join calendar_days c on c.service_id = s.id
    where s.demo_calendar
    group by s.id, s.reference_price, s.departure_weekdays`)) as unknown as {
    rows: { id: number; reference_price: number; departure_weekdays: number; last_day: string | null }[];
  };
  const window = daysFrom(today, CALENDAR_DAYS_AHEAD);
  const ids: number[] = [];
  const days: string[] = [];
  const prices: number[] = [];
  for (const service of services.rows) {
    for (const day of window) {
      if (service.last_day && day <= service.last_day) continue;
      if (!departsOn(Number(service.departure_weekdays), day)) continue;
      ids.push(Number(service.id));
      days.push(day);
      prices.push(calendarPrice(Number(service.id), Number(service.reference_price), day));
    }
  }
  const BATCH = 50_000;
  for (let i = 0; i < ids.length; i += BATCH) {
    await db.execute(sql`
      insert into calendar_days (service_id, day, price)
      select * from unnest(${intArray(ids.slice(i, i + BATCH))}, ${dateArray(days.slice(i, i + BATCH))}, ${intArray(prices.slice(i, i + BATCH))})
      on conflict do nothing`);
  }
  return ids.length;
}
