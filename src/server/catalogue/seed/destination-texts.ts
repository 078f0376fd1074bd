import { DESTINATION_TEXTS_CARIBBEAN } from './destination-texts-caribbean';
import { DESTINATION_TEXTS_MORE } from './destination-texts-more';

export type Language = 'es' | 'en' | 'fr' | 'it' | 'pt' | 'ro';
export type DestinationTexts = Record<Language, { name: string; description: string }>;

export const CONTAINER_NAMES: Record<number, Record<Language, string>> = {
  1: {
    es: 'República Dominicana',
    en: 'Dominican Republic',
    fr: 'République dominicaine',
    it: 'Repubblica Dominicana',
    pt: 'República Dominicana',
    ro: 'Republica Dominicană',
  },
  2: { es: 'México', en: 'Mexico', fr: 'Mexique', it: 'Messico', pt: 'México', ro: 'Mexic' },
  3: { es: 'Cuba', en: 'Cuba', fr: 'Cuba', it: 'Cuba', pt: 'Cuba', ro: 'Cuba' },
  4: {
    es: 'Jamaica y Puerto Rico',
    en: 'Jamaica and Puerto Rico',
    fr: 'Jamaïque et Porto Rico',
    it: 'Giamaica e Portorico',
    pt: 'Jamaica e Porto Rico',
    ro: 'Jamaica și Puerto Rico',
  },
  5: {
    es: 'Aruba y Curazao',
    en: 'Aruba and Curaçao',
    fr: 'Aruba et Curaçao',
    it: 'Aruba e Curaçao',
    pt: 'Aruba e Curaçau',
    ro: 'Aruba și Curaçao',
  },
  6: {
    es: 'Brasil y Colombia',
    en: 'Brazil and Colombia',
    fr: 'Brésil et Colombie',
    it: 'Brasile e Colombia',
    pt: 'Brasil e Colômbia',
    ro: 'Brazilia și Columbia',
  },
};

/** Name and description of every destination, in the six languages, by destination code. */
export const DESTINATION_TEXTS: Record<string, DestinationTexts> = {
  ...DESTINATION_TEXTS_CARIBBEAN,
  ...DESTINATION_TEXTS_MORE,
};
