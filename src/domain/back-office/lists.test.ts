import { describe, expect, it } from 'vitest';
import { csvCell, orderParam, readOrder, sortRows, toCsv } from './lists';

describe('a list’s order', () => {
  const columns = ['salida', 'total'] as const;
  const fallback = { by: 'salida', dir: 'desc' } as const;

  it('reads a column and its direction from the address, and falls back for anything else', () => {
    expect(readOrder('total', columns, fallback)).toEqual({ by: 'total', dir: 'asc' });
    expect(readOrder('-total', columns, fallback)).toEqual({ by: 'total', dir: 'desc' });
    expect(readOrder('email', columns, fallback)).toEqual(fallback);
    expect(readOrder(null, columns, fallback)).toEqual(fallback);
    expect(orderParam({ by: 'total', dir: 'desc' })).toBe('-total');
  });

  it('sorts numbers as numbers, names without accents or case, empty values last either way', () => {
    const rows = [
      { name: 'Óscar', n: 10 },
      { name: 'ana', n: 9 },
      { name: '', n: null },
      { name: 'Beatriz', n: 100 },
    ];
    expect(sortRows(rows, { by: 'n', dir: 'asc' }, (r) => r.n).map((r) => r.n)).toEqual([9, 10, 100, null]);
    expect(sortRows(rows, { by: 'n', dir: 'desc' }, (r) => r.n).map((r) => r.n)).toEqual([100, 10, 9, null]);
    expect(sortRows(rows, { by: 'name', dir: 'asc' }, (r) => r.name).map((r) => r.name)).toEqual([
      'ana',
      'Beatriz',
      'Óscar',
      '',
    ]);
  });
});

describe('a CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+34 600 000 000')).toBe(`'+34 600 000 000`);
    expect(csvCell('-2+3')).toBe(`'-2+3`);
    expect(csvCell('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvCell('García')).toBe('García');
  });

  it('writes money in euros with a decimal comma, negative amounts as numbers', () => {
    expect(csvCell({ cents: 375_900 })).toBe('3759,00');
    expect(csvCell({ cents: -2_550 })).toBe('-25,50');
    expect(csvCell(null)).toBe('');
  });

  it('quotes separators and line breaks, ends lines with CRLF and starts with a byte order mark', () => {
    const file = toCsv(['Localizador', 'Nota'], [['AB12CD34', 'uno; dos\ntres']]);
    expect(file).toBe('\uFEFFLocalizador;Nota\r\nAB12CD34;"uno; dos\ntres"\r\n');
  });
});
