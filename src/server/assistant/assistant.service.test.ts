import { describe, expect, it } from 'vitest';
import type { SearchEntry } from '../../domain/catalogue/place-search';
import { serverT } from '../../web/i18n/translations.server';
import { demoSiteSettings } from '../site-settings';
import { createAssistant } from './assistant.service';

const places: SearchEntry[] = [
  { kind: 'country', name: 'Cuba', slug: 'Cuba', place: '' },
  { kind: 'destination', name: 'Punta Cana', slug: 'Punta-Cana', place: 'República Dominicana' },
  { kind: 'area', name: 'Bávaro', slug: 'Punta-Cana', place: 'Punta Cana' },
  { kind: 'hotel', name: 'Hotel Cana', slug: 'Punta-Cana', place: 'Punta Cana' },
];

const assistant = createAssistant({
  settings: demoSiteSettings,
  catalogue: { searchEntries: async () => places, bookableFrom: () => '2026-12-04' },
  translate: (language) => serverT(language, 'assistant'),
});

describe('Domi, the assistant', () => {
  it('answers when the documents arrive from the FAQ, in Spanish, with a link to the answer', async () => {
    const reply = await assistant.reply('¿Cuándo recibo la documentación?', 'es');
    expect(reply).toMatchObject({ kind: 'answer', link: expect.stringMatching(/^\/home\/preguntas#/) });
    if (reply.kind !== 'answer') return;
    expect(reply.text).toMatch(/48 a 72 horas/);
  });

  it('gives the whole answer: every bank account with the ways to pay, the cancellation costs table', async () => {
    const reply = await assistant.reply('¿Cómo pago con transferencia?', 'es');
    if (reply.kind !== 'answer') throw new Error('no answer');
    for (const account of demoSiteSettings.bankAccounts) expect(reply.text).toContain(`IBAN ${account.iban}`);
    expect(reply.text).not.toMatch(/…$/);
    const costs = await assistant.reply('¿Cuánto cuesta cancelar un viaje?', 'es');
    if (costs.kind !== 'answer') throw new Error('no answer');
    expect(costs.text).toContain('• 31 días o más: 5 %');
    expect(costs.text).toContain('• 2 días o menos, o no presentarse: 100 %');
  });

  it('answers about liquids in hand luggage in English', async () => {
    const reply = await assistant.reply('Can I take liquids in my hand luggage?', 'en');
    expect(reply).toMatchObject({
      kind: 'answer',
      link: expect.stringMatching(/^\/home\/preguntas#liquidos-/),
    });
    if (reply.kind === 'answer') expect(reply.text).toMatch(/100 ml/);
  });

  it('gives the opening hours in French', async () => {
    const reply = await assistant.reply('Quels sont vos horaires ?', 'fr');
    expect(reply).toMatchObject({ kind: 'answer' });
    if (reply.kind === 'answer') expect(reply.text).toContain('10:00–22:00');
  });

  it('answers a question in another of the site’s languages in that language, and the price of a suitcase', async () => {
    const cancel = await assistant.reply('can I cancel?', 'es');
    expect(cancel).toMatchObject({ kind: 'answer', title: 'How much does it cost to cancel a trip?' });
    const suitcase = await assistant.reply('quanto costa il bagaglio?', 'es');
    expect(suitcase).toMatchObject({ kind: 'answer', link: '/home/condiciones#normas-hotel-equipaje' });
    expect(suitcase.kind === 'answer' && suitcase.title).toBe('Regole dell’hotel e del bagaglio');
    const maleta = await assistant.reply('cuanto cuesta la maleta', 'es');
    expect(maleta).toMatchObject({ kind: 'answer', title: 'Normas del hotel y del equipaje' });
    // A question of the page's own language is answered in it, not in a neighbour's.
    expect(await assistant.reply('puedo cancelar?', 'es')).toMatchObject({
      title: '¿Cuánto cuesta cancelar un viaje?',
    });
  });

  it('hands over to a person when nothing matches, and on an empty question', async () => {
    expect(await assistant.reply('xyzzy plugh qwertyuiop', 'es')).toEqual({
      kind: 'handover',
      destination: null,
    });
    expect(await assistant.reply('¿?', 'it')).toEqual({ kind: 'handover', destination: null });
  });

  it('recognises a destination or a beach and links to its hotels', async () => {
    const reply = await assistant.reply('¿Qué tiempo hace en Bavaro en agosto?', 'es');
    expect(reply.destination).toEqual({
      name: 'Bávaro (Punta Cana)',
      month: 'agosto 2027',
      link: '/alojamientoDestino?destino=Punta-Cana&idioma=es&mes=202708',
    });
  });

  it('turns a country and a month into a search of that month, from the offer date on', async () => {
    expect((await assistant.reply('quiero ir a Cuba en julio', 'es')).destination).toEqual({
      name: 'Cuba',
      month: 'julio 2027',
      link: '/alojamientoDestino?destino=Cuba&idioma=es&mes=202707',
    });
    expect((await assistant.reply('Cuba in December?', 'en')).destination?.link).toBe(
      '/alojamientoDestino?destino=Cuba&idioma=en&mes=202612',
    );
    // "May I…" is not the month.
    expect((await assistant.reply('May I bring a pram to Cuba?', 'en')).destination?.link).toBe(
      '/alojamientoDestino?destino=Cuba&idioma=en',
    );
    expect((await assistant.reply('Cuba in May', 'en')).destination?.link).toBe(
      '/alojamientoDestino?destino=Cuba&idioma=en&mes=202705',
    );
    expect((await assistant.reply('Punta Cana', 'es')).destination?.link).toBe(
      '/alojamientoDestino?destino=Punta-Cana&idioma=es',
    );
  });
});
