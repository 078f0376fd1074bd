import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../domain/language';
import { projectRoot } from '../project-root';
import type { Translate } from './email-layout';

/**
 * The namespaces whose texts are needed outside a page: e-mails sent by the APIs and the back
 * office, the command-line tools' messages (backOffice, Spanish and English only), the busy
 * page sent before any page renders (common), and the circuits' category names a booked trip's
 * name carries (trips).
 */
const MAIL_NAMESPACES = ['myBooking', 'changes', 'backOffice', 'common', 'trips'] as const;
type MailNamespace = (typeof MAIL_NAMESPACES)[number];

const localesDir = path.join(projectRoot, 'src/locales');
const texts = i18next.createInstance();
void texts.init({
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(
        MAIL_NAMESPACES.filter((ns) => existsSync(path.join(localesDir, language, `${ns}.json`))).map(
          (ns) => [
            ns,
            JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8')) as object,
          ],
        ),
      ),
    ]),
  ),
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/**
 * The storefront's own texts for e-mails that no page sends (a message the booking team posts
 * through the API): the same locale files the pages read, loaded once.
 */
export const mailTexts =
  (namespace: MailNamespace) =>
  (language: Language): Translate =>
    texts.getFixedT(language, namespace) as Translate;
