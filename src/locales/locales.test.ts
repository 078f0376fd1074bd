import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_LANGUAGES } from '../domain/back-office/paths';
import { LANGUAGES } from '../domain/language';
import { mobileInE164 } from '../domain/schemas/mobile-phone';

const root = import.meta.dirname;
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
/** The booking team's own pages speak Spanish and English only (issue 14, decision 0018). */
const TEAM_NAMESPACES = ['backOffice.json'];
const namespacesIn = (language: string) =>
  BACK_OFFICE_LANGUAGES.includes(language as never)
    ? namespaces
    : namespaces.filter((file) => !TEAM_NAMESPACES.includes(file));

it('the team namespaces exist in Spanish and English and nowhere else', () => {
  for (const language of LANGUAGES)
    for (const file of TEAM_NAMESPACES)
      expect(existsSync(path.join(root, language, file)), `${language}/${file}`).toBe(
        BACK_OFFICE_LANGUAGES.includes(language as never),
      );
});

describe.each(LANGUAGES.filter((l) => l !== 'es'))('translations in %s', (language) => {
  it.each(namespacesIn(language))(
    '%s has every key Spanish has, no extra ones, and no empty text',
    (file) => {
      const spanish = read('es', file);
      const other = read(language, file);
      expect(baseKeys(other)).toEqual(baseKeys(spanish));
      for (const key of keys(other)) expect(String(valueAt(other, key)).trim(), key).not.toBe('');
    },
  );

  it.each(namespacesIn(language))('%s keeps the same {{placeholders}} as Spanish', (file) => {
    const spanish = read('es', file);
    const other = read(language, file);
    for (const key of keys(other)) {
      expect(placeholders(valueAt(other, key)), `${language}/${file} ${key}`).toEqual(
        placeholders(spanishFor(spanish, key)),
      );
    }
  });
});

it('gives, in every language, a phone example the request form takes', () => {
  for (const language of LANGUAGES) {
    const hint = String((read(language, 'common.json').callMe as Record<string, unknown>).phoneHint);
    const example = /\+\d[\d ]+\d/.exec(hint)?.[0];
    expect(example, language).toBeDefined();
    expect(mobileInE164(example!), `${language}: ${example}`).toMatch(/^\+\d+$/);
  }
});
