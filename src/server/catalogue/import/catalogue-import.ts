import path from 'node:path';
import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { photoId } from '../../../domain/catalogue/photo-variants';
import { parseCsv } from '../../../domain/catalogue-files/csv';
import { recordLines } from '../../../domain/catalogue-files/json-lines';
import { LANGUAGES } from '../../../domain/language';
import {
  CATALOGUE_SECTIONS,
  referencedKey,
  SECTION_KEYS,
  SECTION_NAMES,
  SECTION_REFERENCES,
  type CatalogueSection,
} from '../../../domain/schemas/catalogue-import';
import { audit, type Actor } from '../../back-office/audit';
import type { Database } from '../../db/client';
import * as tables from '../../db/schema/catalogue';
import { photos } from '../../db/schema/catalogue-photos';
import * as tripTables from '../../db/schema/catalogue-trips';
import { asStored, keepUploadedPhoto, PHOTO_OWNERS } from './import-photos';

/** Records one import may hold (a year of daily prices for a thousand services fits). */
export const MAX_IMPORT_RECORDS = 500_000;
/** Problems reported at most: the first ones, and how many there were. */
export const MAX_REPORTED_PROBLEMS = 200;
const CHUNK = 1_000;

/** Where each section is written, in the order that respects the references. */
export const SECTION_TABLES: Record<CatalogueSection, PgTable> = {
  campaigns: tables.campaigns,
  countries: tables.countries,
  countryTexts: tables.countryTexts,
  originCities: tables.originCities,
  providers: tables.providers,
  containers: tables.containers,
  containerTexts: tables.containerTexts,
  destinations: tables.destinations,
  destinationTexts: tables.destinationTexts,
  carouselItems: tables.carouselItems,
  accommodations: tables.accommodations,
  accommodationTexts: tables.accommodationTexts,
  rooms: tables.rooms,
  roomTexts: tables.roomTexts,
  services: tables.services,
  serviceRooms: tables.serviceRooms,
  calendarDays: tables.calendarDays,
  itinerarySegments: tables.itinerarySegments,
  serviceNotes: tables.serviceNotes,
  extras: tables.extras,
  extraTexts: tables.extraTexts,
  taxes: tables.taxes,
  combinedTrips: tripTables.combinedTrips,
  combinedTripTexts: tripTables.combinedTripTexts,
  combinedTripStays: tripTables.combinedTripStays,
  circuits: tripTables.circuits,
  circuitTexts: tripTables.circuitTexts,
  circuitDays: tripTables.circuitDays,
};

/** Texts sections and the record each row describes: every such record needs all six languages. */
const TEXTS_OF: [CatalogueSection, string, CatalogueSection][] = [
  ['countryTexts', 'countryCode', 'countries'],
  ['containerTexts', 'containerId', 'containers'],
  ['destinationTexts', 'destinationCode', 'destinations'],
  ['accommodationTexts', 'accommodationId', 'accommodations'],
  ['roomTexts', 'roomId', 'rooms'],
  ['extraTexts', 'extraId', 'extras'],
  ['combinedTripTexts', 'combinedTripId', 'combinedTrips'],
  ['circuitTexts', 'circuitId', 'circuits'],
];

/**
 * Something wrong in the files: where (file section, the record and its line), which field, and a
 * message key.
 */
export interface ImportProblem {
  section: string;
  /**
   * The record by its own key and name, as the file writes them (`id 1003 (Hotel Sol)`): a line
   * alone does not name it when a whole JSON document is one line, or when several files are sent.
   */
  record?: string;
  line: number | null;
  field: string | null;
  /** A translation key of the back office (backOffice namespace). */
  message: string;
  values?: Record<string, string | number>;
}

/** A record as read from a file: where it came from, and its raw values. */
export interface RawRecord {
  line: number | null;
  value: unknown;
}
export type RawCatalogue = Partial<Record<CatalogueSection, RawRecord[]>>;

export interface SectionCounts {
  created: number;
  updated: number;
  unchanged: number;
}
export type ImportOutcome =
  | { kind: 'imported'; sections: Partial<Record<CatalogueSection, SectionCounts>> }
  | { kind: 'invalid'; problems: ImportProblem[]; total: number };

const isSection = (name: string): name is CatalogueSection =>
  SECTION_NAMES.includes(name as CatalogueSection);
const snake = (key: string) => key.replace(/[A-Z]/g, (char) => `_${char.toLowerCase()}`);
const keyOf = (section: CatalogueSection, record: Record<string, unknown>) =>
  JSON.stringify(SECTION_KEYS[section].map((column) => record[column]));

/** Fields that name a record to a person, besides its key. */
const NAME_FIELDS = ['name', 'nameEs'];
const LABEL_VALUE_LENGTH = 60;
const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value).trim().slice(0, LABEL_VALUE_LENGTH)
    : '';

