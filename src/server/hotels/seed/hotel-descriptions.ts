import type { BedBankLanguage, BedBankText, HotelAmenity } from '../../../domain/hotels/bed-bank';
import type { Random } from '../../../domain/random';
import { tierOf } from './hotel-names';
import { bareName, ofArea } from './place-grammar';

/**
 * A bed bank hotel's description in Spanish, English and French: two or three sentences, from
 * templates chosen by its stars and kind of place (who it suits), its distance to the centre or
 * the beach, and its amenities. Beach templates never put a resort's name after a preposition
 * ("à Riviera Maya" is wrong French): they name the area and add the destination in brackets.
 */

export interface DescribedHotel {
  name: string;
  stars: number;
  kind: 'beach' | 'city';
  city: BedBankText;
  area: string;
  distanceMetres: number;
  amenities: readonly HotelAmenity[];
}

type Templates = Record<'budget' | 'mid' | 'upscale', string[]>;

interface LanguageTexts {
  intro: Record<'beach' | 'city', Templates>;
  centre: [near: string, walk: string, far: string];
  beach: [onIt: string, near: string, far: string];
  amenities: string[];
  adultsOnly: string;
  pets: string;
  amenity: Partial<Record<HotelAmenity, string>>;
  and: string;
  stars: (stars: number) => string;
  where: (kind: 'beach' | 'city', area: string, city: string) => string;
  distance: (metres: number) => string;
}

const metresOrKm = (metres: number, unit: string, decimalComma: boolean) => {
  if (metres < 1000) return `${Math.max(10, Math.round(metres / 10) * 10)} ${unit}`;
  const km = (Math.round(metres / 100) / 10).toFixed(1);
  return `${decimalComma ? km.replace('.', ',') : km} km`;
};

