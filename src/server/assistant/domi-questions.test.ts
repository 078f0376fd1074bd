import { describe, expect, it } from 'vitest';
import questions from '../../../tests/fixtures/domi-questions.json';
import type { Language } from '../../domain/language';
import { serverT } from '../../web/i18n/translations.server';
import { demoSiteSettings } from '../site-settings';
import { createAssistant, type AssistantReply } from './assistant.service';

/**
 * 40 questions as travellers type them (short, informal, typos, no accents), written before
 * reading the FAQ, with the entry each should be answered with, or null when no entry answers it
 * and a handover to a person is right.
 */
interface Question {
  question: string;
  language: Language;
  topic: string;
  expected: string | null;
  /** Other entries that answer the question just as well. */
  alsoAccepted?: string[];
}

/** The share of the 40 answered well: 25 of 40 before the visitors’ phrasings, 40 of 40 with them; below 38 fails. */
const MIN_ANSWERED_WELL = 0.95;

const assistant = createAssistant({
  settings: demoSiteSettings,
  catalogue: { searchEntries: async () => [], bookableFrom: () => '2026-12-04' },
  translate: (language) => serverT(language, 'assistant'),
});

/** The knowledge entry an answer comes from, read from its link ("faq:pagos-cuando", "contact"). */
function entryOf(reply: AssistantReply): string | null {
  if (reply.kind !== 'answer') return null;
  if (reply.link === '/contacto') return 'contact';
  const [page, anchor] = reply.link.split('#');
  const kind = { '/home/preguntas': 'faq', '/home/condiciones': 'conditions', '/home/proteccion': 'privacy' }[
    page ?? ''
  ];
  return `${kind}:${anchor}`;
}

async function ask(language: Language, question: string) {
  return entryOf(await assistant.reply(question, language));
}

describe('Domi on visitors’ own words', () => {
  it(`answers at least ${MIN_ANSWERED_WELL * 100} % of 40 visitors’ questions well`, async () => {
    const misses: string[] = [];
    for (const q of questions as Question[]) {
      const got = await ask(q.language, q.question);
      const accepted: (string | null)[] =
        q.expected === null ? [null] : [q.expected, ...(q.alsoAccepted ?? [])];
      if (!accepted.includes(got))
        misses.push(
          `[${q.language}] ${q.question} → ${got ?? 'handover'} (expected ${q.expected ?? 'handover'})`,
        );
    }
    const share = (questions.length - misses.length) / questions.length;
    if (misses.length > 0)
      process.stdout.write(
        `Domi: ${questions.length - misses.length} of ${questions.length} answered well; misses:\n${misses.join('\n')}\n`,
      );
    expect(questions).toHaveLength(40);
    expect(share, misses.join('\n')).toBeGreaterThanOrEqual(MIN_ANSWERED_WELL);
  });

  it.each([
    ['es', '¿mi bebé paga?', 'faq:reservas-ninos-bebes'],
    ['es', 'no me ha llegado el email de confirmación', 'faq:reservas-sin-email'],
    ['fr', 'mon bébé paie-t-il ?', 'faq:reservas-ninos-bebes'],
    ['ro', 'copilul meu plătește?', 'faq:reservas-ninos-bebes'],
    ['it', 'posso pagare a rate?', 'faq:pagos-cuando'],
    ['en', "I didn't get the confirmation email", 'faq:reservas-sin-email'],
  ] as const)('[%s] %s → %s', async (language, question, expected) => {
    expect(await ask(language, question)).toBe(expected);
  });

  it.each([
    ['es', 'puedo llevar mascota'],
    ['es', 'xyzzy plugh'],
    ['en', 'xyzzy plugh'],
    ['en', 'who won the football match yesterday'],
    ['es', 'receta de paella'],
    ['fr', 'quelle est la capitale de la France'],
    ['it', 'chi ha vinto la partita'],
    ['pt', 'qual e a receita do bacalhau'],
    ['ro', 'cine a castigat meciul'],
  ] as const)('[%s] hands "%s" over to a person', async (language, question) => {
    expect(await ask(language, question)).toBeNull();
  });
});
