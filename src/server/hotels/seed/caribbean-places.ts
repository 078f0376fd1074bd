import type { AddressStyle, NameStyle } from './european-cities';
import { list } from './place-grammar';

/**
 * What the bed bank adds to the catalogue's Caribbean destinations (destinations.ts): whether a
 * destination is an old town sold as a city or a beach resort, its areas in order along its
 * coast and its streets, and each country's way of naming hotels and writing addresses.
 */

export interface CaribbeanPlace {
  /** Old towns (Havana, Santo Domingo, Cartagena…) measure hotels' distance to the centre. */
  kind: 'beach' | 'city';
  areas: string[];
  /** Its streets and roads; Colombia's numbered grid gives only the kinds of street. */
  streets: string[];
}

const beach = (areas: string, streets: string): CaribbeanPlace => ({
  kind: 'beach',
  areas: list(areas),
  streets: list(streets),
});
const city = (areas: string, streets: string): CaribbeanPlace => ({
  kind: 'city',
  areas: list(areas),
  streets: list(streets),
});

export const CARIBBEAN_PLACES: Record<string, CaribbeanPlace> = {
  PUJ: beach(
    'Uvero Alto, Macao, Arena Gorda, Bávaro, El Cortecito, Los Corales, Cabeza de Toro, Cap Cana',
    'Avenida Alemania, Avenida España, Boulevard Turístico del Este, Carretera Arena Gorda, Carretera Cabeza de Toro, Avenida Francia',
  ),
  LRM: beach(
    'La Romana, Altos de Chavón, Bayahíbe, Dominicus',
    'Calle Principal, Avenida Eladia, Carretera Bayahíbe, Calle Duarte, Avenida Padre Abreu, Calle Juan Brito',
  ),
  SDQ: city(
    'Ciudad Colonial, Ciudad Nueva, Gazcue, Bella Vista, Naco, Piantini',
    'Calle El Conde, Calle Arzobispo Meriño, Avenida George Washington, Calle Hostos, Calle Las Damas, Avenida Independencia, Avenida Winston Churchill',
  ),
  AZS: beach(
    'Las Terrenas, Cosón, Playa Bonita, Santa Bárbara de Samaná, Las Galeras',
    'Calle Duarte, Calle Principal, Calle Francisco Caamaño, Avenida La Marina, Carretera Las Galeras',
  ),
  POP: beach(
    'Cofresí, Costámbar, Playa Dorada, Sosúa, Cabarete',
    'Avenida Luis Ginebra, Calle Beller, Calle Pedro Clisante, Carretera Cabarete, Avenida Manolo Tavárez Justo',
  ),
  JDO: beach(
    'Boca Chica, Guayacanes, Juan Dolio, Playa Caribe',
    'Calle Principal, Boulevard de Juan Dolio, Calle Duarte, Carretera Boca Chica, Calle Marginal',
  ),
  RMY: beach(
    'Puerto Morelos, Playacar, Puerto Aventuras, Xpu-Há, Akumal',
    'Carretera Federal 307, Avenida Javier Rojo Gómez, Avenida Rafael E. Melgar, Calle Benito Juárez',
  ),
  CUN: beach(
    'Puerto Juárez, Playa Tortugas, Punta Cancún, Playa Delfines, Punta Nizuc',
    'Boulevard Kukulcán, Avenida Tulum, Avenida Cobá, Avenida Bonampak, Avenida Nichupté',
  ),
  TUL: beach(
    'Tankah, Aldea Zamá, Tulum Pueblo, Sian Ka’an',
    'Carretera Federal 307, Avenida Tulum, Carretera Boca Paila, Calle Centauro Sur',
  ),
  CMJ: beach(
    'Isla Blanca, Chacmuchuch, Costa Mujeres, Playa Mujeres',
    'Carretera Costa Mujeres, Avenida Bonampak, Carretera Isla Blanca',
  ),
  CZM: beach(
    'San Miguel, Chankanaab, Playa San Francisco, Punta Sur',
    'Avenida Rafael E. Melgar, Calle Adolfo Rosado Salas, Avenida Juárez, Carretera Costera Sur, Calle 5 Sur',
  ),
  PCM: beach(
    'Punta Esmeralda, Coco Beach, Playa Mamitas, Playacar',
    'Quinta Avenida, Calle 38 Norte, Avenida Constituyentes, Avenida Juárez, Avenida 10 Norte',
  ),
  VRA: beach(
    'Las Morlas, Kawama, Varadero Centro, Las Américas, Punta Hicacos',
    'Avenida 1ra, Avenida Kawama, Autopista Sur, Avenida de las Américas, Calle 62',
  ),
  HAV: city(
    'Miramar, Vedado, Centro Habana, La Habana Vieja',
    'Calle Obispo, Calle Obrapía, Paseo del Prado, Calle Mercaderes, Calle 23, Calle Línea, Avenida 5ta, Calle San Lázaro',
  ),
  CSM: beach(
    'Las Brujas, Cayo Ensenachos, Playa Perla Blanca, Cayo Santa María',
    'Carretera Cayo Santa María, Pedraplén de Caibarién',
  ),
  CCC: beach(
    'Cayo Guillermo, Playa Pilar, Playa Larga, Playa Flamenco',
    'Carretera Cayo Coco, Carretera Cayo Guillermo',
  ),
  HOG: beach(
    'Playa Pesquero, Yuraguanal, Guardalavaca, Playa Esmeralda',
    'Carretera Guardalavaca, Carretera Playa Pesquero, Avenida de los Libertadores',
  ),
  TND: city(
    'La Popa, Casilda, La Boca, Ancón',
    'Calle Simón Bolívar, Calle Desengaño, Calle Gustavo Izquierdo, Calle Antonio Maceo, Carretera María Aguilar',
  ),
  MBJ: beach(
    'Reading, Doctor’s Cave, Hip Strip, Ironshore, Rose Hall',
    'Gloucester Avenue, Queens Drive, Kent Avenue, Church Street, North Coast Highway',
  ),
  NEG: beach(
    'West End, Long Bay, Seven Mile Beach, Bloody Bay',
    'Norman Manley Boulevard, West End Road, Lighthouse Road',
  ),
  OCJ: beach(
    'Runaway Bay, Mammee Bay, Turtle Beach, Boscobel',
    'Main Street, James Avenue, DaCosta Drive, Pineapple Place, North Coast Highway, Turtle River Road',
  ),
  SJU: beach(
    'Viejo San Juan, Condado, Ocean Park, Isla Verde',
    'Calle Fortaleza, Calle del Cristo, Calle San Francisco, Avenida Ashford, Avenida Isla Verde, Calle Loíza, Avenida McLeary',
  ),
  FAJ: beach(
    'Luquillo, Seven Seas, Las Croabas, Puerto Real',
    'Carretera 987, Avenida Conquistador, Calle Garrido Morales, Calle Muñoz Rivera',
  ),
  AUA: beach(
    'Malmok, Arashi, Palm Beach, Noord',
    'J.E. Irausquin Boulevard, Malmokweg, Sasakiweg, Kaya Arashi',
  ),
  EAG: beach(
    'Druif, Manchebo, Eagle Beach, Oranjestad',
    'J.E. Irausquin Boulevard, L.G. Smith Boulevard, Caya G.F. Betico Croes, Wilhelminastraat',
  ),
  CUR: beach(
    'Westpunt, Otrobanda, Punda, Pietermaai, Mambo Beach, Jan Thiel',
    'Handelskade, Penstraat, Breedestraat, Heerenstraat, Pietermaai, Martin Luther King Boulevard, Caracasbaaiweg, Westpuntweg',
  ),
  SSA: city(
    'Comércio, Pelourinho, Santo Antônio Além do Carmo, Barra, Ondina, Rio Vermelho',
    'Largo do Pelourinho, Rua Chile, Rua do Carmo, Avenida Sete de Setembro, Avenida Oceânica, Rua da Ordem Terceira, Rua das Laranjeiras',
  ),
  PDF: beach(
    'Itacimirim, Praia do Forte, Imbassaí, Guarajuba',
    'Alameda do Sol, Alameda das Estrelas, Avenida do Farol, Rua da Aurora, Estrada do Coco',
  ),
  CTG: city(
    'Manga, Getsemaní, Ciudad Amurallada, Bocagrande, El Laguito, Castillogrande',
    'Calle, Carrera, Avenida, Transversal, Diagonal',
  ),
  SMR: beach(
    'Taganga, Bello Horizonte, El Rodadero, Pozos Colorados',
    'Calle, Carrera, Avenida, Transversal, Diagonal',
  ),
  ADZ: beach(
    'North End, Spratt Bight, San Luis, La Loma, Rocky Cay',
    'Calle, Carrera, Avenida, Transversal, Diagonal',
  ),
};

