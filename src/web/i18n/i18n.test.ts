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
