import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/language';

const root = path.join(import.meta.dirname, 'locales');
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(root, language, file), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: unknown): string[] {
  return typeof text === 'string'
    ? [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort()
    : [];
}

function valueAt(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

/** A plural form's key without its suffix (`nights_few` → `nights`): languages differ in forms. */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKeys = (bundle: unknown) =>
  [...new Set(keys(bundle).map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();

/** The text Spanish has for a key or, for a plural form, its `_other` form. */
function spanishFor(spanish: unknown, key: string): unknown {
  return valueAt(spanish, key) ?? valueAt(spanish, `${key.replace(PLURAL_SUFFIX, '')}_other`);
}

const namespaces = readdirSync(path.join(root, 'es')).filter((f) => f.endsWith('.json'));

describe.each(LANGUAGES.filter((l) => l !== 'es'))('translations in %s', (language) => {
  it.each(namespaces)('%s has every key Spanish has, no extra ones, and no empty text', (file) => {
    const spanish = read('es', file);
    const other = read(language, file);
    expect(baseKeys(other)).toEqual(baseKeys(spanish));
    for (const key of keys(other)) expect(String(valueAt(other, key)).trim(), key).not.toBe('');
  });

  it.each(namespaces)('%s keeps the same {{placeholders}} as Spanish', (file) => {
    const spanish = read('es', file);
    const other = read(language, file);
    for (const key of keys(other)) {
      expect(placeholders(valueAt(other, key)), `${language}/${file} ${key}`).toEqual(
        placeholders(spanishFor(spanish, key)),
      );
    }
  });
});
