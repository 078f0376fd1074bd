import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../domain/language';
import { ConfigError, loadConfig } from './config';
import { siteForLanguage } from './site-settings';

describe('configuration', () => {
  it('defaults to the embedded database, port 3000 and the demo catalogue', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.catalogue).toBe('demo');
    expect(config.database.kind).toBe('pglite');
    expect(config.smtpTimeoutMs).toBe(20_000);
    expect(loadConfig({ SMTP_TIMEOUT_MS: '2000' }).smtpTimeoutMs).toBe(2_000);
    expect(config.site.hours.phone.weekdays).toBe('10:00-22:00');
    expect(config.site.hours.office.saturday).toBe('10:00-13:30');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('lets a deployment override part of the site settings and keeps the rest', () => {
    const config = loadConfig({
      SITE_SETTINGS: JSON.stringify({ brandName: 'Agencia Real', fax: '+34 900 000 000' }),
    });
    expect(config.site.brandName).toBe('Agencia Real');
    expect(config.site.phones.es.e164).toBe('+34911234567');
  });

  it('prints the agency registration in the visitor’s language, or one text set for all of them', () => {
    const demo = loadConfig({}).site;
    const texts = LANGUAGES.map((language) => siteForLanguage(demo, language).legalRegistration);
    expect(new Set(texts).size).toBe(LANGUAGES.length);
    expect(siteForLanguage(demo, 'en').legalRegistration).toContain('Travel agency registered');
    expect(siteForLanguage(demo, 'fr').legalRegistration).toContain('données de démonstration');
    const real = loadConfig({
      SITE_SETTINGS: JSON.stringify({ legalRegistration: 'Agencia Real S.L. · CICMA 1' }),
    });
    for (const language of LANGUAGES)
      expect(siteForLanguage(real.site, language).legalRegistration).toBe('Agencia Real S.L. · CICMA 1');
  });

  it('trusts no proxy unless told which, and only addresses, ranges or named ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, 127.0.0.1 ,loopback,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
      '::1',
    ]);
    for (const value of ['true', '*', '1', 'proxy.example', '10.0.0.0/99'])
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('asks for a long metrics token when one is set', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('rejects bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ CATALOGUE: 'full' })).toThrow(/CATALOGUE/);
    for (const value of ['abc', '999', '120001', '1.5']) {
      expect(() => loadConfig({ SMTP_TIMEOUT_MS: value })).toThrow(/SMTP_TIMEOUT_MS/);
    }
    expect(() => loadConfig({ SITE_SETTINGS: JSON.stringify({ phones: { es: { e164: '123' } } }) })).toThrow(
      /site settings/,
    );
  });
});
