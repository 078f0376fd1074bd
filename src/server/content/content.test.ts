import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/language';
import { SITE_COOKIES } from '../../domain/site-cookies';
import { demoSiteSettings } from '../site-settings';
import { conditionsPage, contentFile, dataProtectionPage, faqPage, type ContentPage } from './content';

const PAGES: ContentPage[] = ['conditions', 'faq', 'dataProtection'];
const TRANSLATIONS = LANGUAGES.filter((language) => language !== 'es');

/** Every text of a content file with where it is, by id where items have one. */
function texts(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => texts(item, `${at}[${(item as { id?: string })?.id ?? index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${at}.${key}`));
  return [];
}

/** The parts a translation must keep: placeholders, link targets, standalone blocks, bullets and paragraphs. */
const shape = (text: string) => ({
  placeholders: [...text.matchAll(/\{\{[\w.]+\}\}/g)].map((match) => match[0]).sort(),
  links: [...text.matchAll(/\]\((\/[^)]*)\)/g)].map((match) => match[1]).sort(),
  paragraphs: text.split('\n').filter((line) => line.trim() !== '').length,
  bullets: text.split('\n').filter((line) => line.trim().startsWith('- ')).length,
});

describe('information pages content', () => {
  it.each(LANGUAGES)(
    'every page in %s matches its schema and fills every placeholder and link',
    (language) => {
      expect(() => conditionsPage(demoSiteSettings, language)).not.toThrow();
      expect(() => faqPage(demoSiteSettings, language)).not.toThrow();
      expect(() => dataProtectionPage(demoSiteSettings, language)).not.toThrow();
    },
  );

  describe.each(TRANSLATIONS)('the %s translation', (language) => {
    it.each(PAGES)('of %s has the Spanish ids, order, placeholders, links and paragraphs', (page) => {
      const spanish = texts(contentFile(page, 'es'));
      const translated = texts(contentFile(page, language));
      expect(translated.map(([at]) => at)).toEqual(spanish.map(([at]) => at));
      for (const [index, [at, text]] of spanish.entries()) {
        const [, own = ''] = translated[index] ?? [];
        if (at.endsWith('.id')) expect(own, at).toBe(text);
        else expect(shape(own), at).toEqual(shape(text));
      }
    });

    it.each(PAGES)('of %s leaves no Spanish paragraph untranslated', (page) => {
      const spanish = new Set(
        texts(contentFile(page, 'es'))
          .filter(([at, text]) => !at.endsWith('.id') && text.length > 40)
          .map(([, text]) => text),
      );
      const untranslated = texts(contentFile(page, language)).filter(([, text]) => spanish.has(text));
      expect(untranslated.map(([at]) => at)).toEqual([]);
    });
  });

  it.each(LANGUAGES)('the %s FAQ has the 15 liquids-in-hand-luggage items', (language) => {
    const liquids = contentFile('faq', language).groups.find((group) => group.id === 'liquidos');
    expect(liquids?.items).toHaveLength(15);
  });

  it.each(LANGUAGES)(
    'the %s terms show the cancellation table and the bank accounts once each',
    (language) => {
      const blocks = conditionsPage(demoSiteSettings, language).sections.flatMap((section) =>
        section.items.flatMap((item) => item.blocks),
      );
      expect(blocks.filter((block) => block.kind === 'cancellationCosts')).toHaveLength(1);
      expect(blocks.filter((block) => block.kind === 'bankAccounts')).toHaveLength(1);
    },
  );

  it.each(LANGUAGES)('the %s cookie policy describes exactly the cookies the site sets', (language) => {
    const described = Object.keys(contentFile('dataProtection', language).cookies.items).sort();
    expect(described).toEqual(
      Object.values(SITE_COOKIES)
        .map((cookie) => cookie.name)
        .sort(),
    );
  });

  it('fills the agency’s own contact data into the texts', () => {
    const text = JSON.stringify(conditionsPage(demoSiteSettings, 'es'));
    expect(text).toContain(demoSiteSettings.mailboxes.payments);
    expect(text).toContain(demoSiteSettings.phones.es.display);
    expect(text).not.toMatch(/\{\{/);
  });
});