const TEXTS: Record<BedBankLanguage, LanguageTexts> = {
  es: {
    intro: {
      city: {
        budget: [
          '{name} es un alojamiento sencillo y bien cuidado {where}.',
          'Práctico y a buen precio, {name} ofrece habitaciones funcionales {where}.',
          '{name} es un hotel de {stars} pensado para quien busca una base cómoda y económica {where}.',
        ],
        mid: [
          '{name} es un hotel de {stars} {where}.',
          'Con un trato cercano y habitaciones renovadas, {name} es una buena base para descubrir {city}.',
          '{name} combina comodidad y buen precio {where}.',
        ],
        upscale: [
          'Elegante y tranquilo, {name} es un hotel de {stars} {where}.',
          'En un edificio señorial del barrio {areaOf}, en {city}, {name} cuida cada detalle de la estancia.',
          'Con un servicio atento y habitaciones amplias, {name} es uno de los hoteles más refinados de {city}.',
        ],
      },
      beach: {
        budget: [
          '{name} es un hotel sencillo de {stars} {where}.',
          'Acogedor y sin pretensiones, {name} es una buena opción para disfrutar del Caribe sin gastar de más.',
          '{name} ofrece un ambiente relajado y familiar {where}.',
        ],
        mid: [
          '{name} es un hotel de {stars} {where}.',
          'Acogedor y luminoso, {name} es una buena opción para disfrutar del Caribe sin gastar de más.',
          '{name} ofrece un ambiente relajado y familiar {where}.',
        ],
        upscale: [
          '{name} es un complejo de {stars} {where}.',
          'Rodeado de jardines tropicales, {name} es un resort de {stars} pensado para desconectar.',
          '{name} reúne todo lo necesario para unas vacaciones sin preocupaciones {where}.',
        ],
      },
    },
    centre: [
      'Está en pleno centro, a solo {distance} del corazón de la ciudad.',
      'El centro queda a {distance}, a un paseo.',
      'Se encuentra a {distance} del centro, bien comunicado en transporte público.',
    ],
    beach: [
      'Está en primera línea de playa: de la habitación a la arena hay unos pasos.',
      'La playa está a solo {distance}.',
      'La playa más cercana está a {distance}.',
    ],
    amenities: ['Dispone de {amenities}.', 'Entre sus servicios destacan {amenities}.'],
    adultsOnly: 'Solo admite adultos, ideal para una escapada tranquila.',
    pets: 'Se admiten mascotas.',
    amenity: {
      spa: 'spa',
      pool: 'piscina',
      restaurant: 'restaurante',
      kidsClub: 'miniclub',
      gym: 'gimnasio',
      airportShuttle: 'traslado al aeropuerto',
      parking: 'aparcamiento',
      accessible: 'habitaciones adaptadas',
      wifi: 'wifi gratuito',
    },
    and: 'y',
    stars: (stars) => (stars === 1 ? '1 estrella' : `${stars} estrellas`),
    where: (kind, area, city) =>
      kind === 'city'
        ? `en el barrio ${ofArea('es', area)}, en ${city}`
        : `en la zona ${ofArea('es', area)} (${city})`,
    distance: (metres) => metresOrKm(metres, 'metros', true),
  },
  en: {
    intro: {
      city: {
        budget: [
          '{name} is a simple, well-kept place to stay {where}.',
          'Practical and good value, {name} offers functional rooms {where}.',
          '{name} is a {stars} hotel for travellers after a comfortable, affordable base {where}.',
        ],
        mid: [
          '{name} is a {stars} hotel {where}.',
          'With friendly staff and refurbished rooms, {name} is a good base for discovering {city}.',
          '{name} combines comfort and good value {where}.',
        ],
        upscale: [
          'Elegant and quiet, {name} is a {stars} hotel {where}.',
          'Set in a stately building {where}, {name} takes care of every detail of your stay.',
          'With attentive service and spacious rooms, {name} is one of the most refined hotels in {city}.',
        ],
      },
      beach: {
        budget: [
          '{name} is a simple {stars} hotel {where}.',
          'Cosy and unpretentious, {name} is a good choice for enjoying the Caribbean without overspending.',
          '{name} offers a relaxed, family atmosphere {where}.',
        ],
        mid: [
          '{name} is a {stars} hotel {where}.',
          'Welcoming and bright, {name} is a good choice for enjoying the Caribbean without overspending.',
          '{name} offers a relaxed, family atmosphere {where}.',
        ],
        upscale: [
          '{name} is a {stars} resort {where}.',
          'Surrounded by tropical gardens, {name} is a {stars} resort made for switching off.',
          '{name} has everything you need for a carefree holiday {where}.',
        ],
      },
    },
    centre: [
      'It is right in the centre, just {distance} from the heart of the city.',
      'The centre is {distance} away, an easy walk.',
      'It lies {distance} from the centre, with good public transport links.',
    ],
    beach: [
      'It stands right on the beach: the sand is a few steps from the rooms.',
      'The beach is just {distance} away.',
      'The nearest beach is {distance} away.',
    ],
    amenities: ['Facilities include {amenities}.', 'Guests can enjoy {amenities}.'],
    adultsOnly: 'It is for adults only, ideal for a quiet getaway.',
    pets: 'Pets are welcome.',
    amenity: {
      spa: 'a spa',
      pool: 'a swimming pool',
      restaurant: 'a restaurant',
      kidsClub: 'a kids’ club',
      gym: 'a gym',
      airportShuttle: 'an airport shuttle',
      parking: 'on-site parking',
      accessible: 'accessible rooms',
      wifi: 'free wifi',
    },
    and: 'and',
    stars: (stars) => `${stars}-star`,
    where: (kind, area, city) =>
      kind === 'city'
        ? `in the ${bareName(area)} district of ${city}`
        : `in the ${bareName(area)} area (${city})`,
    distance: (metres) => metresOrKm(metres, 'metres', false),
  },
  fr: {
    intro: {
      city: {
        budget: [
          '{name} est un hébergement simple et bien tenu {where}.',
          'Pratique et bon marché, {name} propose des chambres fonctionnelles {where}.',
          '{name} est un hôtel {stars} pensé pour ceux qui cherchent une base confortable et économique {where}.',
        ],
        mid: [
          '{name} est un hôtel {stars} {where}.',
          'Avec un accueil chaleureux et des chambres rénovées, {name} est une bonne base pour découvrir {city}.',
          '{name} allie confort et bon rapport qualité-prix {where}.',
        ],
        upscale: [
          'Élégant et calme, {name} est un hôtel {stars} {where}.',
          'Installé dans un bel immeuble du quartier {areaOf}, à {city}, {name} soigne chaque détail du séjour.',
          'Avec un service attentionné et des chambres spacieuses, {name} compte parmi les hôtels les plus raffinés de {city}.',
        ],
      },
      beach: {
        budget: [
          '{name} est un hôtel {stars} simple {where}.',
          'Accueillant et sans prétention, {name} est un bon choix pour profiter des Caraïbes sans trop dépenser.',
          '{name} offre une ambiance détendue et familiale {where}.',
        ],
        mid: [
          '{name} est un hôtel {stars} {where}.',
          'Accueillant et lumineux, {name} est un bon choix pour profiter des Caraïbes sans trop dépenser.',
          '{name} offre une ambiance détendue et familiale {where}.',
        ],
        upscale: [
          '{name} est un complexe {stars} {where}.',
          'Entouré de jardins tropicaux, {name} est un resort {stars} idéal pour déconnecter.',
          '{name} réunit tout le nécessaire pour des vacances sans souci {where}.',
        ],
      },
    },
    centre: [
      'Il se trouve en plein centre, à seulement {distance} du cœur de la ville.',
      'Le centre n’est qu’à {distance}, à quelques minutes à pied.',
      'Il se trouve à {distance} du centre, bien desservi par les transports en commun.',
    ],
    beach: [
      'Il est situé en bord de plage : le sable est à quelques pas des chambres.',
      'La plage n’est qu’à {distance}.',
      'La plage la plus proche est à {distance}.',
    ],
    amenities: ['On y trouve {amenities}.', 'Parmi ses services : {amenities}.'],
    adultsOnly: 'Réservé aux adultes, il est idéal pour un séjour au calme.',
    pets: 'Les animaux sont les bienvenus.',
    amenity: {
      spa: 'un spa',
      pool: 'une piscine',
      restaurant: 'un restaurant',
      kidsClub: 'un club enfants',
      gym: 'une salle de sport',
      airportShuttle: 'une navette aéroport',
      parking: 'un parking',
      accessible: 'des chambres accessibles',
      wifi: 'le wifi gratuit',
    },
    and: 'et',
    stars: (stars) => (stars === 1 ? '1 étoile' : `${stars} étoiles`),
    where: (kind, area, city) =>
      kind === 'city'
        ? `dans le quartier ${ofArea('fr', area)}, à ${city}`
        : `du côté ${ofArea('fr', area)} (${city})`,
    distance: (metres) => metresOrKm(metres, 'mètres', true),
  },
};

