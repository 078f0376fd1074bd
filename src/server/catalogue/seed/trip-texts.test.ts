import { describe, expect, it } from 'vitest';
import { DESTINATIONS } from './destinations';
import { CIRCUITS, COMBINED_TRIPS, EXCURSIONS, NOTES, TAX_NAMES } from './trip-texts';

const LANGUAGES = ['es', 'en', 'fr', 'it', 'pt', 'ro'] as const;
type Texts = Record<(typeof LANGUAGES)[number], string>;

/** Every Texts value in the file, labelled by where it is; `long` for sentences rather than names. */
const allTexts: Array<{ label: string; texts: Texts; long: boolean }> = [
  ...EXCURSIONS.flatMap((excursion) => [
    { label: `excursion ${excursion.key} group`, texts: excursion.group, long: false },
    { label: `excursion ${excursion.key} name`, texts: excursion.name, long: false },
    { label: `excursion ${excursion.key} description`, texts: excursion.description, long: true },
  ]),
  ...NOTES.flatMap((note, index) => [
    { label: `note ${index + 1} title`, texts: note.note1, long: false },
    { label: `note ${index + 1} text`, texts: note.note2, long: true },
  ]),
  ...Object.entries(TAX_NAMES).map(([type, texts]) => ({ label: `tax ${type}`, texts, long: false })),
  ...COMBINED_TRIPS.map((trip) => ({ label: `combined trip ${trip.key}`, texts: trip.name, long: false })),
  ...CIRCUITS.flatMap((circuit) => [
    { label: `circuit ${circuit.key} name`, texts: circuit.name, long: false },
    ...circuit.days.flatMap((day, index) => [
      { label: `circuit ${circuit.key} day ${index + 1} title`, texts: day.title, long: false },
      { label: `circuit ${circuit.key} day ${index + 1} description`, texts: day.description, long: true },
    ]),
  ]),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const destinationCodes = new Set(DESTINATIONS.map((destination) => destination.code));

describe('trip texts', () => {
  it.each(allTexts)('$label has a non-empty text in every language', ({ texts }) => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      expect(texts[language].trim(), language).not.toBe('');
      expect(texts[language], language).toBe(texts[language].trim());
    }
  });

  it.each(allTexts)('$label uses the same placeholders as the Spanish text', ({ texts }) => {
    const spanish = placeholders(texts.es);
    for (const language of LANGUAGES) expect(placeholders(texts[language]), language).toEqual(spanish);
  });

  it.each(allTexts.filter((entry) => entry.long))(
    '$label is translated, not copied from Spanish',
    ({ texts }) => {
      for (const language of LANGUAGES.filter((language) => language !== 'es')) {
        expect(texts[language], language).not.toBe(texts.es);
      }
    },
  );

  it('uses {destination} only in excursion descriptions', () => {
    const used = allTexts
      .filter((entry) => placeholders(entry.texts.es).length > 0)
      .map((entry) => entry.label);
    expect(used.length).toBeGreaterThan(0);
    for (const label of used) expect(label).toMatch(/^excursion .* description$/);
  });

  it('has 10 excursions in exactly 3 groups, each translated the same way everywhere', () => {
    expect(EXCURSIONS).toHaveLength(10);
    const groups = new Map<string, string>();
    for (const excursion of EXCURSIONS) {
      const translations = JSON.stringify(excursion.group);
      expect(groups.get(excursion.group.es) ?? translations).toBe(translations);
      groups.set(excursion.group.es, translations);
    }
    expect([...groups.keys()].sort()).toEqual([
      'Cultura e historia',
      'Excursiones en el mar',
      'Naturaleza y aventura',
    ]);
    expect(EXCURSIONS.some((excursion) => excursion.coastal)).toBe(true);
    expect(EXCURSIONS.some((excursion) => !excursion.coastal)).toBe(true);
  });

  it('has unique keys', () => {
    for (const list of [EXCURSIONS, COMBINED_TRIPS, CIRCUITS]) {
      const keys = list.map((item) => item.key);
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('has five notes covering general, flight and accommodation', () => {
    expect(NOTES).toHaveLength(5);
    expect(new Set(NOTES.map((note) => note.type))).toEqual(new Set([1, 2, 3]));
  });

  it('names the three tax types', () => {
    expect(Object.keys(TAX_NAMES).sort()).toEqual(['1', '2', '3']);
  });

  it('has six combined trips of two known destinations each', () => {
    expect(COMBINED_TRIPS.map((trip) => trip.stays)).toEqual([
      ['HAV', 'VRA'],
      ['SDQ', 'PUJ'],
      ['CUN', 'TUL'],
      ['CTG', 'ADZ'],
      ['MBJ', 'NEG'],
      ['AUA', 'CUR'],
    ]);
    for (const trip of COMBINED_TRIPS)
      for (const code of trip.stays) expect(destinationCodes.has(code), code).toBe(true);
  });

  it('has the four circuits with the stated countries, stops and number of days', () => {
    expect(
      CIRCUITS.map(({ country, destination, stops, days }) => ({
        country,
        destination,
        stops,
        days: days.length,
      })),
    ).toEqual([
      { country: 'CU', destination: 'HAV', stops: ['HAV', 'TND', 'VRA'], days: 8 },
      { country: 'MX', destination: 'CUN', stops: ['CUN', 'TUL', 'PCM'], days: 8 },
      { country: 'DO', destination: 'SDQ', stops: ['SDQ', 'AZS', 'PUJ'], days: 8 },
      { country: 'CO', destination: 'CTG', stops: ['CTG', 'SMR'], days: 7 },
    ]);
    for (const circuit of CIRCUITS) {
      expect(circuit.stops[0]).toBe(circuit.destination);
      for (const code of circuit.stops) expect(destinationCodes.has(code), code).toBe(true);
      const country = DESTINATIONS.find((destination) => destination.code === circuit.destination)?.country;
      expect(country).toBe(circuit.country);
    }
  });

  it('leaves the "Day N" prefix of circuit days to the site', () => {
    const prefix = /^(día|day|jour|giorno|dia|ziua)\s*\d/i;
    for (const circuit of CIRCUITS) {
      for (const day of circuit.days)
        for (const language of LANGUAGES) expect(day.title[language]).not.toMatch(prefix);
    }
  });
});
