import MiniSearch from 'minisearch';
import { blocksToText } from '../../domain/content/rich-text';
import { CANCELLATION_COSTS, cancellationDays } from '../../domain/pricing/cancellation-costs';
import { destinationSlug } from '../../domain/constants';
import { normaliseForSearch } from '../../domain/catalogue/place-search';
import { monthName } from '../../domain/format';
import { LANGUAGES, type Language } from '../../domain/language';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { conditionsPage, dataProtectionPage, faqPage, placeholderValues } from '../content/content';
import type { SiteSettings } from '../site-settings';
import { indexTermProcessor, termProcessor } from './terms';

/** What Domi can answer from: one FAQ question, one clause of the conditions, one part of the privacy policy, the contact data. */
interface KnowledgeEntry {
  id: string;
  title: string;
  text: string;
  /** Where the whole answer is: the page and its anchor. */
  link: string;
  /** The page or group it comes from, shown with the link. */
  source: string;
  /** Extra words the entry answers to: the contact entry's "hours", "phone"…, an FAQ answer's visitors' phrasings (`assistant:phrasings`). */
  keywords: string;
}

export type AssistantReply =
  | {
      kind: 'answer';
      title: string;
      text: string;
      link: string;
      source: string;
      destination: PlaceLink | null;
    }
  | { kind: 'handover'; destination: PlaceLink | null };

interface PlaceLink {
  name: string;
  /** The month asked for ("julio 2027"), which the link searches. */
  month?: string;
  link: string;
}

/** The contact entry's texts, in the visitor's language (namespace `assistant`). */
type Translate = (key: string, values?: Record<string, unknown>) => string;

/** More than half of the question's meaningful words must be found in an answer for it to be given. */
const MIN_MATCHED_SHARE = 0.6;
/** In another language than the page's, most of them: a Spanish question must not find Portuguese by chance. */
const OTHER_LANGUAGE_SHARE = 0.8;

function knowledge(settings: SiteSettings, language: Language, t: Translate): KnowledgeEntry[] {
  const faq = faqPage(settings, language);
  const conditions = conditionsPage(settings, language);
  const privacy = dataProtectionPage(settings, language);
  const contact = placeholderValues(settings, language);
  const address = settings.officeAddress;
  // Answers come whole: the cancellation costs table too, as lines.
  const info: Translate = (key, values) => t(`info:${key}`, values);
  const cancellationRows = CANCELLATION_COSTS.map(
    (band) => `${cancellationDays(band, info)}: ${info('cancellation.percent', { percent: band.percent })}`,
  );
  const toText = (blocks: Parameters<typeof blocksToText>[0]) =>
    blocksToText(blocks, settings.bankAccounts, cancellationRows);
  // The words travellers use for an entry ("bebé", "paga", "no me ha llegado"), none when it has none.
  const phrasings = (kind: 'faq' | 'conditions', id: string) =>
    t(`phrasings.${kind}.${id}`, { defaultValue: '' });
  return [
    ...faq.groups.flatMap((group) =>
      group.items.map((item) => ({
        id: `faq:${item.id}`,
        title: item.title,
        text: toText(item.blocks),
        link: `/home/preguntas#${item.id}`,
        source: `${faq.title} · ${group.title}`,
        keywords: phrasings('faq', item.id),
      })),
    ),
    ...conditions.sections.flatMap((section) =>
      section.items.map((item) => ({
        id: `conditions:${item.id}`,
        title: item.title,
        text: toText(item.blocks),
        link: `/home/condiciones#${item.id}`,
        source: `${conditions.title} · ${section.heading}`,
        keywords: phrasings('conditions', item.id),
      })),
    ),
    ...privacy.sections.map((item) => ({
      id: `privacy:${item.id}`,
      title: item.title,
      text: toText(item.blocks),
      link: `/home/proteccion#${item.id}`,
      source: privacy.title,
      keywords: '',
    })),
    {
      id: 'contact',
      title: t('contact.title'),
      text: t('contact.text', {
        phone: contact.phone?.text,
        phoneWeekdays: contact.phoneWeekdays?.text,
        phoneSaturday: contact.phoneSaturday?.text,
        officeWeekdays: contact.officeWeekdays?.text,
        officeSaturday: contact.officeSaturday?.text,
        address: `${address.street}, ${address.postalCode} ${address.city}`,
      }),
      link: '/contacto',
      source: t('contact.source'),
      keywords: t('contact.keywords'),
    },
  ];
}

