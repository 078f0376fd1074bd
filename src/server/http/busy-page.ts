import { resolveLanguage } from '../../domain/language';
import { cookieValue, SITE_COOKIES } from '../../domain/site-cookies';
import { mailTexts } from '../mail/mail-texts';
import type { SiteSettings } from '../site-settings';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface BusyRequest {
  host: string;
  /** The page's path and query, already normalised. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * The 503 page of a request refused because its kind of work is full (work-limits.ts): in the
 * visitor's language, with the way forward (the same address again, or the phone), styled by the
 * site's own stylesheet when the build names it. Written here, not rendered by React, so that a
 * refusal costs next to nothing.
 */
export function busyPage(request: BusyRequest, site: SiteSettings, stylesheets: readonly string[]): string {
  const language = resolveLanguage(
    {
      host: request.host,
      queryParameter: new URLSearchParams(request.url.split('?')[1] ?? '').get('idioma'),
      cookie: cookieValue(request.cookie, SITE_COOKIES.language.name),
      acceptLanguage: request.acceptLanguage,
    },
    site.hostLanguages,
  );
  const t = mailTexts('common')(language);
  const title = escapeHtml(t('errors.busyTitle'));
  const phone = site.phones[language];
  const again = request.url.startsWith('/') ? request.url : '/';
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  const brand = `<header class="site-header"><div class="site-header__bar container"><a class="brand" href="/?idioma=${language}"><span class="brand__text"><span class="brand__name">${escapeHtml(site.brandName)}</span><span class="brand__tagline">${escapeHtml(site.tagline[language])}</span></span></a></div></header>`;
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title>${links}</head><body>${brand}<main class="container page error-screen" aria-labelledby="error-title"><h1 id="error-title">${title}</h1><p class="lead">${escapeHtml(t('errors.busyText'))}</p><div class="button-row"><a class="btn btn--primary btn--md" href="${escapeHtml(again)}">${escapeHtml(t('errors.tryAgain'))}</a><a class="btn btn--secondary btn--md" href="tel:${escapeHtml(phone.e164)}">${escapeHtml(t('errors.callUs', { phone: phone.display }))}</a><a class="btn btn--ghost btn--md" href="/?idioma=${language}">${escapeHtml(t('errors.backHome'))}</a></div></main></body></html>`;
}
