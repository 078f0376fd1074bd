import { describe, expect, it } from 'vitest';
import { useStorefront, visibleText } from '../../../tests/helpers/built-pages';
import { testDatabaseKinds } from '../../../tests/helpers/test-database';

/** The page's footer, as read. */
const footer = (html: string) => visibleText(/<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? '');

/**
 * The agency's hours are Spain's (peninsular) time: a visitor in London, Lisbon or Bucharest is an
 * hour off, so wherever a page shows them it says so, in the page's language.
 */
describe.each(testDatabaseKinds)('opening hours in Spain’s time, on %s', (kind) => {
  const { page } = useStorefront(kind);

  it('says "(Spain time)" in the English home page’s footer and trust block', async () => {
    const html = await page('/?idioma=en');
    expect(footer(html)).toContain(
      'Phone lines open Monday to Friday from 10:00 to 22:00 and Saturdays from 10:00 to 18:00 (Spain time)',
    );
    expect(visibleText(html)).toContain(
      'Monday to Friday from 10:00 to 22:00 and Saturdays from 10:00 to 18:00 (Spain time).',
    );
  });

  it('says it in the footer of every language, "(hora peninsular)" on the Spanish site', async () => {
    const zones = {
      es: 'sábados de 10:00 a 18:00 (hora peninsular)',
      fr: 'le samedi de 10:00 à 18:00 (heure d’Espagne)',
      it: 'il sabato dalle 10:00 alle 18:00 (ora spagnola)',
      pt: 'aos sábados, das 10:00 às 18:00 (hora de Espanha)',
      ro: 'sâmbăta, între 10:00 și 18:00 (ora Spaniei)',
    };
    for (const [language, text] of Object.entries(zones)) {
      expect(footer(await page(`/?idioma=${language}`)), language).toContain(text);
    }
  });

  it('gives the call-back slots and the office hours in Spain’s time', async () => {
    const callMe = visibleText(await page('/llamame?idioma=ro'));
    expect(callMe).toContain('Dimineața, 10:00–14:00 (ora Spaniei)');
    expect(callMe).toContain('Seara, 18:00–22:00 (ora Spaniei)');

    const contact = visibleText(await page('/contacto?idioma=pt'));
    expect(contact).toContain('e aos sábados, das 10:00 às 13:30 (hora de Espanha).');
  });

  it('says it in the content pages’ hours too', async () => {
    const faq = visibleText(await page('/home/preguntas?idioma=it'));
    expect(faq).toContain('il sabato ore 10:00–18:00 (ora spagnola)');
  });
});
