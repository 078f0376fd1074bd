import { z } from 'zod';
import { LANGUAGES, type Language } from '../domain/language';
import { openingHoursText } from '../domain/opening-hours';

const language = z.enum(LANGUAGES);
const perLanguage = <T extends z.ZodType>(schema: T) =>
  z.object({ es: schema, en: schema, fr: schema, it: schema, pt: schema, ro: schema });

const contactNumber = z.object({
  /** As printed on the page, e.g. "+34 911 23 45 67". */
  display: z.string().min(1),
  /** E.164 form used in tel: and messaging links, e.g. "+34911234567". */
  e164: z.string().regex(/^\+\d{7,15}$/),
});

const openingHours = z.object({
  weekdays: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
  saturday: z.string().regex(/^\d{2}:\d{2}-\d{2}:\d{2}$/),
});

/**
 * Everything about the agency that the specification leaves unreproduced. Demo values ship
 * as defaults; a deployment overrides any part with SITE_SETTINGS (JSON) or SITE_SETTINGS_FILE.
 */
export const siteSettingsSchema = z.object({
  brandName: z.string().min(1),
  tagline: perLanguage(z.string().min(1)),
  phones: perLanguage(contactNumber),
  /** Messaging (WhatsApp) numbers; the header shows them for Spanish and Portuguese only. */
  messaging: z.object({ es: contactNumber, pt: contactNumber }),
  fax: z.string().min(1),
  officeAddress: z.object({
    street: z.string().min(1),
    postalCode: z.string().min(1),
    city: z.string().min(1),
    country: z.string().min(1),
  }),
  hours: z.object({ phone: openingHours, office: openingHours }),
  mailboxes: z.object({
    customerService: z.email(),
    data: z.email(),
    payments: z.email(),
    claims: z.email(),
    confirmations: z.email(),
    documentation: z.email(),
    quotes: z.email(),
    cancellations: z.email(),
    changes: z.email(),
    info: z.email(),
    cruises: z.email(),
    flights: z.email(),
    bookings: z.email(),
  }),
  bankAccounts: z.array(
    z.object({ bank: z.string().min(1), iban: z.string().min(15), bic: z.string().min(8) }),
  ),
  /**
   * The agency's registration as the footer, the home page, the pre-contract information and
   * the e-mails print it: one text per language, or one text for every language.
   */
  legalRegistration: z.union([z.string().min(1), perLanguage(z.string().min(1))]),
  /** The agency's tourism licence as the offer page names it beside the price (registry code and number). */
  tourismLicence: z.string().min(1),
  agencyPortal: z.object({ loginUrl: z.url(), registerUrl: z.url() }),
  externalFlightSearchUrl: z.url(),
  social: z.array(
    z.object({ network: z.enum(['facebook', 'instagram', 'x', 'youtube', 'tiktok']), url: z.url() }),
  ),
  /** Domain ending → language of that country site (section 9). */
  hostLanguages: z.record(z.string(), language),
  /** Canonical host of each language's country site, used by the language dropdown. */
  languageSites: z.partialRecord(language, z.url()),
  /**
   * Years after the return date when travellers' passport or ID numbers and birth dates are erased
   * (the retention worker) — the privacy policy prints this figure. At least the two years in which
   * package travel claims lapse (art. 169 TRLGDCU); three by default, for the register of
   * travellers' documents (Real Decreto 933/2021).
   */
  passportRetentionYears: z.number().int().min(2).max(10),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

const number = (display: string) => ({ display, e164: `+${display.replace(/\D/g, '')}` });

export const demoSiteSettings: SiteSettings = {
  brandName: 'Caribe Sol Viajes',
  tagline: {
    es: 'Especialistas en el Caribe',
    en: 'Caribbean specialists',
    fr: 'Spécialistes des Caraïbes',
    it: 'Specialisti dei Caraibi',
    pt: 'Especialistas nas Caraíbas',
    ro: 'Specialiști în Caraibe',
  },
  phones: {
    es: number('+34 911 23 45 67'),
    en: number('+44 20 3868 1234'),
    fr: number('+33 1 86 26 12 34'),
    it: number('+39 06 9480 1234'),
    pt: number('+351 211 23 45 67'),
    ro: number('+40 31 630 1234'),
  },
  messaging: { es: number('+34 611 23 45 67'), pt: number('+351 912 345 678') },
  fax: '+34 911 23 45 68',
  officeAddress: {
    street: 'Calle de Alcalá 120, 3.º',
    postalCode: '28009',
    city: 'Madrid',
    country: 'España',
  },
  hours: {
    phone: { weekdays: '10:00-22:00', saturday: '10:00-18:00' },
    office: { weekdays: '10:00-19:00', saturday: '10:00-13:30' },
  },
  mailboxes: {
    customerService: 'atencionalcliente@caribesol.example',
    data: 'datos@caribesol.example',
    payments: 'pagos@caribesol.example',
    claims: 'reclamaciones@caribesol.example',
    confirmations: 'confirmaciones@caribesol.example',
    documentation: 'documentacion@caribesol.example',
    quotes: 'presupuestos@caribesol.example',
    cancellations: 'anulaciones@caribesol.example',
    changes: 'cambios@caribesol.example',
    info: 'info@caribesol.example',
    cruises: 'cruceros@caribesol.example',
    flights: 'vuelos@caribesol.example',
    bookings: 'reservas@caribesol.example',
  },
  bankAccounts: [
    { bank: 'Banco Demo Uno', iban: 'ES91 2100 0418 4502 0005 1332', bic: 'CAIXESBBXXX' },
    { bank: 'Banco Demo Dos', iban: 'ES79 2100 0813 6101 2345 6789', bic: 'BSCHESMMXXX' },
  ],
  legalRegistration: {
    es: 'Caribe Sol Viajes S.L. · CIF B-00000000 · Agencia de viajes inscrita en el Registro de Turismo de la Comunidad de Madrid con el título-licencia CICMA 0000 (datos de demostración).',
    en: 'Caribe Sol Viajes S.L. · Tax ID (CIF) B-00000000 · Travel agency registered in the Tourism Register of the Community of Madrid under licence CICMA 0000 (demo data).',
    fr: 'Caribe Sol Viajes S.L. · N° fiscal (CIF) B-00000000 · Agence de voyages inscrite au Registre du tourisme de la Communauté de Madrid sous la licence CICMA 0000 (données de démonstration).',
    it: 'Caribe Sol Viajes S.L. · Codice fiscale (CIF) B-00000000 · Agenzia di viaggi iscritta al Registro del Turismo della Comunità di Madrid con la licenza CICMA 0000 (dati dimostrativi).',
    pt: 'Caribe Sol Viajes S.L. · NIF (CIF) B-00000000 · Agência de viagens inscrita no Registo de Turismo da Comunidade de Madrid com a licença CICMA 0000 (dados de demonstração).',
    ro: 'Caribe Sol Viajes S.L. · Cod fiscal (CIF) B-00000000 · Agenție de turism înregistrată în Registrul de Turism al Comunității Madrid cu licența CICMA 0000 (date demonstrative).',
  },
  tourismLicence: 'CICMA 0000',
  agencyPortal: {
    loginUrl: 'https://agencias.caribesol.example/login',
    registerUrl: 'https://agencias.caribesol.example/registro',
  },
  externalFlightSearchUrl: 'https://vuelos.caribesol.example/',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/caribesolviajes' },
    { network: 'instagram', url: 'https://www.instagram.com/caribesolviajes' },
    { network: 'x', url: 'https://x.com/caribesolviajes' },
    { network: 'youtube', url: 'https://www.youtube.com/@caribesolviajes' },
  ],
  hostLanguages: {
    es: 'es',
    'com.pt': 'pt',
    pt: 'pt',
    fr: 'fr',
    it: 'it',
    ro: 'ro',
    'co.uk': 'en',
    us: 'en',
  },
  languageSites: {},
  passportRetentionYears: 3,
};

export type { Language };

/** The agency's registration in a language (the same text in all when it is set as one). */
export function legalRegistrationIn(settings: SiteSettings, language: Language): string {
  const registration = settings.legalRegistration;
  return typeof registration === 'string' ? registration : registration[language];
}

/** The values an e-mail's "call us" line fills in: the language's phone and the phone hours. */
export function phoneLineValues(settings: SiteSettings, language: Language) {
  return {
    phone: settings.phones[language].display,
    ...openingHoursText(settings.hours.phone, language),
  };
}

/** How every e-mail signs: the brand and its registration in the reader's language. */
export const emailSignature = (settings: SiteSettings, language: Language) =>
  `${settings.brandName} · ${legalRegistrationIn(settings, language)}`;

/** What the layout of a page in one language needs to show: sent to the browser, so nothing secret. */
export function siteForLanguage(settings: SiteSettings, language: Language) {
  return {
    brandName: settings.brandName,
    tagline: settings.tagline[language],
    phone: settings.phones[language],
    messaging: language === 'es' || language === 'pt' ? settings.messaging[language] : null,
    fax: settings.fax,
    officeAddress: settings.officeAddress,
    hours: settings.hours,
    customerServiceEmail: settings.mailboxes.customerService,
    legalRegistration: legalRegistrationIn(settings, language),
    tourismLicence: settings.tourismLicence,
    agencyPortal: settings.agencyPortal,
    externalFlightSearchUrl: settings.externalFlightSearchUrl,
    social: settings.social,
    languageSites: settings.languageSites,
  };
}

export type LayoutSite = ReturnType<typeof siteForLanguage>;
