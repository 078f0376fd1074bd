import { inflateSync } from 'node:zlib';

/**
 * A PDF's objects by number, found through its cross-reference table: each one's dictionary text
 * and its stream (exactly /Length bytes), inflated.
 */
function pdfObjects(pdf: Buffer) {
  const source = pdf.toString('latin1');
  const xref = source.lastIndexOf('\nxref');
  const objects = new Map<number, { dict: string; stream: string }>();
  const table = /\n(\d+) (\d+)\s*\n([\s\S]*?)trailer/.exec(source.slice(xref + 5));
  const first = Number(table?.[1] ?? 0);
  (table?.[3] ?? '').match(/\d{10} \d{5} [nf]/g)?.forEach((entry, index) => {
    if (!entry.endsWith('n')) return;
    const at = Number(entry.slice(0, 10));
    const header = /^(\d+) \d+ obj/.exec(source.slice(at, at + 20));
    if (!header) return;
    const end = source.indexOf('endobj', at);
    const streamAt = source.indexOf('stream', at);
    const hasStream = streamAt >= 0 && streamAt < end;
    const dict = source.slice(at, hasStream ? streamAt : end);
    let stream = '';
    if (hasStream) {
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
      const dataAt = source.indexOf('\n', streamAt) + 1;
      const bytes = pdf.subarray(dataAt, dataAt + length);
      stream = (dict.includes('/FlateDecode') ? inflateSync(bytes) : bytes).toString('latin1');
    }
    objects.set(first + index, { dict, stream });
  });
  return objects;
}

/** A ToUnicode CMap's codes (hex, as the content writes them) and the text each stands for. */
function unicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const text = (hex: string) =>
    String.fromCharCode(
      ...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)),
    );
  for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, value] of (block ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      map.set(code!.toLowerCase(), text(value!));
  for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, from, to, values] of (block ?? '').matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const first = Number.parseInt(from!, 16);
      const last = Number.parseInt(to!, 16);
      const listed = [...values!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((hit) => hit[1]!);
      for (let code = first; code <= last; code++) {
        const value = values!.startsWith('[')
          ? listed[code - first]
          : (Number.parseInt(listed[0]!, 16) + code - first).toString(16).padStart(4, '0');
        if (value) map.set(code.toString(16).padStart(from!.length, '0'), text(value));
      }
    }
  return map;
}

/**
 * The text a PDF made by PDFKit shows, one line per text object: its content streams' strings
 * read through each font's ToUnicode map (embedded fonts write glyph numbers, not letters).
 */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const maps = new Map<number, Map<string, string>>();
  for (const [number, { dict }] of objects) {
    const cmap = /\/ToUnicode (\d+) 0 R/.exec(dict)?.[1];
    if (cmap) maps.set(number, unicodeMap(objects.get(Number(cmap))?.stream ?? ''));
  }
  const fontNames = new Map<string, Map<string, string>>();
  for (const { dict } of objects.values())
    for (const [, name, number] of dict.matchAll(/\/([A-Za-z0-9]+) (\d+) 0 R/g)) {
      const map = maps.get(Number(number));
      if (map) fontNames.set(name!, map);
    }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!/\bT[Jj]\b/.test(stream)) continue;
    let font = new Map<string, string>();
    let line = '';
    for (const [, name, hex, end] of stream.matchAll(
      /\/([A-Za-z0-9]+) [\d.]+ Tf|<([0-9a-fA-F]*)>|\b(ET)\b/g,
    )) {
      if (name) font = fontNames.get(name) ?? new Map();
      else if (hex !== undefined) {
        const width = [...font.keys()][0]?.length ?? 4;
        for (let at = 0; at < hex.length; at += width)
          line += font.get(hex.slice(at, at + width).toLowerCase()) ?? '';
      } else if (end) {
        lines.push(line);
        line = '';
      }
    }
  }
  return lines.join('\n');
}
