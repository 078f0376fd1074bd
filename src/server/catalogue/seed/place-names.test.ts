import { describe, expect, it } from 'vitest';
import { FLIGHT_ONLY_DESTINATIONS, placeName } from '../../../domain/constants';
import { LANGUAGES } from '../../../domain/language';
import { DESTINATION_TEXTS } from './destination-texts';

describe('place names of the demo catalogue', () => {
  it('names the footer’s flights-only destinations as the catalogue does, in every language', () => {
    for (const { code, names } of FLIGHT_ONLY_DESTINATIONS) {
      const texts = DESTINATION_TEXTS[code];
      if (code === 'SJU') continue; // "Puerto Rico": the island's (country) name, not San Juan's.
      expect(texts, code).toBeDefined();
      for (const language of LANGUAGES)
        expect(placeName(names, language), `${code} ${language}`).toBe(texts?.[language].name);
    }
  });

  it('names Havana and Salvador as each language does', () => {
    const names = (code: string) => LANGUAGES.map((language) => DESTINATION_TEXTS[code]?.[language].name);
    expect(names('HAV')).toEqual(['La Habana', 'Havana', 'La Havane', 'L’Avana', 'Havana', 'Havana']);
    expect(names('SSA')).toEqual([
      'Salvador de Bahía',
      'Salvador da Bahia',
      'Salvador de Bahia',
      'Salvador de Bahia',
      'Salvador da Bahia',
      'Salvador de Bahia',
    ]);
  });
});