function buildIndex(entries: KnowledgeEntry[], language: Language) {
  const processTerm = termProcessor(language);
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['title', 'text', 'link', 'source'],
    processTerm: indexTermProcessor(language),
    searchOptions: {
      processTerm,
      // A visitor's phrasing of an entry weighs a little more than a title sharing one of its words
      // ("how much luggage can I take" is not "Can I take liquids in my hand luggage?").
      boost: { title: 3, keywords: 4 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
      // The FAQ is written as travellers ask; on a near tie its answer is the better one.
      boostDocument: (id: string) => (id.startsWith('faq:') ? 1.4 : 1),
    },
  });
  index.addAll(entries);
  return { index, processTerm };
}

/**
 * The month a question names ("en julio", "in July"), as YYYY-MM: the first such month from the
 * offer date on; undefined when it names none.
 */
function monthAsked(asked: string, language: Language, offerDate: string): string | undefined {
  const month = Array.from({ length: 12 }, (_, index) => index + 1).find((candidate) => {
    const name = normaliseForSearch(monthName(candidate, language));
    // English "may" is mostly the verb ("May I bring…"): the month only after "in".
    return asked.includes(name === 'may' ? ' in may ' : ` ${name} `);
  });
  if (month === undefined) return undefined;
  const [year, offerMonth] = offerDate.split('-').map(Number) as [number, number];
  return `${month < offerMonth ? year + 1 : year}-${String(month).padStart(2, '0')}`;
}

/**
 * Domi, the assistant: answers a question in the visitor's language from our own FAQ,
 * conditions, privacy policy and contact data with a full-text index (MiniSearch, with a Snowball
 * stemmer per language), links a destination it recognises to its listing, and hands over to a
 * person when nothing matches well. No outside service.
 */
export function createAssistant(deps: {
  settings: SiteSettings;
  catalogue: Pick<CatalogueService, 'searchEntries' | 'bookableFrom'>;
  translate: (language: Language) => Translate;
}) {
  const indexes = new Map<Language, ReturnType<typeof buildIndex>>();
  const indexFor = (language: Language) => {
    let built = indexes.get(language);
    if (!built) {
      built = buildIndex(knowledge(deps.settings, language, deps.translate(language)), language);
      indexes.set(language, built);
    }
    return built;
  };

  async function destinationIn(question: string, language: Language): Promise<PlaceLink | null> {
    const asked = ` ${normaliseForSearch(question)} `;
    const places = (await deps.catalogue.searchEntries(language)).filter((entry) => entry.kind !== 'hotel');
    const found = places
      .filter((place) => asked.includes(` ${normaliseForSearch(place.name)} `))
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (!found) return null;
    const name = found.place && found.kind !== 'destination' ? `${found.name} (${found.place})` : found.name;
    if (found.href) return { name, link: found.href };
    // "Quiero ir a Cuba en julio": the search of that month, from the offer date on.
    const month = monthAsked(asked, language, deps.catalogue.bookableFrom());
    const search = month ? `&mes=${month.replace('-', '')}` : '';
    return {
      name,
      ...(month ? { month: monthName(Number(month.slice(5)), language) + ` ${month.slice(0, 4)}` } : {}),
      link: `/alojamientoDestino?destino=${encodeURIComponent(destinationSlug(found.slug))}&idioma=${language}${search}`,
    };
  }

  /** The entry that answers a question in a language, if enough of its words are found there. */
  function answerIn(question: string, language: Language, share: number) {
    const { index, processTerm } = indexFor(language);
    const meaningful = new Set(
      question
        .split(/[^\p{L}\p{N}]+/u)
        .map((word) => processTerm(word))
        .filter((term): term is string => term !== null),
    );
    const [best] = meaningful.size > 0 ? index.search(question) : [];
    const matched = new Set((best?.queryTerms ?? []).filter((term) => meaningful.has(term)));
    return best && matched.size / meaningful.size >= share ? best : undefined;
  }

  return {
    async reply(question: string, language: Language): Promise<AssistantReply> {
      const destination = await destinationIn(question, language);
      // A question in another of the site's languages (an English speaker on the Spanish site) is
      // answered in the language it was asked in, when it matches that language more surely.
      const best =
        answerIn(question, language, MIN_MATCHED_SHARE) ??
        LANGUAGES.filter((other) => other !== language)
          .map((other) => answerIn(question, other, OTHER_LANGUAGE_SHARE))
          .find((found) => found !== undefined);
      if (!best) return { kind: 'handover', destination };
      return {
        kind: 'answer',
        title: best.title as string,
        text: best.text as string,
        link: best.link as string,
        source: best.source as string,
        destination,
      };
    },
  };
}

export type Assistant = ReturnType<typeof createAssistant>;
