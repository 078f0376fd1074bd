/** One data row of a CSV file: its values by column name, and the line it starts on. */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

export type CsvResult =
  { ok: true; records: CsvRecord[] } | { ok: false; line: number; problem: 'quote' | 'columns' | 'header' };

/**
 * Reads CSV as RFC 4180 writes it (what spreadsheets export): a header row of column names, then
 * one record per row; fields separated by commas (or semicolons, when the header has no comma, as
 * Spanish spreadsheets write), quoted with "…" when they hold separators, quotes ("") or line breaks.
 */
export function parseCsv(input: string): CsvResult {
  const source = input.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      fields.push(field);
      rows.push({ line: rowLine, fields });
      fields = [];
      field = '';
      line += 1;
      rowLine = line;
    } else field += char;
  }
  if (quoted) return { ok: false, line: quoteLine, problem: 'quote' };
  if (field !== '' || fields.length > 0) {
    fields.push(field);
    rows.push({ line: rowLine, fields });
  }
  const nonEmpty = rows.filter((row) => !(row.fields.length === 1 && row.fields[0]!.trim() === ''));
  const [header, ...data] = nonEmpty;
  if (!header) return { ok: true, records: [] };
  const names = header.fields.map((name) => name.trim());
  if (names.some((name) => name === '') || new Set(names).size !== names.length)
    return { ok: false, line: header.line, problem: 'header' };
  const records: CsvRecord[] = [];
  for (const row of data) {
    if (row.fields.length !== names.length) return { ok: false, line: row.line, problem: 'columns' };
    records.push({
      line: row.line,
      values: Object.fromEntries(names.map((name, index) => [name, row.fields[index]!])),
    });
  }
  return { ok: true, records };
}
