import {
  integer,
  index,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea } from './column-types';

/**
 * Photos the agency uploads for a hotel or a destination (its cover): kept once, normalised (turned
 * upright, metadata removed, at most 2400 px wide) and served at responsive widths as AVIF, WebP
 * and JPEG by /fotos (src/server/catalogue/photos.ts). The owner's image_url then points here.
 */
export const photos = pgTable(
  'photos',
  {
    id: serial().primaryKey(),
    /** alojamiento or destino. */
    ownerKind: varchar({ length: 12 }).notNull(),
    /** The accommodation's id or the destination's code. */
    ownerKey: varchar({ length: 10 }).notNull(),
    data: bytea().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When every variant was encoded and stored; null while the encoder works on it. */
    encodedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.ownerKind, t.ownerKey)],
);

/** A photo at one of the storefront's widths and formats, encoded once after upload or import. */
export const photoVariants = pgTable(
  'photo_variants',
  {
    photoId: integer()
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    width: smallint().notNull(),
    /** avif, webp or jpg. */
    format: varchar({ length: 4 }).notNull(),
    data: bytea().notNull(),
  },
  (t) => [primaryKey({ columns: [t.photoId, t.width, t.format] })],
);