/**
 * How a problem names its record: its key fields and its name as the file has them, even when they
 * are the wrong ones (`id abc`), so a person finds it by searching the file; undefined for a record
 * that is not an object, or has neither.
 */
export function recordLabel(section: CatalogueSection, value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const key = SECTION_KEYS[section]
    .filter((column) => shown(record[column]) !== '')
    .map((column) => `${column} ${shown(record[column])}`)
    .join(' · ');
  const name = NAME_FIELDS.map((field) => shown(record[field])).find((text) => text !== '');
  const label = [key, name ? `(${name})` : ''].filter(Boolean).join(' ');
  return label || undefined;
}

/**
 * Reads the files of an import: one JSON document holding any sections, and/or one CSV file per
 * section named after it (`accommodations.csv`). Nothing is validated yet but the files' shape.
 */
export function readCatalogueFiles(files: { name: string; content: string }[]): {
  catalogue: RawCatalogue;
  problems: ImportProblem[];
} {
  const catalogue: RawCatalogue = {};
  const problems: ImportProblem[] = [];
  const add = (section: CatalogueSection, records: RawRecord[]) =>
    (catalogue[section] = [...(catalogue[section] ?? []), ...records]);
  for (const file of files) {
    const extension = path.extname(file.name).toLowerCase();
    const base = path.basename(file.name, path.extname(file.name));
    if (extension === '.json') {
      let document: unknown;
      try {
        document = JSON.parse(file.content);
      } catch (error) {
        const position = /position (\d+)/.exec(String(error))?.[1];
        const line = position ? file.content.slice(0, Number(position)).split('\n').length : null;
        problems.push({ section: file.name, line, field: null, message: 'import.errors.json' });
        continue;
      }
      if (typeof document !== 'object' || document === null || Array.isArray(document)) {
        problems.push({ section: file.name, line: 1, field: null, message: 'import.errors.document' });
        continue;
      }
      const lines = recordLines(file.content);
      for (const [name, records] of Object.entries(document)) {
        if (!isSection(name)) {
          problems.push({ section: name, line: null, field: null, message: 'import.errors.section' });
          continue;
        }
        if (!Array.isArray(records)) {
          problems.push({ section: name, line: null, field: null, message: 'import.errors.sectionList' });
          continue;
        }
        add(
          name,
          records.map((value, index) => ({ line: lines[name]?.[index] ?? null, value })),
        );
      }
    } else if (extension === '.csv') {
      if (!isSection(base)) {
        problems.push({ section: file.name, line: null, field: null, message: 'import.errors.csvName' });
        continue;
      }
      const parsed = parseCsv(file.content);
      if (!parsed.ok) {
        problems.push({
          section: base,
          line: parsed.line,
          field: null,
          message: `import.errors.csv.${parsed.problem}`,
        });
        continue;
      }
      add(
        base,
        parsed.records.map((record) => ({ line: record.line, value: record.values })),
      );
    } else problems.push({ section: file.name, line: null, field: null, message: 'import.errors.fileType' });
  }
  return { catalogue, problems };
}

type Parsed = Partial<Record<CatalogueSection, { line: number | null; record: Record<string, unknown> }[]>>;

/** Every record against its section's schema; duplicates within a section. */
function validateRecords(catalogue: RawCatalogue, problems: ImportProblem[]): Parsed {
  const parsed: Parsed = {};
  for (const section of SECTION_NAMES) {
    const seen = new Map<string, number | null>();
    for (const raw of catalogue[section] ?? []) {
      const result = CATALOGUE_SECTIONS[section].safeParse(raw.value);
      if (!result.success) {
        for (const issue of result.error.issues.slice(0, 5))
          problems.push({
            section,
            record: recordLabel(section, raw.value),
            line: raw.line,
            field: issue.path.length > 0 ? String(issue.path[0]) : null,
            message: issue.code === 'unrecognized_keys' ? 'import.errors.unknownField' : issue.message,
            ...(issue.code === 'unrecognized_keys' ? { values: { fields: issue.keys.join(', ') } } : {}),
          });
        continue;
      }
      const record = result.data as Record<string, unknown>;
      const key = keyOf(section, record);
      if (seen.has(key)) {
        problems.push({
          section,
          record: recordLabel(section, raw.value),
          line: raw.line,
          field: SECTION_KEYS[section].join('+'),
          message: 'import.errors.duplicate',
          values: { line: seen.get(key) ?? '?' },
        });
        continue;
      }
      seen.set(key, raw.line);
      (parsed[section] ??= []).push({ line: raw.line, record });
    }
  }
  return parsed;
}

