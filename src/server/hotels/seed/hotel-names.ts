import type { Random } from '../../../domain/random';
import { HOTEL_NAME_PARTS } from '../../catalogue/seed/accommodation-texts';
import type { NameStyle } from './european-cities';
import { bareName, list, ofArea } from './place-grammar';

/**
 * Hotel names in the local style of each place: a hostal in Lavapiés, an hôtel in the Marais, a
 * pensione in Trastevere, a pousada in Bahia, a Papiamento "kas" in Curaçao. Each style has
 * patterns for budget (1–2 stars), mid-range (3) and upscale (4–5) hotels, whose {slots} take the
 * hotel's own neighbourhood or a word of the style's lists. Every name is invented: no chain's.
 */

type Tier = 'budget' | 'mid' | 'upscale';
type Patterns = Record<Tier, string[]>;

interface Style {
  patterns: Patterns;
  /** The patterns of an old town sold as a city (Havana, Cartagena), where they differ. */
  oldTown?: Patterns;
  slots: Record<string, string[]>;
}

const patterns = (budget: string, mid: string, upscale: string): Patterns => ({
  budget: list(budget),
  mid: list(mid),
  upscale: list(upscale),
});

const SPANISH_CARIBBEAN_COLONIAL =
  list(`Los Frailes, La Catedral, El Conde, La Ceiba, Los Balcones, El Aljibe,
  La Muralla, San Francisco, Santa Clara, La Merced, El Tejadillo, Las Bóvedas, La Marquesa, Los Portales,
  El Convento, La Real Aduana, Los Faroles, El Zaguán, La Recova, Las Rejas, El Campanario, La Alameda`);

