import { attachmentHeader } from './platform.server';

/** Every download is personal and is what the server says it is. */
export const DOWNLOAD_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

/** A file under the name and type the server chose. */
export function fileDownload(data: Buffer, type: string, name: string) {
  return new Response(new Uint8Array(data), {
    headers: {
      ...DOWNLOAD_HEADERS,
      'Content-Type': type,
      'Content-Length': String(data.length),
      'Content-Disposition': attachmentHeader(name),
    },
  });
}
