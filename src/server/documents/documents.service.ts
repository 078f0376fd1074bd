import { fileTypeFromBuffer } from 'file-type';
import { createBookingFileRepository } from '../booking/booking-file.repository';
import type { Database } from '../db/client';

/** The largest document the team may attach to a booking. */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
/** What a booking's documents may be: read from the file's content, never from its name or a header. */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/** The name a download gets when none was stored (section 7). */
export const DEFAULT_DOWNLOAD_NAME = 'archivo_descargado';

export type StoreOutcome =
  { kind: 'stored'; id: number } | { kind: 'refused'; reason: 'empty' | 'too-large' | 'type' | 'name' };

/** A file name as stored: its last path part, no control or reserved characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120);
}

/** The extensions each document type goes by; the first is given to a name that has none of them. */
const EXTENSIONS: Record<(typeof DOCUMENT_TYPES)[number], string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** A name that says what the file is: "bono.exe" holding a PDF is kept as "bono.exe.pdf". */
export function withExtension(name: string, type: (typeof DOCUMENT_TYPES)[number]): string {
  if (!name) return '';
  const extensions = EXTENSIONS[type];
  const current = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase();
  if (current && extensions.includes(current)) return name;
  return `${name.slice(0, 120 - extensions[0]!.length - 1)}.${extensions[0]}`;
}

/**
 * The booking's documents (section 3 "Downloaded file" and "Upload"): stored in the database,
 * listed with name, type, size and date, and read back for one booking only.
 */
export function createDocumentsService(deps: { db: Database; clock: () => Date }) {
  const files = createBookingFileRepository(deps.db);
  return {
    list: (bookingId: number) => files.documents(bookingId),

    /** One of this booking's documents with its content; undefined for another booking's or none. */
    read: (bookingId: number, documentId: number) => files.document(bookingId, documentId),

    /** Removes one of this booking's documents; its name, or undefined for another booking's or none. */
    remove: (bookingId: number, documentId: number) => files.removeDocument(bookingId, documentId),

    /** Attaches a file: its type is read from its bytes and must be a PDF or a picture. */
    async store(bookingId: number, file: { fileName: string; data: Buffer }): Promise<StoreOutcome> {
      if (file.data.length === 0) return { kind: 'refused', reason: 'empty' };
      if (file.data.length > MAX_DOCUMENT_BYTES) return { kind: 'refused', reason: 'too-large' };
      const detected = await fileTypeFromBuffer(file.data);
      const type = DOCUMENT_TYPES.find((allowed) => allowed === detected?.mime);
      if (!type) return { kind: 'refused', reason: 'type' };
      const fileName = withExtension(safeFileName(file.fileName), type);
      if (!fileName) return { kind: 'refused', reason: 'name' };
      const id = await files.addDocument(bookingId, {
        fileName,
        fileType: type,
        data: file.data,
        at: deps.clock(),
      });
      return { kind: 'stored', id };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/**
 * Content-Disposition for a download (RFC 6266): an ASCII fallback name and the exact name in
 * UTF-8 (RFC 5987), so no name can break the header or steer the browser.
 */
export function attachmentHeader(fileName: string | null | undefined): string {
  const name = safeFileName(fileName ?? '') || DEFAULT_DOWNLOAD_NAME;
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || DEFAULT_DOWNLOAD_NAME;
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