const STYLES: Record<NameStyle, Style> = {
  es: {
    patterns: patterns(
      'Hostal {area}, Hostal {street}, Pensión {motif}, Hostal Plaza {ofArea}, Hostal {motif}, Pensión {street}, Hostal {motif} {area}',
      `Hotel {area}, Hotel {street}, Hotel {motif}, Hotel {motif} {area}, Hotel Casa {ofArea}, Apartahotel {area},
        Hotel Plaza {ofArea}, Hotel {motif} {street}`,
      `Gran Hotel {motif}, Hotel Palacio {ofArea}, Gran Hotel {area}, Hotel {motif} {area}, Palacio {noble},
        Hotel Casa {noble}, Gran Hotel {street}, Hotel Palacio {noble}`,
    ),
    slots: {
      motif: list(`Las Letras, El Mirador, La Fuente, El Jardín, Los Arcos, La Corrala, El Cisne, La Estrella,
        El Olivo, Los Tilos, La Alameda, El Azahar, La Torre, El Claustro, La Glorieta, Los Faroles, El Patio,
        La Veleta, El Balcón, Las Columnas, El Ateneo, La Zarzuela, El Liceo, La Buhardilla, El Carmen, La Lonja,
        Los Naranjos, La Rotonda, El Paseo, Las Acacias, La Muralla, El Mercado, La Giralda, El Foro, La Cúpula`),
      noble:
        list(`de los Duques, del Marqués, de la Condesa, de Santa Bárbara, de San Miguel, de los Austrias,
        del Conde Duque, de las Salesas, de la Infanta, del Almirante, de los Virreyes, del Cardenal`),
    },
  },
  'es-caribbean': {
    patterns: patterns(
      'Hostal {area}, Posada {motif}, Hotel {motif}, Casa {motif}, Hostal {motif}',
      `{prefix} {core}, {prefix} {core} {suffix}, Hotel {motif} {area}, Hotel Boutique {motif}, {brand} {area}`,
      `{brand} {area} {resort}, {brand} {area}, Gran {brand} {area}, {prefix} {core} {suffix}, {brand} {core} {resort}`,
    ),
    oldTown: patterns(
      'Hostal {colonial}, Casa {colonial}, Hostal {area}, Posada {colonial}',
      'Hotel {colonial}, Hotel Boutique {colonial}, Hotel Colonial {colonial}, Hotel {street}, Casa {colonial} {area}',
      'Gran Hotel {colonial}, Hotel Palacio {colonial}, {brand} {area}, Gran Hotel {street}, Palacio {colonial}',
    ),
    slots: {
      prefix: HOTEL_NAME_PARTS.prefixes,
      core: HOTEL_NAME_PARTS.cores,
      suffix: HOTEL_NAME_PARTS.suffixes,
      motif: HOTEL_NAME_PARTS.cores,
      colonial: SPANISH_CARIBBEAN_COLONIAL,
      brand: list(`Marenia, Solarena, Arenalia, Oleaje, Palmareal, Maravela, Azulina, Brisamar, Lunamar,
        Mareazul, Velamar, Ondalia, Sotavento, Barlovento, Caracolí, Arrecifal`),
      resort: list(
        'Beach Resort, Resort & Spa, All Inclusive, Golf & Spa, Suites, Grand Resort, Ocean Resort',
      ),
    },
  },
  fr: {
    patterns: patterns(
      'Hôtel {motif}, Hôtel {ofArea}, Hôtel {street}, Hôtel {motif} {area}, Hôtel {ofArea} {saint}, Hôtel {surname}',
      `Hôtel {ofArea}, Hôtel {motif}, Hôtel {motif} {area}, Hôtel {ofArea} {saint}, Le Relais {area},
        La Maison {ofArea}, Hôtel {street}, Villa {area}, Résidence {area}, Hôtel {surname} {area}`,
      `Grand Hôtel {ofArea}, Hôtel Particulier {area}, Maison {surname}, Le Pavillon {ofArea}, Hôtel {motif} {area},
        Le Palais {ofArea}, Hôtel {surname} {area}, Villa {surname}, Hôtel Particulier {surname}`,
    ),
    slots: {
      motif: list(`des Arts, du Théâtre, de la Paix, du Square, du Parc, de la Tour, des Poètes, du Palais,
        de l'Horloge, du Cygne, des Lilas, de la Fontaine, du Levant, des Voyageurs, du Nord, de Lutèce,
        des Académies, du Jardin, de la Terrasse, des Marronniers, de la Gare, des Ambassadeurs, du Commerce,
        de l'Univers, du Globe, des Écoles, de Seine, des Tilleuls, du Lion d'Or, de la Lanterne, des Trois Clés,
        du Cheval Blanc, de l'Étoile, du Printemps, de la Comédie, des Beaux-Arts, de la Belle Époque, du Midi,
        des Glycines, du Vieux Moulin, de la Rotonde, des Orfèvres, du Bon Accueil, des Muses, du Passage`),
      saint:
        list(`Saint-Paul, Saint-Louis, Sainte-Anne, Saint-Jacques, Saint-Martin, Sainte-Cécile, Saint-Georges,
        Saint-Charles, Saint-Vincent, Sainte-Marthe, Saint-Roch, Sainte-Claire`),
      surname:
        list(`Delacroix, Beaumarchais, Lamartine, Rameau, Colbert, Mansart, Vauban, Duval, Lefèvre, Moreau,
        Garnier, Rousseau, Morel, Chevalier, Fontaine, Delorme, Marceau, Bonnard, Corot, Daubigny, Courbet, Fragonard`),
    },
  },
  it: {
    patterns: patterns(
      'Hotel {area}, Pensione {motif}, Albergo {motif}, Locanda {motif}, Hotel {street}, Pensione {area}',
      'Hotel {area}, Hotel {motif}, Hotel {street}, Residenza {area}, Hotel {motif} {area}, Albergo {area}',
      `Grand Hotel {area}, Palazzo {surname}, Hotel {motif}, Villa {surname}, Palazzo {area}, Residenza {surname},
        Grand Hotel {motif}`,
    ),
    slots: {
      motif: list(`della Fontana, dei Fiori, del Sole, della Luna, delle Muse, degli Artisti, dei Portici,
        della Torre, del Teatro, del Giardino, delle Rose, dell'Orologio, dei Cavalieri, della Scala, del Tevere,
        delle Colonne, della Pace, dell'Arco, del Pozzo, delle Grazie, dei Papi, del Cardinale, degli Angeli,
        del Borgo, delle Vigne, dei Gelsomini, della Lupa, del Campanile`),
      surname:
        list(`Orsini, Colonna, Caetani, Altieri, Ruspoli, Odescalchi, Santacroce, Spada, Mattei, Falconieri,
        Ricci, Conti, Savelli, Cenci, Boncompagni, Patrizi, Capranica, Sciarra`),
    },
  },
  pt: {
    patterns: patterns(
      'Pensão {motif}, Residencial {area}, Residencial {motif}, Hospedaria {motif}, Pensão {area}',
      'Hotel {area}, Hotel {motif}, Casa {motif}, Hotel {street}, Hotel {motif} {area}, Residencial {street}',
      'Palácio {surname}, Grande Hotel {area}, Hotel {motif}, Casa {surname}, Solar {surname}, Palácio {area}',
    ),
    slots: {
      motif: list(`do Castelo, das Janelas, do Miradouro, da Sé, dos Azulejos, do Fado, da Ribeira, do Tejo,
        das Flores, do Elevador, da Saudade, dos Navegantes, do Largo, da Fonte, do Chafariz, das Oliveiras,
        da Travessa, do Arco, das Gaivotas, da Calçada, dos Jacarandás, do Eléctrico`),
      surname: list(`Almeida, Castro, Meneses, Lencastre, Sampaio, Vasconcelos, Ataíde, Noronha, Mascarenhas,
        Albuquerque, Cunha, Teles, Quintela, Palmela`),
    },
  },
  'pt-brazil': {
    patterns: patterns(
      'Pousada {motif}, Pousada {area}, Hostel {area}, Pousada {street}',
      'Hotel {motif}, Pousada {motif}, Hotel {area}, Hotel {motif} {area}, Pousada {brand}',
      '{brand} {area} Resort, Grande Hotel {motif}, Hotel {motif}, Resort {brand}, {brand} Eco Resort',
    ),
    slots: {
      motif: list(`do Farol, das Palmeiras, dos Coqueiros, da Ladeira, do Sol, da Lua, das Conchas, do Mar,
        da Baía, do Largo, da Ribeira, dos Saveiros, das Jangadas, da Brisa, do Cais, das Mangueiras,
        da Tartaruga, do Coral, da Sereia, do Pelourinho, das Baianas`),
      brand: list(
        'Maré Alta, Areia Branca, Vento Leste, Sol da Bahia, Dendê, Água de Coco, Mar Aberto, Terra Boa',
      ),
    },
  },
  ro: {
    patterns: patterns(
      'Hotel {area}, Pensiunea {motif}, Hostel {area}, Vila {motif}',
      'Hotel {area}, Hotel {motif}, Hotel {street}, Vila {surname}, Casa {motif}, Hotel {motif} {area}',
      'Grand Hotel {motif}, Palatul {surname}, Hotel {surname}, Casa {surname}, Grand Hotel {area}',
    ),
    slots: {
      motif:
        list(`Trandafirul, Teiul, Castanul, Cerbul, Steaua, Luceafărul, Dâmbovița, Carpați, Arcadia, Ateneu,
        Bucur, Muntenia, Victoria, Casa Veche, Lotus, Liliacul, Crinul, Izvorul, Cişmeaua, Hanul Vechi, Lalele`),
      surname:
        list(`Cantacuzino, Brâncoveanu, Ghica, Sturdza, Știrbei, Bibescu, Cesianu, Filipescu, Văcărescu,
        Golescu, Kretzulescu, Manu, Oteteleșanu`),
    },
  },
  'en-caribbean': {
    patterns: patterns(
      '{motif} Guest House, {motif} Inn, {area} Inn, {motif} Cottages',
      '{motif} Hotel, {motif} Resort, {motif} Beach Hotel, {motif} Villas, {motif} Lodge, {area} Beach Hotel',
      '{motif} Resort & Spa, {area} {motif} Resort, The {motif} Beach Club, Grand {motif} Resort, {motif} Villas & Spa',
    ),
    slots: {
      motif: list(`Sandy Cove, Coral Gardens, Blue Lagoon, Sea Grape, Bamboo Bay, Mango Tree, Hummingbird,
        Doctor Bird, Ackee Tree, Royal Palm, Silver Sands, Sunset Ridge, Coconut Grove, Blue Mahoe, Lignum Vitae,
        Almond Tree, Breadfruit Hill, Seaview, Turtle Cove, Pimento Hill, Sugar Bay, Calabash, Tamarind Hill,
        Frangipani, Starfish, Pelican Point, Driftwood, Soursop, Croton Gardens, Cutlass Bay`),
    },
  },
  'nl-caribbean': {
    patterns: patterns(
      'Kas di {papiamento}, {motif} Apartments, Hotel {dutch}, Pension {dutch}',
      '{motif} Hotel, Hotel {dutch}, {motif} Suites, Landhuis {motif}, Kas di {papiamento} Suites',
      '{motif} Beach Resort, {motif} Resort & Spa, Boca {motif} Beach Resort, Landhuis {motif}, {motif} Ocean Resort',
    ),
    slots: {
      motif:
        list(`Dushi, Bon Bini, Kadushi, Watapana, Shimaruku, Yuana, Sero Colorado, Kunuku, Brisa di Laman,
        Sol di Tardi, Trupial, Kibrahacha, Flamboyan, Palu Blanku, Barbulètè, Kokolishi`),
      papiamento: list('Laman, Piedra, Solo, Brisa, Koral, Palma, Karkó, Tortuga'),
      dutch: list(`Zeezicht, Zonnestraal, Het Strandhuis, De Palmboom, Zeewind, De Pelikaan, Het Koraal,
        Zonnebloem, De Schelp, Klein Paradijs, De Zeemeeuw, Oranjehof`),
    },
  },
};

