import { z } from 'zod';
import { parseRichText, type Block, type PlaceholderValues } from '../../domain/content/rich-text';
import { formatCents } from '../../domain/format';
import { openingHoursText } from '../../domain/opening-hours';
import type { Language } from '../../domain/language';
import { MEDICAL_EXTENSION_FROM, OFFICE_ATTENTION_PER_BOOKING } from '../../domain/pricing/supplements';
import { legalRegistrationIn, type SiteSettings } from '../site-settings';
import conditionsEs from './texts/es/conditions.json';
import faqEs from './texts/es/faq.json';
import dataProtectionEs from './texts/es/data-protection.json';
import conditionsEn from './texts/en/conditions.json';
import faqEn from './texts/en/faq.json';
import dataProtectionEn from './texts/en/data-protection.json';
import conditionsFr from './texts/fr/conditions.json';
import faqFr from './texts/fr/faq.json';
import dataProtectionFr from './texts/fr/data-protection.json';
import conditionsIt from './texts/it/conditions.json';
import faqIt from './texts/it/faq.json';
import dataProtectionIt from './texts/it/data-protection.json';
import conditionsPt from './texts/pt/conditions.json';
import faqPt from './texts/pt/faq.json';
import dataProtectionPt from './texts/pt/data-protection.json';
import conditionsRo from './texts/ro/conditions.json';
import faqRo from './texts/ro/faq.json';
import dataProtectionRo from './texts/ro/data-protection.json';

/**
 * The information pages' texts: versioned JSON files per language under ./texts (Spanish is the
 * source), with the specification's item fields (title, Descripcion split into paragraphs at line
 * breaks, optional image). This is the one module that reads them; pages and the assistant get
 * them from here with the site's settings filled in.
 */
export type ContentPage = 'conditions' | 'faq' | 'dataProtection';

const FILES = {
  es: { conditions: conditionsEs, faq: faqEs, dataProtection: dataProtectionEs },
  en: { conditions: conditionsEn, faq: faqEn, dataProtection: dataProtectionEn },
  fr: { conditions: conditionsFr, faq: faqFr, dataProtection: dataProtectionFr },
  it: { conditions: conditionsIt, faq: faqIt, dataProtection: dataProtectionIt },
  pt: { conditions: conditionsPt, faq: faqPt, dataProtection: dataProtectionPt },
  ro: { conditions: conditionsRo, faq: faqRo, dataProtection: dataProtectionRo },
} satisfies Record<Language, Record<ContentPage, unknown>>;

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const text = z.string().trim().min(1);

/** A terms item of section 3: title, Descripcion (multi-line), optional image address. */
const itemSchema = z.strictObject({
  id: slug,
  title: text,
  Descripcion: text,
  image: z.string().startsWith('/').optional(),
});

/** The five collapsible sections of the terms page, in this order (section 2). */
export const CONDITIONS_SECTIONS = [
  'generales',
  'derechos',
  'deberes',
  'responsabilidad',
  'reclamaciones',
] as const;

export const contentSchemas = {
  conditions: z.strictObject({
    title: text,
    intro: text,
    sections: z
      .array(z.strictObject({ id: z.enum(CONDITIONS_SECTIONS), items: z.array(itemSchema).min(2) }))
      .length(CONDITIONS_SECTIONS.length)
      .refine((sections) => sections.every((section, index) => section.id === CONDITIONS_SECTIONS[index])),
  }),
  faq: z.strictObject({
    title: text,
    intro: text,
    groups: z.array(z.strictObject({ id: slug, title: text, items: z.array(itemSchema).min(1) })).min(2),
  }),
  dataProtection: z.strictObject({
    title: text,
    intro: text,
    sections: z.array(itemSchema).min(5),
    cookies: z.strictObject({
      title: text,
      intro: text,
      table: z.strictObject({ name: text, purpose: text, duration: text, category: text }),
      necessary: text,
      items: z.record(z.string(), text),
    }),
  }),
} as const;

export type ContentFile<P extends ContentPage> = z.infer<(typeof contentSchemas)[P]>;

/** A content file as written, checked against its schema (a broken file fails at start and in tests). */
export function contentFile<P extends ContentPage>(page: P, language: Language): ContentFile<P> {
  return contentSchemas[page].parse(FILES[language][page]) as ContentFile<P>;
}

/** What the content's {{placeholders}} stand for, from the site settings, in a language. */
export function placeholderValues(settings: SiteSettings, language: Language): PlaceholderValues {
  const { officeAddress: address, hours: open } = settings;
  const phoneHours = openingHoursText(open.phone, language);
  const officeHours = openingHoursText(open.office, language);
  const mailboxes = Object.fromEntries(
    Object.entries(settings.mailboxes).map(([key, email]) => [
      `mail.${key}`,
      { text: email, href: `mailto:${email}` },
    ]),
  );
  return {
    ...mailboxes,
    brandName: { text: settings.brandName },
    legalRegistration: { text: legalRegistrationIn(settings, language) },
    officeAddress: { text: `${address.street}, ${address.postalCode} ${address.city} (${address.country})` },
    phone: { text: settings.phones[language].display, href: `tel:${settings.phones[language].e164}` },
    phoneWeekdays: { text: phoneHours.weekdays },
    phoneSaturday: { text: phoneHours.saturday },
    officeWeekdays: { text: officeHours.weekdays },
    officeSaturday: { text: officeHours.saturday },
    officeAttentionFee: { text: formatCents(OFFICE_ATTENTION_PER_BOOKING, language) },
    medicalInsuranceFrom: { text: formatCents(MEDICAL_EXTENSION_FROM, language) },
    passportYears: { text: String(settings.passportRetentionYears) },
  };
}

export interface ContentItem {
  id: string;
  title: string;
  blocks: Block[];
  image?: string;
}

function renderItem(item: z.infer<typeof itemSchema>, values: PlaceholderValues): ContentItem {
  return {
    id: item.id,
    title: item.title,
    blocks: parseRichText(item.Descripcion, values),
    image: item.image,
  };
}

/** The terms page: intro, then each section's heading and subtitle (its first item) and its clauses. */
export function conditionsPage(settings: SiteSettings, language: Language) {
  const file = contentFile('conditions', language);
  const values = placeholderValues(settings, language);
  return {
    title: file.title,
    intro: parseRichText(file.intro, values),
    sections: file.sections.map(({ id, items: [header, ...clauses] }) => ({
      id,
      heading: header!.title,
      subtitle: header!.Descripcion,
      items: clauses.map((item) => renderItem(item, values)),
    })),
  };
}

export function faqPage(settings: SiteSettings, language: Language) {
  const file = contentFile('faq', language);
  const values = placeholderValues(settings, language);
  return {
    title: file.title,
    intro: parseRichText(file.intro, values),
    groups: file.groups.map((group) => ({
      id: group.id,
      title: group.title,
      items: group.items.map((item) => renderItem(item, values)),
    })),
  };
}

export function dataProtectionPage(settings: SiteSettings, language: Language) {
  const file = contentFile('dataProtection', language);
  const values = placeholderValues(settings, language);
  return {
    title: file.title,
    intro: parseRichText(file.intro, values),
    sections: file.sections.map((item) => renderItem(item, values)),
    cookies: { ...file.cookies, intro: parseRichText(file.cookies.intro, values) },
  };
}
