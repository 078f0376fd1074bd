import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { partyText, type Translate } from '../../domain/counted';
import { LANGUAGES, type Language } from '../../domain/language';
import { PASSENGER_KINDS } from '../../domain/pricing/breakdown';
import { createTranslator } from './i18n';
import { serverT, translationsFor } from './translations.server';

/**
 * What visitors read when a text has a number in it: every count takes the form its language
 * needs (i18next's JSON v4 plurals), singular and plural never swap, the browser picks what the
 * server rendered, and no other language shows a Spanish word for a traveller or a room.
 */

const root = path.join(import.meta.dirname, '../../locales');
const namespaces = readdirSync(path.join(root, 'es'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

/** Every text of a language as `namespace:key.path` → text. */
function texts(language: string): Map<string, string> {
  const flat = new Map<string, string>();
  const walk = (node: unknown, prefix: string) => {
    if (typeof node === 'string') flat.set(prefix, node);
    else
      for (const [key, child] of Object.entries(node as Record<string, unknown>))
        walk(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`);
  };
  // The team's namespaces exist in their own languages only (Spanish and English).
  for (const ns of namespaces.filter((name) => existsSync(path.join(root, language, `${name}.json`))))
    walk(JSON.parse(readFileSync(path.join(root, language, `${ns}.json`), 'utf8')), `${ns}:`);
  return flat;
}

const TEXTS = Object.fromEntries(LANGUAGES.map((language) => [language, texts(language)])) as Record<
  Language,
  Map<string, string>
>;
const PLURAL_FORM = /^(.*)_(zero|one|two|few|many|other)$/;

/** A language's plural keys: `namespace:key` → form ("one", "few"…) → text. */
function pluralKeys(language: Language): Map<string, Map<string, string>> {
  const keys = new Map<string, Map<string, string>>();
  for (const [key, text] of TEXTS[language]) {
    const [, base, form] = PLURAL_FORM.exec(key) ?? [];
    if (base && form) keys.set(base, (keys.get(base) ?? new Map<string, string>()).set(form, text));
  }
  return keys;
}

/** The forms a language's counts take from 0 to 1000 (what any page can show), by Intl.PluralRules. */
function formsNeeded(language: Language): string[] {
  const rules = new Intl.PluralRules(language);
  return [...new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)))].sort();
}

/** The namespaces each language has (the team's exist in Spanish and English only). */
const TEXTS_NAMESPACES = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    new Set([...TEXTS[language].keys()].map((key) => key.split(':')[0]!)),
  ]),
) as Record<Language, Set<string>>;
const ALL_PLURAL_KEYS = [...new Set(LANGUAGES.flatMap((language) => [...pluralKeys(language).keys()]))];

describe.each(LANGUAGES)('plurals in %s', (language) => {
  const plurals = pluralKeys(language);

  it('gives every plural key exactly the forms the language needs, in every language', () => {
    const needed = formsNeeded(language);
    const wrong = ALL_PLURAL_KEYS.filter((key) => TEXTS_NAMESPACES[language].has(key.split(':')[0]!)).flatMap(
      (key) => {
        const forms = [...(plurals.get(key)?.keys() ?? [])].sort();
        return forms.join() === needed.join()
          ? []
          : [`${key}: has ${forms.join() || 'none'}, needs ${needed.join()}`];
      },
    );
    expect(wrong).toEqual([]);
  });

  it('puts every {{count}} in a plural form, and a count in every plural form', () => {
    const wrong = [...TEXTS[language]].flatMap(([key, text]) => {
      const hasCount = /\{\{\s*count\s*\}\}/.test(text);
      const isForm = PLURAL_FORM.test(key);
      return hasCount === isForm ? [] : [`${key}: ${text}`];
    });
    expect(wrong).toEqual([]);
  });

  it('never says a singular noun with a plural form nor the other way round', () => {
    // Nouns spelt the same in the singular and the plural ("1 mois", "12 mois", "3 avis", Italian "3 hotel").
    const invariable = new Set(['mois', 'avis', 'hotel']);
    // The word that follows the count ("{{count}} noches", Romanian "{{count}} de nopți").
    const noun = (text: string) => /\{\{count\}\}\s+(?:de\s+)?([\p{L}'’]+)/u.exec(text)?.[1]?.toLowerCase();
    const singular = new Set<string>();
    const plural = new Set<string>();
    for (const forms of plurals.values())
      for (const [form, text] of forms) {
        const word = noun(text);
        if (word && !invariable.has(word)) (form === 'one' ? singular : plural).add(word);
      }
    const wrong: string[] = [];
    for (const [key, forms] of plurals) {
      const one = noun(forms.get('one') ?? '');
      for (const [form, text] of forms) {
        const word = noun(text);
        if (form === 'one') {
          if (word && plural.has(word)) wrong.push(`${key}_one uses the plural "${word}": ${text}`);
        } else {
          if (word && singular.has(word)) wrong.push(`${key}_${form} uses the singular "${word}": ${text}`);
          if (word && word === one && !invariable.has(word))
            wrong.push(`${key}_${form} says the same noun as _one: ${text}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('renders the same plural text in the browser as i18next on the server', () => {
    const counts = [...Array.from({ length: 131 }, (_, n) => n), 1000];
    const mismatches: string[] = [];
    for (const key of plurals.keys()) {
      const [ns = '', path = ''] = key.split(':');
      const server = serverT(language, ns) as unknown as Translate;
      const browser = createTranslator(language, translationsFor(language, [ns]));
      for (const count of counts) {
        const expected = server(path, { count });
        const got = browser.t(ns, path, { count });
        if (got !== expected) mismatches.push(`${key} ${count}: server "${expected}", browser "${got}"`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('a party in words', () => {
  const browser = (language: Language): Translate => {
    const translator = createTranslator(language, translationsFor(language, ['common']));
    return (key, options) => translator.t('common', key, options);
  };

  it('leaves out nobody-bands and agrees in number, the same on the server and in the browser', () => {
    const parties = [
      { adults: 2, children: 1, infants: 0 },
      { adults: 1, children: 0, infants: 0 },
      { adults: 2, children: 2, infants: 1 },
      { adults: 20, children: 0, infants: 1 },
    ];
    for (const language of LANGUAGES)
      for (const party of parties)
        expect(partyText(browser(language), party)).toBe(
          partyText(serverT(language) as unknown as Translate, party),
        );
    const es = browser('es');
    expect(parties.map((party) => partyText(es, party))).toEqual([
      '2 adultos y 1 niño',
      '1 adulto',
      '2 adultos, 2 niños y 1 bebé',
      '20 adultos y 1 bebé',
    ]);
    expect(partyText(browser('fr'), parties[0]!)).toBe('2 adultes et 1 enfant');
    expect(partyText(browser('ro'), parties[3]!)).toBe('20 de adulți și 1 bebeluș');
  });
});

/** Spanish words for travellers, rooms and counts; Italian and Portuguese share a few. */
const SPANISH_ONLY = [
  'niño',
  'niños',
  'niña',
  'bebé',
  'bebés',
  'adulto',
  'adultos',
  'habitación',
  'habitaciones',
  'viajero',
  'viajeros',
  'noche',
  'noches',
  'estrella',
  'estrellas',
  'persona',
  'personas',
  'alojamiento',
  'alojamientos',
  'año',
  'años',
];
const SHARED_WITH_SPANISH: Partial<Record<Language, string[]>> = {
  it: ['adulto', 'persona'],
  pt: ['adulto', 'adultos', 'bebé', 'bebés'],
};

/** The names of travellers and rooms a visitor reads in the price table, the party and the booking. */
const TRAVELLER_AND_ROOM_LABELS = [
  ...PASSENGER_KINDS.map((kind) => `offer:breakdown.passenger.${kind}`),
  'offer:breakdown.roomLetter',
  'offer:party.room',
  'catalogue:search.room',
  'booking:summary.roomLine',
  'booking:form.travellerType.A',
  'booking:form.travellerType.N',
  'booking:form.travellerType.B',
];

describe.each(LANGUAGES.filter((language) => language !== 'es'))('Spanish left in %s', (language) => {
  it('shows no Spanish word for a traveller, a room or a count', () => {
    const allowed = new Set(SHARED_WITH_SPANISH[language] ?? []);
    const spanish = SPANISH_ONLY.filter((word) => !allowed.has(word));
    const wrong = [...TEXTS[language]].flatMap(([key, text]) => {
      const words = text.toLowerCase().split(/[^\p{L}]+/u);
      const found = spanish.filter((word) => words.includes(word));
      return found.length > 0 ? [`${key}: ${found.join(', ')} in "${text}"`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('names every traveller and room label in its own words', () => {
    for (const key of TRAVELLER_AND_ROOM_LABELS) {
      const text = TEXTS[language].get(key);
      expect(text, key).toBeTruthy();
      // Italian and Portuguese share "Adulto" with Spanish; the others never share a label.
      if (!(language in SHARED_WITH_SPANISH)) expect(text, key).not.toBe(TEXTS.es.get(key));
    }
  });
});