/** The amenities a description names first: what sets a hotel apart before what every hotel has. */
const AMENITY_ORDER: readonly HotelAmenity[] = [
  'spa',
  'pool',
  'restaurant',
  'kidsClub',
  'gym',
  'airportShuttle',
  'parking',
  'accessible',
  'wifi',
];

const joined = (items: string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function hotelDescription(random: Random, hotel: DescribedHotel): BedBankText {
  const tier = tierOf(hotel.stars);
  const choice = { intro: random.int(0, 99), amenities: random.int(0, 99) };
  const named = AMENITY_ORDER.filter((amenity) => hotel.amenities.includes(amenity)).slice(0, 3);
  const band =
    hotel.distanceMetres === 0 ? 0 : hotel.distanceMetres <= (hotel.kind === 'city' ? 500 : 300) ? 1 : 2;
  const describe = (language: BedBankLanguage) => {
    const texts = TEXTS[language];
    const values: Record<string, string> = {
      name: hotel.name,
      stars: texts.stars(hotel.stars),
      city: hotel.city[language],
      where: texts.where(hotel.kind, hotel.area, hotel.city[language]),
      areaOf: ofArea(language, hotel.area),
      distance: texts.distance(hotel.distanceMetres),
      amenities: joined(
        named.map((amenity) => texts.amenity[amenity] ?? amenity),
        texts.and,
      ),
    };
    const fill = (template: string) =>
      capitalised(template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ''));
    const intros = texts.intro[hotel.kind][tier];
    const location =
      hotel.kind === 'city'
        ? texts.centre[hotel.distanceMetres < 500 ? 0 : hotel.distanceMetres < 2000 ? 1 : 2]
        : texts.beach[band];
    const closing = hotel.amenities.includes('adultsOnly')
      ? texts.adultsOnly
      : named.length > 0
        ? texts.amenities[choice.amenities % texts.amenities.length]!
        : hotel.amenities.includes('petsAllowed')
          ? texts.pets
          : null;
    return [intros[choice.intro % intros.length]!, location, closing]
      .filter((sentence): sentence is string => sentence !== null)
      .map(fill)
      .join(' ');
  };
  return { es: describe('es'), en: describe('en'), fr: describe('fr') };
}
