import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { CALLBACK_SLOTS, openingHoursText, slotText } from './opening-hours';

const phone = { weekdays: '10:00-22:00', saturday: '10:00-18:00' };

describe('opening hours', () => {
  it.each([
    ['es', '(hora peninsular)'],
    ['en', '(Spain time)'],
    ['fr', '(heure d’Espagne)'],
    ['it', '(ora spagnola)'],
    ['pt', '(hora de Espanha)'],
    ['ro', '(ora Spaniei)'],
  ] as const)('says in %s that the hours are Spain’s: %s', (language, zone) => {
    expect(openingHoursText(phone, language)).toEqual({
      from: '10:00',
      to: '22:00',
      satFrom: '10:00',
      satTo: `18:00 ${zone}`,
      weekdays: '10:00–22:00',
      saturday: `10:00–18:00 ${zone}`,
    });
    expect(slotText(CALLBACK_SLOTS.morning, language)).toBe(`10:00–14:00 ${zone}`);
  });

  it('names the zone once, after the last time, whichever values a sentence takes', () => {
    for (const language of LANGUAGES) {
      const text = openingHoursText({ weekdays: '10:00-19:00', saturday: '10:00-13:30' }, language);
      const sentence = `${text.from}–${text.to} · ${text.satFrom}–${text.satTo}`;
      expect(sentence).toMatch(/^10:00–19:00 · 10:00–13:30 \(.+\)$/);
      expect(`${text.weekdays} · ${text.saturday}`).toBe(sentence);
    }
  });
});
