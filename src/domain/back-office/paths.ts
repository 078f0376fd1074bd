import type { Language } from '../language';

/** Where the booking team works. */
export const BACK_OFFICE_PREFIX = '/gestion';
export const SIGN_IN_PATH = '/gestion/entrar';
export const SECOND_FACTOR_PATH = '/gestion/verificacion';
export const SIGN_OUT_PATH = '/gestion/salir';
/** The cookie of an agent's session (Path=/, read by the back-office gate only). */
export const AGENT_COOKIE = 'gestion';
/** The form field every back-office form carries with the session's CSRF token. */
export const CSRF_FIELD = 'csrf';

/** A back-office path, with or without React Router's `.data` suffix, any case. */
export function isBackOfficePath(pathname: string): boolean {
  const path = pathname
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return path === BACK_OFFICE_PREFIX || path.startsWith(`${BACK_OFFICE_PREFIX}/`);
}

/** The languages of the team's pages. */
export const BACK_OFFICE_LANGUAGES = ['es', 'en'] as const;

/** The back office speaks Spanish and English: English for an English visitor, Spanish otherwise. */
export const backOfficeLanguage = (language: Language): (typeof BACK_OFFICE_LANGUAGES)[number] =>
  language === 'en' ? 'en' : 'es';

/** A place to go back to after signing in: one of our back-office pages, nothing else. */
export function safeReturnPath(value: string | null): string {
  if (!value || !/^\/gestion(\/[A-Za-z0-9/_-]*)?$/.test(value) || value.includes('//'))
    return BACK_OFFICE_PREFIX;
  return value;
}

/** What a client-side form post with another session's CSRF token is answered (the error screen says so). */
export const STALE_FORM = 'stale-form';