/** The key values of a section already in the database, among those asked. */
async function existingKeys(
  db: Database,
  section: CatalogueSection,
  values: unknown[],
): Promise<Set<string>> {
  const table = SECTION_TABLES[section];
  const column = (table as unknown as Record<string, PgColumn>)[referencedKey(section)]!;
  const found = new Set<string>();
  for (let i = 0; i < values.length; i += CHUNK) {
    const rows = (await db
      .select({ value: column })
      .from(table)
      .where(inArray(column, values.slice(i, i + CHUNK)))) as { value: unknown }[];
    for (const row of rows) found.add(String(row.value));
  }
  return found;
}

/** Every reference names a record of this import or of the catalogue already there. */
async function checkReferences(db: Database, parsed: Parsed, problems: ImportProblem[]) {
  for (const [section, column, target] of SECTION_REFERENCES) {
    const records = parsed[section] ?? [];
    if (records.length === 0) continue;
    const inImport = new Set(
      (parsed[target] ?? []).map(({ record }) => String(record[referencedKey(target)])),
    );
    const asked = [
      ...new Set(records.map(({ record }) => record[column]).filter((v) => v !== null && v !== undefined)),
    ];
    const missing = asked.filter((value) => !inImport.has(String(value)));
    const inDatabase = missing.length > 0 ? await existingKeys(db, target, missing) : new Set<string>();
    for (const { line, record } of records) {
      const value = record[column];
      if (value === null || value === undefined) continue;
      if (!inImport.has(String(value)) && !inDatabase.has(String(value)))
        problems.push({
          section,
          record: recordLabel(section, record),
          line,
          field: column,
          message: 'import.errors.reference',
          values: { value: String(value), target },
        });
    }
  }
}

/** Each record with visible texts has them in the six languages (in this import or already stored). */
async function checkTexts(db: Database, parsed: Parsed, problems: ImportProblem[]) {
  for (const [section, column, parent] of TEXTS_OF) {
    const parents = parsed[parent] ?? [];
    if (parents.length === 0) continue;
    const languages = new Map<string, Set<string>>();
    for (const { record } of parsed[section] ?? [])
      (languages.get(String(record[column])) ??
        languages.set(String(record[column]), new Set()).get(String(record[column])))!.add(
        String(record.language),
      );
    const table = SECTION_TABLES[section] as unknown as Record<string, PgColumn>;
    const stored = (await db
      .select({ owner: table[column]!, language: table.language! })
      .from(SECTION_TABLES[section])
      .where(
        inArray(
          table[column]!,
          parents.map(({ record }) => record[referencedKey(parent)]),
        ),
      )) as {
      owner: unknown;
      language: string;
    }[];
    for (const row of stored)
      (languages.get(String(row.owner)) ??
        languages.set(String(row.owner), new Set()).get(String(row.owner)))!.add(row.language);
    for (const { line, record } of parents) {
      const have = languages.get(String(record[referencedKey(parent)])) ?? new Set();
      const missing = LANGUAGES.filter((language) => !have.has(language));
      if (missing.length > 0)
        problems.push({
          section: parent,
          record: recordLabel(parent, record),
          line,
          field: null,
          message: 'import.errors.texts',
          values: { section, languages: missing.join(', ') },
        });
    }
  }
}

/**
 * A picture naming an uploaded photo (`/fotos/12`) names one of this database whose variants are
 * all stored (decision 0020): the storefront never shows a photo /fotos does not serve.
 */
async function checkPhotos(db: Database, parsed: Parsed, problems: ImportProblem[]) {
  const uses: {
    section: CatalogueSection;
    record: Record<string, unknown>;
    line: number | null;
    field: string;
    id: number;
  }[] = [];
  for (const section of SECTION_NAMES)
    for (const { line, record } of parsed[section] ?? [])
      for (const field of ['imagePath', 'imageUrl']) {
        const id = typeof record[field] === 'string' ? photoId(record[field]) : undefined;
        if (id !== undefined) uses.push({ section, record, line, field, id });
      }
  if (uses.length === 0) return;
  const ready = new Set<number>();
  const ids = [...new Set(uses.map((use) => use.id))];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(inArray(photos.id, ids.slice(i, i + CHUNK)), isNotNull(photos.encodedAt)));
    for (const row of rows) ready.add(row.id);
  }
  for (const { section, record, line, field, id } of uses)
    if (!ready.has(id))
      problems.push({
        section,
        record: recordLabel(section, record),
        line,
        field,
        message: 'import.errors.photo',
        values: { value: `/fotos/${id}` },
      });
}

/** A row as the database gives it back, comparable with an imported record (the same columns). */
const comparable = (row: Record<string, unknown>, columns: string[]) =>
  JSON.stringify(
    columns.map((column) =>
      typeof row[column] === 'string' ? (row[column] as string).trimEnd() : row[column],
    ),
  );

