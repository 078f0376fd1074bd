import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate } from './i18n';

describe('browser translator', () => {
  const translator = createTranslator('es', {
    common: { header: { callUs: 'Llámanos al {{phone}}' }, loading: 'Cargando…' },
    offer: { nights: '{{count}} noches' },
  });

  it('looks nested keys up and fills placeholders', () => {
    expect(translator.t('common', 'header.callUs', { phone: '+34 911' })).toBe('Llámanos al +34 911');
    expect(translator.t('offer', 'nights', { count: 7 })).toBe('7 noches');
    expect(translator.t('common', 'offer:nights', { count: 3 })).toBe('3 noches');
  });

  it('answers the key itself when a text is missing, and keeps unknown placeholders', () => {
    expect(translator.t('common', 'header.nothing')).toBe('header.nothing');
    expect(interpolate('Hola {{name}} {{other}}', { name: 'Ana' })).toBe('Hola Ana {{other}}');
  });

  it('adds a route’s namespaces without replacing ones it already has', () => {
    translator.add({ offer: { nights: 'cambiado' }, extra: { a: 'b' } });
    expect(translator.t('offer', 'nights', { count: 7 })).toBe('7 noches');
    expect(translator.t('extra', 'a')).toBe('b');
  });

  it('adds the sections a page left out of a namespace when another page sends them', () => {
    const partial = createTranslator('es', { booking: { form: { heading: 'Datos' } } });
    expect(partial.t('booking', 'page.heading')).toBe('page.heading');
    partial.add({ booking: { form: { heading: 'otro' }, page: { heading: 'Revisa tu viaje' } } });
    expect(partial.t('booking', 'page.heading')).toBe('Revisa tu viaje');
    expect(partial.t('booking', 'form.heading')).toBe('Datos');
  });
});

describe('plurals in the browser translator', () => {
  const nights = {
    nights_one: '{{count}} noapte',
    nights_few: '{{count}} nopți',
    nights_other: '{{count}} de nopți',
  };

  it('picks Romanian’s one, few and other forms as Intl.PluralRules says', () => {
    const ro = createTranslator('ro', { catalogue: nights });
    expect(ro.t('catalogue', 'nights', { count: 1 })).toBe('1 noapte');
    expect(ro.t('catalogue', 'nights', { count: 0 })).toBe('0 nopți');
    expect(ro.t('catalogue', 'nights', { count: 2 })).toBe('2 nopți');
    expect(ro.t('catalogue', 'nights', { count: 19 })).toBe('19 nopți');
    expect(ro.t('catalogue', 'nights', { count: 20 })).toBe('20 de nopți');
    expect(ro.t('catalogue', 'nights', { count: 101 })).toBe('101 nopți');
  });

  it('treats 0 and 1 as singular in French and only 1 in Spanish and English', () => {
    const stars = { stars_one: '{{count}} étoile', stars_other: '{{count}} étoiles' };
    const fr = createTranslator('fr', { catalogue: stars });
    expect(fr.t('catalogue', 'stars', { count: 0 })).toBe('0 étoile');
    expect(fr.t('catalogue', 'stars', { count: 1 })).toBe('1 étoile');
    expect(fr.t('catalogue', 'stars', { count: 2 })).toBe('2 étoiles');
    const es = createTranslator('es', {
      catalogue: { stars_one: '{{count}} estrella', stars_other: '{{count}} estrellas' },
    });
    expect(es.t('catalogue', 'stars', { count: 0 })).toBe('0 estrellas');
    expect(es.t('catalogue', 'stars', { count: 1 })).toBe('1 estrella');
    expect(es.t('catalogue', 'stars', { count: 5 })).toBe('5 estrellas');
  });

  it('falls back to _other, then to the bare key, and plurals only numbers', () => {
    const es = createTranslator('es', {
      offer: { people_other: '{{count}} personas', plain: '{{count}} × {{price}}' },
    });
    expect(es.t('offer', 'people', { count: 1 })).toBe('1 personas');
    expect(es.t('offer', 'plain', { count: 2, price: '9 €' })).toBe('2 × 9 €');
    expect(es.t('offer', 'people', { count: '1' })).toBe('people');
  });

  it('prefers an explicit _zero form for 0, as i18next does', () => {
    const en = createTranslator('en', {
      catalogue: { hotels_zero: 'No hotels', hotels_one: 'One hotel', hotels_other: '{{count}} hotels' },
    });
    expect(en.t('catalogue', 'hotels', { count: 0 })).toBe('No hotels');
    expect(en.t('catalogue', 'hotels', { count: 1 })).toBe('One hotel');
    expect(en.t('catalogue', 'hotels', { count: 3 })).toBe('3 hotels');
  });
});
