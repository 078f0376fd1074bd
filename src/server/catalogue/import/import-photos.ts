import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { photoId } from '../../../domain/catalogue/photo-variants';
import type { CatalogueSection } from '../../../domain/schemas/catalogue-import';

/** Sections whose records an agent may give an uploaded photo (photos.ts: `imageUrl` = `/fotos/<id>`). */
export const PHOTO_OWNERS: readonly CatalogueSection[] = ['accommodations', 'destinations'];
/** The same test as photoId(), in SQL: a picture naming an uploaded photo. */
const PHOTO_URL_SQL = `'^/fotos/[0-9]{1,9}$'`;
const isUploadedPhoto = (value: unknown) => typeof value === 'string' && photoId(value) !== undefined;

/**
 * The record as it will be stored over `stored`: an uploaded photo stays the picture unless the
 * file names an uploaded photo itself. A file carries no photos, so its own picture (an https
 * address, none) says nothing about the one an agent uploaded since, which the upsert would
 * otherwise put back to the file's; and importing the same file again must not count a change.
 */
export function asStored(
  section: CatalogueSection,
  record: Record<string, unknown>,
  stored: Record<string, unknown>,
) {
  if (!PHOTO_OWNERS.includes(section)) return record;
  return isUploadedPhoto(stored.imageUrl) && !isUploadedPhoto(record.imageUrl)
    ? { ...record, imageUrl: stored.imageUrl }
    : record;
}

/**
 * asStored() again, row by row in the upsert: it decides on the row as committed when the upsert
 * locks it, so a photo whose encoding finished during the import (photos.ts sets the picture in its
 * own transaction) is kept too.
 */
export const keepUploadedPhoto = (imageUrl: PgColumn) =>
  sql`case when ${imageUrl} ~ ${sql.raw(PHOTO_URL_SQL)} and coalesce(excluded."image_url", '') !~ ${sql.raw(PHOTO_URL_SQL)} then ${imageUrl} else excluded."image_url" end`;