export interface CaribbeanCountry {
  style: NameStyle;
  addressStyle: AddressStyle;
  /** Against a mid-priced Madrid hotel, room only. */
  priceLevel: number;
}

export const CARIBBEAN_COUNTRIES: Record<string, CaribbeanCountry> = {
  DO: {
    style: 'es-caribbean',
    addressStyle: 'comma',
    priceLevel: 0.85,
  },
  MX: {
    style: 'es-caribbean',
    addressStyle: 'comma',
    priceLevel: 0.95,
  },
  CU: {
    style: 'es-caribbean',
    addressStyle: 'comma',
    priceLevel: 0.8,
  },
  JM: {
    style: 'en-caribbean',
    addressStyle: 'before',
    priceLevel: 1,
  },
  PR: {
    style: 'es-caribbean',
    addressStyle: 'comma',
    priceLevel: 1.1,
  },
  AW: {
    style: 'nl-caribbean',
    addressStyle: 'after',
    priceLevel: 1.2,
  },
  CW: {
    style: 'nl-caribbean',
    addressStyle: 'after',
    priceLevel: 1.05,
  },
  BR: {
    style: 'pt-brazil',
    addressStyle: 'comma',
    priceLevel: 0.8,
  },
  CO: {
    style: 'es-caribbean',
    addressStyle: 'colombian',
    priceLevel: 0.85,
  },
};
