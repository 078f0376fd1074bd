import { mealCode } from '../../../domain/booking/status';
import type { Language } from '../../../domain/language';

/**
 * Names the running catalogue gives to codes in each language: meal plans, amenities and tax
 * types. The packages API and the pages name them from here; the demo generator (seed/) does not
 * need them.
 */
type Texts = Record<Language, string>;

export const MEAL_PLANS: Record<'TI' | 'MP' | 'AD' | 'SA' | 'PC', Texts> = {
  TI: {
    es: 'Todo incluido',
    en: 'All inclusive',
    fr: 'Tout compris',
    it: 'Tutto incluso',
    pt: 'Tudo incluído',
    ro: 'Totul inclus',
  },
  MP: {
    es: 'Media pensión',
    en: 'Half board',
    fr: 'Demi-pension',
    it: 'Mezza pensione',
    pt: 'Meia pensão',
    ro: 'Demipensiune',
  },
  AD: {
    es: 'Alojamiento y desayuno',
    en: 'Bed and breakfast',
    fr: 'Chambre et petit-déjeuner',
    it: 'Pernottamento e colazione',
    pt: 'Alojamento e pequeno-almoço',
    ro: 'Cazare și mic dejun',
  },
  SA: {
    es: 'Solo alojamiento',
    en: 'Room only',
    fr: 'Logement seul',
    it: 'Solo pernottamento',
    pt: 'Só alojamento',
    ro: 'Doar cazare',
  },
  PC: {
    es: 'Pensión completa',
    en: 'Full board',
    fr: 'Pension complète',
    it: 'Pensione completa',
    pt: 'Pensão completa',
    ro: 'Pensiune completă',
  },
};

/**
 * A booked meal plan's name in a language, from the code a booking keeps (the Spanish name's first
 * two letters: TO, ME, AL, SO, PE); undefined for a code no meal plan has.
 */
export function bookedMealPlanName(code: string, language: Language): string | undefined {
  return Object.values(MEAL_PLANS).find((names) => mealCode(names.es) === code)?.[language];
}

export const AMENITY_NAMES: Record<
  'balcony' | 'bathtub' | 'cafeteria' | 'safe' | 'freshwaterPool' | 'sauna' | 'massage',
  Texts
> = {
  balcony: { es: 'Balcón', en: 'Balcony', fr: 'Balcon', it: 'Balcone', pt: 'Varanda', ro: 'Balcon' },
  bathtub: { es: 'Bañera', en: 'Bath', fr: 'Baignoire', it: 'Vasca da bagno', pt: 'Banheira', ro: 'Cadă' },
  cafeteria: {
    es: 'Cafetería',
    en: 'Café',
    fr: 'Cafétéria',
    it: 'Caffetteria',
    pt: 'Cafetaria',
    ro: 'Cafenea',
  },
  safe: { es: 'Caja fuerte', en: 'Safe', fr: 'Coffre-fort', it: 'Cassaforte', pt: 'Cofre', ro: 'Seif' },
  freshwaterPool: {
    es: 'Piscina de agua dulce',
    en: 'Freshwater pool',
    fr: 'Piscine d’eau douce',
    it: 'Piscina di acqua dolce',
    pt: 'Piscina de água doce',
    ro: 'Piscină cu apă dulce',
  },
  sauna: { es: 'Sauna', en: 'Sauna', fr: 'Sauna', it: 'Sauna', pt: 'Sauna', ro: 'Saună' },
  massage: { es: 'Masajes', en: 'Massages', fr: 'Massages', it: 'Massaggi', pt: 'Massagens', ro: 'Masaje' },
};

/** Tax types: 1 airport taxes, 2 fuel surcharge, 3 the tourist card of the Dominican Republic and Cuba (in the price). */
export const TAX_NAMES: Record<1 | 2 | 3, Texts> = {
  1: {
    es: 'Tasas aeroportuarias',
    en: 'Airport taxes',
    fr: 'Taxes aéroportuaires',
    it: 'Tasse aeroportuali',
    pt: 'Taxas aeroportuárias',
    ro: 'Taxe de aeroport',
  },
  2: {
    es: 'Recargo por combustible',
    en: 'Fuel surcharge',
    fr: 'Surcharge carburant',
    it: 'Supplemento carburante',
    pt: 'Sobretaxa de combustível',
    ro: 'Suprataxă de combustibil',
  },
  3: {
    es: 'Tarjeta de turista',
    en: 'Tourist card',
    fr: 'Carte de tourisme',
    it: 'Carta turistica',
    pt: 'Cartão de turista',
    ro: 'Card de turist',
  },
};

/** A meal plan's name in a language (its code when it has none). */
export function mealPlanName(code: string, language: Language): string {
  return MEAL_PLANS[code as keyof typeof MEAL_PLANS]?.[language] ?? code;
}

/** An amenity's name in a language (its code when it has none). */
export function amenityName(code: string, language: Language): string {
  return AMENITY_NAMES[code as keyof typeof AMENITY_NAMES]?.[language] ?? code;
}

/** A tax type's name in a language (empty for a type it does not know). */
export function taxName(taxTypeId: number, language: Language): string {
  return TAX_NAMES[taxTypeId as keyof typeof TAX_NAMES]?.[language] ?? '';
}
