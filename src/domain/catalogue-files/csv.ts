import { CsvError, parse } from 'csv-parse/sync';

/** One data row of a CSV file: its values by column name, and the line it starts on. */
export interface CsvRecord {
  line: number;
  values: Record<string, string>;
}

export type CsvResult =
  { ok: true; records: CsvRecord[] } | { ok: false; line: number; problem: 'quote' | 'columns' | 'header' };

class HeaderProblem extends Error {}

/**
 * Reads CSV as RFC 4180 writes it (what spreadsheets export), with csv-parse: a header row of
 * column names, then one record per row; fields separated by commas (or semicolons, when the
 * header has no comma, as Spanish spreadsheets write), quoted with "…" when they hold separators,
 * quotes ("") or line breaks. A broken file is named by the line where the problem starts.
 */
export function parseCsv(input: string): CsvResult {
  const firstLine = input.replace(/^\uFEFF/, '').split(/[\r\n]/, 1)[0] ?? '';
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  try {
    // Lines may end as Windows, Unix or old Macs end them, even mixed in one file: one line break
    // for all (csv-parse would count a Windows break inside a quoted field as two lines).
    const rows = parse(input.replace(/\r\n?/g, '\n'), {
      bom: true,
      delimiter,
      skip_empty_lines: true,
      info: true,
      columns: (header: string[]) => {
        const names = header.map((name) => name.trim());
        if (names.some((name) => name === '') || new Set(names).size !== names.length)
          throw new HeaderProblem();
        return names;
      },
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return {
      ok: true,
      records: rows.map(({ record, info }) => ({ line: info.lines - lineBreaksIn(record), values: record })),
    };
  } catch (error) {
    if (error instanceof HeaderProblem) return { ok: false, line: 1, problem: 'header' };
    if (!(error instanceof CsvError)) throw error;
    const line = Number((error as CsvError & { lines?: number }).lines ?? 1);
    return {
      ok: false,
      line,
      problem: error.code.startsWith('CSV_RECORD_INCONSISTENT') ? 'columns' : 'quote',
    };
  }
}

/** A record's line is where it starts: its last line less the line breaks inside its quoted fields. */
const lineBreaksIn = (record: Record<string, string>) =>
  Object.values(record).reduce((count, value) => count + (value.match(/\n/g)?.length ?? 0), 0);