/**
 * A street's own name for a hotel's: "Fuencarral" of "Calle de Fuencarral", "Coronari" of "Via dei
 * Coronari"; French keeps its "de" ("Hôtel des Martyrs", "Hôtel de Rivoli").
 */
const STREET_KIND =
  /^(rue|boulevard|avenue|Calle|Carrer|Via|Viale|Rua|Avenida|Strada|Calea|Bulevardul|Șoseaua|Paseo|Passeig|Travessa|Largo|Calçada) /;
const STREET_OF = /^(de la |de l'|del |des |de |d'|du |dei |della |delle |degli |do |da |dos |das )/;
const streetName = (street: string, style: NameStyle) => {
  const name = street.replace(STREET_KIND, '');
  if (style === 'fr') return name;
  const own = name.replace(STREET_OF, '');
  return own.charAt(0).toUpperCase() + own.slice(1);
};

export const tierOf = (stars: number): Tier => (stars <= 2 ? 'budget' : stars === 3 ? 'mid' : 'upscale');

export interface NamePlace {
  style: NameStyle;
  kind: 'beach' | 'city';
  streets: readonly string[];
}

/**
 * A hotel's name, new in its city (`used` holds the names taken, the catalogue's first). The
 * hotel's neighbourhood fills {area}; other slots draw from the style's lists.
 */
export function hotelName(
  random: Random,
  place: NamePlace,
  stars: number,
  area: string,
  used: Set<string>,
): string {
  const style = STYLES[place.style];
  const tier = tierOf(stars);
  const choices = (place.kind === 'city' && style.oldTown ? style.oldTown : style.patterns)[tier];
  const language = place.style === 'fr' ? 'fr' : 'es';
  const streets = place.streets
    .map((street) => streetName(street, place.style))
    .filter((name) => name.length > 3 && !/\d/.test(name));
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const name = random.pick(choices).replace(/\{(\w+)\}/g, (_, slot: string) => {
      if (slot === 'area') return bareName(area);
      if (slot === 'ofArea') return ofArea(language, area);
      if (slot === 'street') return streets.length ? random.pick(streets) : bareName(area);
      return random.pick(style.slots[slot] ?? [slot]);
    });
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
  throw new Error(`no new ${place.style} hotel name left for ${area}`);
}
