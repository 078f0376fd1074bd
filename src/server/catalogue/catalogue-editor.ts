import { and, asc, between, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { daysFrom } from '../../domain/days';
import { LANGUAGES, type Language } from '../../domain/language';
import { audit, type Actor } from '../back-office/audit';
import type { Database } from '../db/client';
import {
  accommodations,
  accommodationTexts,
  calendarDays,
  destinationTexts,
  services,
} from '../db/schema/catalogue';
import { departsOn } from '../../domain/catalogue/departure-weekdays';

/** The longest range one change of prices may cover. */
export const MAX_RANGE_DAYS = 400;

export type DaysChange =
  { kind: 'price'; cents: number } | { kind: 'percent'; percent: number } | { kind: 'close' };

export type DaysOutcome = { kind: 'done'; days: number } | { kind: 'not-found' } | { kind: 'range' };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Admins' edits of the catalogue in place: a hotel's name and description in the six languages,
 * and its packages' prices and availability, one day or a range at a time. Each edit is written
 * with its audit line in one transaction; the catalogue's version moves and every page shows it.
 */
export function createCatalogueEditor(db: Database) {
  return {
    /** Hotels by name, number, or their destination's code or name. */
    find: (text: string) =>
      db
        .select({
          id: accommodations.id,
          name: accommodations.name,
          destination: accommodations.destinationCode,
        })
        .from(accommodations)
        .where(
          /^\d{1,9}$/.test(text)
            ? eq(accommodations.id, Number(text))
            : or(
                ilike(accommodations.name, `%${escapeLike(text)}%`),
                ilike(accommodations.destinationCode, escapeLike(text)),
                // A destination's name in any language: "Punta Cana" finds its hotels.
                sql`${accommodations.destinationCode} in (select ${destinationTexts.destinationCode} from ${destinationTexts} where ${destinationTexts.name} ilike ${`%${escapeLike(text)}%`})`,
              ),
        )
        .orderBy(asc(accommodations.name))
        .limit(50),

    /** A hotel with its texts, its packages, and one package's days in a window. */
    async accommodation(id: number, window: { serviceId?: number; from: string; days: number }) {
      const [hotel] = await db.select().from(accommodations).where(eq(accommodations.id, id)).limit(1);
      if (!hotel) return undefined;
      const [texts, packages] = await Promise.all([
        db.select().from(accommodationTexts).where(eq(accommodationTexts.accommodationId, id)),
        db
          .select({
            id: services.id,
            originCode: services.originCode,
            nights: services.nights,
            serviceType: services.serviceType,
            departureWeekdays: services.departureWeekdays,
          })
          .from(services)
          .where(eq(services.accommodationId, id))
          .orderBy(asc(services.originCode), asc(services.nights), asc(services.id)),
      ]);
      const chosen = packages.find((p) => p.id === window.serviceId) ?? packages[0];
      const until = daysFrom(window.from, window.days).at(-1) ?? window.from;
      const days = chosen
        ? await db
            .select({ day: calendarDays.day, price: calendarDays.price })
            .from(calendarDays)
            .where(and(eq(calendarDays.serviceId, chosen.id), between(calendarDays.day, window.from, until)))
            .orderBy(asc(calendarDays.day))
        : [];
      return {
        hotel,
        descriptions: Object.fromEntries(texts.map((t) => [t.language, t.description])) as Partial<
          Record<Language, string>
        >,
        packages,
        chosen,
        days,
      };
    },

    /** The hotel's name and its description in each language. */
    async saveTexts(
      id: number,
      texts: { name: string; descriptions: Record<Language, string> },
      actor: Actor,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(accommodations)
          .where(eq(accommodations.id, id))
          .for('update');
        if (!before) return false;
        const old = await tx
          .select()
          .from(accommodationTexts)
          .where(eq(accommodationTexts.accommodationId, id));
        await tx.update(accommodations).set({ name: texts.name }).where(eq(accommodations.id, id));
        for (const language of LANGUAGES)
          await tx
            .insert(accommodationTexts)
            .values({ accommodationId: id, language, description: texts.descriptions[language] })
            .onConflictDoUpdate({
              target: [accommodationTexts.accommodationId, accommodationTexts.language],
              set: { description: texts.descriptions[language] },
            });
        const changed = LANGUAGES.filter(
          (language) =>
            old.find((t) => t.language === language)?.description !== texts.descriptions[language],
        );
        await audit(tx, actor, {
          action: 'alojamiento.textos',
          entity: 'alojamiento',
          entityId: id,
          before: { nombre: before.name },
          after: { nombre: texts.name, idiomas: changed.join(', ') || '—' },
        });
        return true;
      });
    },

    /**
     * Changes a package's days from `from` to `to`: a price (creating the departure days missing),
     * a percentage on the days on sale, or closing them (price 0).
     */
    async changeDays(
      serviceId: number,
      range: { from: string; to: string },
      change: DaysChange,
      actor: Actor,
    ): Promise<DaysOutcome> {
      const days = daysFrom(range.from, MAX_RANGE_DAYS + 1).filter((day) => day <= range.to);
      if (range.to < range.from || days.length > MAX_RANGE_DAYS || days.at(-1) !== range.to)
        return { kind: 'range' };
      return db.transaction(async (tx) => {
        const [service] = await tx.select().from(services).where(eq(services.id, serviceId));
        if (!service) return { kind: 'not-found' } as const;
        const inRange = and(
          eq(calendarDays.serviceId, serviceId),
          between(calendarDays.day, range.from, range.to),
        );
        let touched = 0;
        if (change.kind === 'price') {
          const departures = days.filter((day) => departsOn(service.departureWeekdays, day));
          for (let i = 0; i < departures.length; i += 500) {
            const rows = await tx
              .insert(calendarDays)
              .values(departures.slice(i, i + 500).map((day) => ({ serviceId, day, price: change.cents })))
              .onConflictDoUpdate({
                target: [calendarDays.serviceId, calendarDays.day],
                set: { price: change.cents },
              })
              .returning({ day: calendarDays.day });
            touched += rows.length;
          }
        } else if (change.kind === 'percent') {
          const rows = await tx
            .update(calendarDays)
            .set({
              price: sql`greatest(1, round(${calendarDays.price} * (100 + ${change.percent}) / 100.0))::int`,
            })
            .where(and(inRange, gt(calendarDays.price, 0)))
            .returning({ day: calendarDays.day });
          touched = rows.length;
        } else {
          const rows = await tx
            .update(calendarDays)
            .set({ price: 0 })
            .where(inRange)
            .returning({ day: calendarDays.day });
          touched = rows.length;
        }
        await audit(tx, actor, {
          action: 'precios.cambiar',
          entity: 'servicio',
          entityId: serviceId,
          after: {
            desde: range.from,
            hasta: range.to,
            cambio: change.kind,
            ...(change.kind === 'price' ? { precio: change.cents } : {}),
            ...(change.kind === 'percent' ? { porcentaje: change.percent } : {}),
            dias: touched,
          },
        });
        return { kind: 'done', days: touched } as const;
      });
    },
  };
}

export type CatalogueEditor = ReturnType<typeof createCatalogueEditor>;
