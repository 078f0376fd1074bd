import { describe, expect, it } from 'vitest';
import { DESTINATIONS } from './destinations';
import { TAX_NAMES } from '../texts/catalogue-terms';
import { CIRCUITS, COMBINED_TRIPS, EXCURSIONS, NOTES } from './trip-texts';

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
    ...circuit.highlights.map((texts, index) => ({
      label: `circuit ${circuit.key} highlight ${index + 1}`,
      texts,
      long: false,
    })),
    ...circuit.days.flatMap((day, index) => [
      { label: `circuit ${circuit.key} day ${index + 1} title`, texts: day.title, long: false },
      { label: `circuit ${circuit.key} day ${index + 1} description`, texts: day.description, long: true },
    ]),
  ]),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const destinationCodes = new Set(DESTINATIONS.map((destination) => destination.code));
const countryOf = (code: string) => DESTINATIONS.find((destination) => destination.code === code)?.country;
const containerOf = (code: string) =>
  DESTINATIONS.find((destination) => destination.code === code)?.container;

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

  it('keeps the first six combined trips, first stay 3 nights and later stays 4', () => {
    expect(COMBINED_TRIPS.slice(0, 6).map((trip) => trip.stays)).toEqual(
      [
        ['HAV', 'VRA'],
        ['SDQ', 'PUJ'],
        ['CUN', 'TUL'],
        ['CTG', 'ADZ'],
        ['MBJ', 'NEG'],
        ['AUA', 'CUR'],
      ].map((codes) => codes.map((destination, index) => ({ destination, nights: index === 0 ? 3 : 4 }))),
    );
  });

  it('has at least twelve combined trips, including one of three stays', () => {
    expect(COMBINED_TRIPS.length).toBeGreaterThanOrEqual(12);
    expect(COMBINED_TRIPS.some((trip) => trip.stays.length === 3)).toBe(true);
  });

  it.each(COMBINED_TRIPS)(
    'combined trip $key has 2 or 3 stays of 2 to 5 nights in known destinations of one country',
    ({ key, stays }) => {
      expect(stays.length).toBeGreaterThanOrEqual(2);
      expect(stays.length).toBeLessThanOrEqual(3);
      for (const { destination, nights } of stays) {
        expect(destinationCodes.has(destination), destination).toBe(true);
        expect(Number.isInteger(nights), destination).toBe(true);
        expect(nights, destination).toBeGreaterThanOrEqual(2);
        expect(nights, destination).toBeLessThanOrEqual(5);
      }
      expect(new Set(stays.map((stay) => stay.destination)).size).toBe(stays.length);
      // Aruba and Curaçao are two countries but one container (and a short hop apart): the only exception.
      const countries = new Set(stays.map((stay) => countryOf(stay.destination)));
      expect(countries.size).toBe(key === 'aruba-curacao' ? 2 : 1);
      expect(new Set(stays.map((stay) => containerOf(stay.destination))).size).toBe(1);
      const total = stays.reduce((sum, stay) => sum + stay.nights, 0);
      expect(total).toBeGreaterThanOrEqual(6);
      expect(total).toBeLessThanOrEqual(11);
    },
  );

  it('keeps the four original circuits with their countries, stops, nights and number of days', () => {
    expect(
      CIRCUITS.slice(0, 4).map(({ country, destination, stops, days }) => ({
        country,
        destination,
        stops: stops.map((stop) => `${stop.destination} ${stop.nights}`),
        days: days.length,
      })),
    ).toEqual([
      { country: 'CU', destination: 'HAV', stops: ['HAV 3', 'TND 2', 'VRA 2'], days: 8 },
      { country: 'MX', destination: 'CUN', stops: ['CUN 3', 'TUL 2', 'PCM 2'], days: 8 },
      { country: 'DO', destination: 'SDQ', stops: ['SDQ 2', 'AZS 3', 'PUJ 2'], days: 8 },
      { country: 'CO', destination: 'CTG', stops: ['CTG 3', 'SMR 3'], days: 7 },
    ]);
  });

  it('has at least nine circuits', () => {
    expect(CIRCUITS.length).toBeGreaterThanOrEqual(9);
  });

  it.each(CIRCUITS)(
    'circuit $key starts at its destination, stays in its country and sleeps every night but the last day',
    (circuit) => {
      expect(circuit.days.length).toBeGreaterThanOrEqual(7);
      expect(circuit.days.length).toBeLessThanOrEqual(10);
      expect(countryOf(circuit.destination)).toBe(circuit.country);
      expect(circuit.stops.map((stop) => stop.destination)).toContain(circuit.destination);
      expect(circuit.stops[0]?.destination).toBe(circuit.destination);
      for (const { destination, nights } of circuit.stops) {
        expect(destinationCodes.has(destination), destination).toBe(true);
        expect(countryOf(destination), destination).toBe(circuit.country);
        expect(Number.isInteger(nights) && nights >= 1, destination).toBe(true);
      }
      expect(circuit.stops.reduce((sum, stop) => sum + stop.nights, 0)).toBe(circuit.days.length - 1);
    },
  );

  it.each(CIRCUITS)('circuit $key has exactly three short highlights', ({ highlights }) => {
    expect(highlights).toHaveLength(3);
    for (const highlight of highlights) {
      for (const language of LANGUAGES) {
        const words = highlight[language].split(/\s+/).length;
        expect(words, `${language}: ${highlight[language]}`).toBeGreaterThanOrEqual(2);
        expect(words, `${language}: ${highlight[language]}`).toBeLessThanOrEqual(6);
      }
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
