import { describe, expect, it } from 'vitest';
import type { BedBankCity } from './bed-bank';
import { bedBankText, findCities } from './city-lookup';

const city = (
  id: number,
  es: string,
  en: string,
  fr: string,
  hotels: number,
): BedBankCity & { hotels: number } => ({
  id,
  country: 'XX',
  name: { es, en, fr },
  latitude: 0,
  longitude: 0,
  kind: 'city',
  catalogueDestination: null,
  hotels,
});

const cities = [
  city(1, 'Cancún', 'Cancun', 'Cancún', 40),
  city(2, 'Londres', 'London', 'Londres', 0),
  city(3, 'Bucarest', 'Bucharest', 'Bucarest', 100),
  city(4, 'Lisboa', 'Lisbon', 'Lisbonne', 150),
  city(5, 'Punta Cana', 'Punta Cana', 'Punta Cana', 60),
  city(6, 'Playa del Carmen', 'Playa del Carmen', 'Playa del Carmen', 30),
  city(7, 'La Habana', 'Havana', 'La Havane', 45),
];
const ids = (typed: string) => findCities(cities, typed).map((found) => found.id);

describe('finding a city by its name', () => {
  it('ignores accents and case and reads the three languages', () => {
    expect(ids('CANCUN')).toEqual([1]);
    expect(ids('bucharest')).toEqual([3]);
    expect(ids('lisbonne')).toEqual([4]);
    expect(ids('havane')).toEqual([7]);
  });

  it('ranks a name that starts so before a word of it, before a part of it', () => {
    expect(ids('pla')).toEqual([6]);
    expect(ids('ca')).toEqual([1, 5, 6, 3]);
  });

  it('leaves out cities without hotels and needs two letters', () => {
    expect(ids('londres')).toEqual([]);
    expect(ids('l')).toEqual([]);
  });

  it('shows English where the bed bank has no text in the visitor’s language', () => {
    expect(bedBankText({ es: 'Hola', en: 'Hello', fr: 'Bonjour' }, 'ro')).toEqual({
      text: 'Hello',
      language: 'en',
    });
    expect(bedBankText({ es: 'Hola', en: 'Hello', fr: 'Bonjour' }, 'fr')).toEqual({
      text: 'Bonjour',
      language: 'fr',
    });
  });
});