/** Writes one section: new records inserted, changed ones updated, the same ones left alone. */
async function writeSection(
  tx: Database,
  section: CatalogueSection,
  records: Record<string, unknown>[],
): Promise<SectionCounts> {
  const table = SECTION_TABLES[section];
  const columnsOf = table as unknown as Record<string, PgColumn>;
  const keys = SECTION_KEYS[section];
  const columns = Object.keys(records[0] ?? {});
  const existing = new Map<string, Record<string, unknown>>();
  // Read by the first key column (a long list of composite keys is too deep a query for PGlite's
  // parser); rows of other keys are only compared against, never written.
  const firstKey = [...new Set(records.map((record) => record[keys[0]!]))];
  for (let i = 0; i < firstKey.length; i += CHUNK) {
    const rows = (await tx
      .select()
      .from(table)
      .where(inArray(columnsOf[keys[0]!]!, firstKey.slice(i, i + CHUNK)))) as Record<string, unknown>[];
    for (const row of rows) existing.set(keyOf(section, row), row);
  }
  const counts: SectionCounts = { created: 0, updated: 0, unchanged: 0 };
  const changed: Record<string, unknown>[] = [];
  for (const record of records) {
    const stored = existing.get(keyOf(section, record));
    if (stored === undefined) counts.created += 1;
    else if (comparable(stored, columns) === comparable(asStored(section, record, stored), columns)) {
      counts.unchanged += 1;
      continue;
    } else counts.updated += 1;
    changed.push(record);
  }
  const set = Object.fromEntries(
    columns
      .filter((column) => !keys.includes(column))
      .map((column) => [
        column,
        PHOTO_OWNERS.includes(section) && column === 'imageUrl'
          ? keepUploadedPhoto(columnsOf.imageUrl!)
          : sql.raw(`excluded."${snake(column)}"`),
      ]),
  );
  for (let i = 0; i < changed.length; i += CHUNK) {
    const insert = tx.insert(table).values(changed.slice(i, i + CHUNK));
    await (Object.keys(set).length > 0
      ? insert.onConflictDoUpdate({ target: keys.map((key) => columnsOf[key]!), set })
      : insert.onConflictDoNothing());
  }
  return counts;
}

/**
 * Imports a catalogue: every record checked (fields, duplicates, references, the six languages,
 * uploaded photos ready) before anything is written; then all of it in one transaction, or nothing. A record already
 * stored as imported is left alone, so importing the same files again changes nothing. Records
 * are never deleted (bookings keep pointing at them); a day is closed with price 0.
 *
 * Photos agents uploaded stay their hotel's or destination's picture (asStored). A hotel the new
 * file leaves out keeps its photo too: it is not deleted either, and a file may well hold only
 * some sections or some hotels (a CSV of prices), so a photo is never dropped for being unnamed.
 */
export async function importCatalogue(
  db: Database,
  catalogue: RawCatalogue,
  actor: Actor,
): Promise<ImportOutcome> {
  const count = Object.values(catalogue).reduce((sum, records) => sum + (records?.length ?? 0), 0);
  if (count > MAX_IMPORT_RECORDS)
    return {
      kind: 'invalid',
      total: 1,
      problems: [
        {
          section: '',
          line: null,
          field: null,
          message: 'import.errors.tooMany',
          values: { max: MAX_IMPORT_RECORDS },
        },
      ],
    };
  const problems: ImportProblem[] = [];
  const parsed = validateRecords(catalogue, problems);
  if (problems.length === 0) await checkReferences(db, parsed, problems);
  if (problems.length === 0) await checkTexts(db, parsed, problems);
  if (problems.length === 0) await checkPhotos(db, parsed, problems);
  if (problems.length > 0)
    return { kind: 'invalid', problems: problems.slice(0, MAX_REPORTED_PROBLEMS), total: problems.length };
  if (count === 0)
    return {
      kind: 'invalid',
      total: 1,
      problems: [{ section: '', line: null, field: null, message: 'import.errors.empty' }],
    };

  return db.transaction(async (tx) => {
    const sections: Partial<Record<CatalogueSection, SectionCounts>> = {};
    for (const section of SECTION_NAMES) {
      const records = (parsed[section] ?? []).map(({ record }) =>
        // An imported service's calendar is the agency's: the demo generator never extends it.
        section === 'services' ? { ...record, demoCalendar: false } : record,
      );
      if (records.length > 0) sections[section] = await writeSection(tx, section, records);
    }
    await audit(tx, actor, {
      action: 'catalogo.importar',
      entity: 'catalogo',
      entityId: new Date().toISOString().slice(0, 19),
      after: sections,
    });
    return { kind: 'imported', sections } as const;
  });
}
