import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { recordLines } from './json-lines';

describe('parseCsv reads what spreadsheets write', () => {
  it('reads quoted fields with commas, quotes and line breaks, and names each record by its line', () => {
    const result = parseCsv(
      '\uFEFFid,name,description\r\n1,"Hotel ""Sol""","Playa, piscina\ny spa"\n2,Mar,\n',
    );
    expect(result).toEqual({
      ok: true,
      records: [
        { line: 2, values: { id: '1', name: 'Hotel "Sol"', description: 'Playa, piscina\ny spa' } },
        { line: 4, values: { id: '2', name: 'Mar', description: '' } },
      ],
    });
  });

  it('reads semicolons when the header has no comma (Spanish spreadsheets)', () => {
    expect(parseCsv('id;precio\n7;1250,50')).toEqual({
      ok: true,
      records: [{ line: 2, values: { id: '7', precio: '1250,50' } }],
    });
  });

  it('reads a Windows file with a line break inside a field, and a field quoted with its separator', () => {
    expect(parseCsv('id;nota\r\n1;"a;b"\r\n2;"uno\r\ndos"\r\n3;fin\r\n')).toEqual({
      ok: true,
      records: [
        { line: 2, values: { id: '1', nota: 'a;b' } },
        { line: 3, values: { id: '2', nota: 'uno\ndos' } },
        { line: 5, values: { id: '3', nota: 'fin' } },
      ],
    });
  });

  it('names the line of a broken file', () => {
    expect(parseCsv('a,b\n1,2\n3\n')).toEqual({ ok: false, line: 3, problem: 'columns' });
    expect(parseCsv('a,b\n1,"open\n')).toEqual({ ok: false, line: 2, problem: 'quote' });
    expect(parseCsv('a,a\n1,2')).toEqual({ ok: false, line: 1, problem: 'header' });
  });
});

describe('recordLines finds where each record of a JSON document starts', () => {
  it('counts lines outside and inside strings', () => {
    const json =
      '{\n  "campaigns": [\n    { "id": 1, "name": "a\\"{[" },\n    {\n      "id": 2\n    }\n  ],\n  "countries": [{ "code": "ES" }]\n}';
    expect(recordLines(json)).toEqual({ campaigns: [3, 4], countries: [8] });
  });

  it('counts every element of a list, an object or not, so each later record keeps its own line', () => {
    const json = '{\n  "campaigns": [\n    { "id": 1 },\n    null,\n    "x", [2],\n    { "id": 3 }\n  ]\n}';
    expect(recordLines(json)).toEqual({ campaigns: [3, 4, 5, 5, 6] });
    expect(recordLines('{"campaigns":[],"countries":[ 7 ,{}]}')).toEqual({
      campaigns: [],
      countries: [1, 1],
    });
  });

  it('reads a section named twice as JSON.parse does: the last list', () => {
    const json = '{\n  "campaigns": [{ "id": 1 }, { "id": 2 }],\n  "campaigns": [\n    { "id": 3 }\n  ]\n}';
    expect(JSON.parse(json).campaigns).toEqual([{ id: 3 }]);
    expect(recordLines(json)).toEqual({ campaigns: [4] });
  });
});
