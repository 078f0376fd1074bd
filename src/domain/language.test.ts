import { describe, expect, it } from 'vitest';
import { languageForHost, languagesFromAcceptHeader, resolveLanguage, toLanguage } from './language';

const hosts = { es: 'es', pt: 'pt', 'co.uk': 'en', it: 'it' } as const;

describe('language resolution', () => {
  it('accepts the specification code us as English', () => {
    expect(toLanguage('us')).toBe('en');
    expect(toLanguage('RO')).toBe('ro');
    expect(toLanguage('de')).toBeUndefined();
  });

  it('picks the site language from the domain ending before anything else', () => {
    expect(languageForHost('www.caribe.co.uk', hosts)).toBe('en');
    expect(languageForHost('caribe.pt:443', hosts)).toBe('pt');
    expect(languageForHost('localhost:3000', hosts)).toBeUndefined();
    expect(resolveLanguage({ host: 'caribe.it', queryParameter: 'fr', cookie: 'ro' }, hosts)).toBe('it');
  });

  it('then the idioma parameter, then the cookie, then Accept-Language, then Spanish', () => {
    const host = 'localhost:3000';
    expect(resolveLanguage({ host, queryParameter: 'us', cookie: 'ro' }, hosts)).toBe('en');
    expect(resolveLanguage({ host, queryParameter: 'xx', cookie: 'ro' }, hosts)).toBe('ro');
    expect(resolveLanguage({ host, acceptLanguage: 'de-DE,fr;q=0.8,en;q=0.9' }, hosts)).toBe('en');
    expect(resolveLanguage({ host, acceptLanguage: 'de-DE' }, hosts)).toBe('es');
    expect(resolveLanguage({}, hosts)).toBe('es');
  });

  it('orders Accept-Language by quality and ignores q=0', () => {
    expect(languagesFromAcceptHeader('pt-BR;q=0.5, it;q=0, fr')).toEqual(['fr', 'pt']);
  });
});
