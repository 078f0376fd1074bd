import type { BedBankText } from '../../../domain/hotels/bed-bank';
import { list } from './place-grammar';

/**
 * The European cities the bed bank sells hotels in, besides the catalogue's Caribbean
 * destinations: where their centre is, their neighbourhoods (with a point each, so a hotel's
 * neighbourhood is the one nearest it) and streets, and how their hotels are named.
 */

/** How hotel names sound: the place's language and, in the Caribbean, its kind of resort. */
export type NameStyle =
  'es' | 'es-caribbean' | 'fr' | 'it' | 'pt' | 'pt-brazil' | 'ro' | 'en-caribbean' | 'nl-caribbean';

/**
 * How a street address is written: "Calle Mayor, 12" (Spain, Italy, Portugal, Latin America),
 * "12 rue de Rivoli" (France, the English-speaking islands), "Calea Victoriei 12" (Romania, the
 * Dutch islands), "Calle 10 # 3-25" (Colombia's numbered grid).
 */
export type AddressStyle = 'comma' | 'before' | 'after' | 'colombian';

export interface Area {
  name: string;
  latitude: number;
  longitude: number;
}

export interface EuropeanCity {
  country: string;
  name: BedBankText;
  latitude: number;
  longitude: number;
  hotels: number;
  style: NameStyle;
  addressStyle: AddressStyle;
  /** Against a mid-priced Madrid hotel: Paris dearer, Bucharest cheaper. */
  priceLevel: number;
  /** A city on the sea or an estuary: its hotels are kept off the water. */
  coastal: boolean;
  areas: Area[];
  streets: string[];
}

/** "le Marais 48.8590 2.3620, Montmartre 48.8867 2.3431": a name and its point, per item. */
function areas(text: string): Area[] {
  return list(text).map((item) => {
    const [, name = '', latitude = '', longitude = ''] = /^(.*) (-?[\d.]+) (-?[\d.]+)$/.exec(item) ?? [];
    if (!name) throw new Error(`an area needs a name and a point: ${item}`);
    return { name, latitude: Number(latitude), longitude: Number(longitude) };
  });
}

export const EUROPEAN_CITIES: readonly EuropeanCity[] = [
  {
    country: 'ES',
    name: { es: 'Madrid', en: 'Madrid', fr: 'Madrid' },
    latitude: 40.4168,
    longitude: -3.7038,
    hotels: 350,
    style: 'es',
    addressStyle: 'comma',
    priceLevel: 1,
    coastal: false,
    areas: areas(`
      Sol 40.4168 -3.7038, La Latina 40.4115 -3.7090, Lavapiés 40.4087 -3.7010, Malasaña 40.4260 -3.7060,
      Chueca 40.4225 -3.6975, Huertas 40.4145 -3.6990, Salamanca 40.4300 -3.6800, Retiro 40.4150 -3.6840,
      Chamberí 40.4340 -3.7030, Argüelles 40.4300 -3.7170, Palacio 40.4170 -3.7140, Atocha 40.4070 -3.6920,
      Chamartín 40.4610 -3.6760, Tetuán 40.4600 -3.6980, Moncloa 40.4350 -3.7190, Prosperidad 40.4440 -3.6740,
      Arganzuela 40.3980 -3.6970, Embajadores 40.4060 -3.7030, Almagro 40.4320 -3.6920, Delicias 40.4000 -3.6930,
      Nuevos Ministerios 40.4460 -3.6920, Usera 40.3870 -3.7070, Ríos Rosas 40.4420 -3.7010, Goya 40.4250 -3.6760`),
    streets: list(`
      Calle de Alcalá, Calle Mayor, Calle de Atocha, Gran Vía, Paseo del Prado, Calle de Fuencarral, Calle de Toledo,
      Calle de Hortaleza, Calle de Serrano, Calle de Velázquez, Calle de Goya, Calle de Embajadores, Calle del Arenal,
      Calle de la Montera, Calle de la Princesa, Calle de Bravo Murillo, Calle de San Bernardo, Paseo de la Castellana,
      Calle de Santa Isabel, Calle del Pez, Calle de O'Donnell, Calle de Segovia, Calle de Preciados, Calle de las Huertas,
      Calle de Ferraz, Calle de Argumosa, Calle del Prado, Calle de Echegaray, Calle de Valverde,
      Calle de la Cruz, Calle de Ayala, Calle de Lagasca, Calle de Génova, Calle de Zurbano, Calle de Almagro`),
  },
  {
    country: 'ES',
    name: { es: 'Barcelona', en: 'Barcelona', fr: 'Barcelone' },
    latitude: 41.3874,
    longitude: 2.1686,
    hotels: 300,
    style: 'es',
    addressStyle: 'comma',
    priceLevel: 1.1,
    coastal: true,
    areas: areas(`
      El Gòtic 41.3830 2.1770, El Born 41.3850 2.1820, El Raval 41.3800 2.1680, L'Eixample 41.3910 2.1620,
      Gràcia 41.4036 2.1570, Sant Antoni 41.3780 2.1620, Poble-sec 41.3730 2.1640, La Barceloneta 41.3800 2.1890,
      Poblenou 41.4000 2.2000, Sants 41.3750 2.1400, Les Corts 41.3850 2.1300, Sant Gervasi 41.4020 2.1430,
      Sarrià 41.4000 2.1200, Horta 41.4300 2.1600, La Sagrada Família 41.4036 2.1744, Fort Pienc 41.3960 2.1820,
      La Vila Olímpica 41.3900 2.1970, El Clot 41.4100 2.1870, Diagonal Mar 41.4090 2.2160, Hostafrancs 41.3750 2.1450`),
    streets: list(`
      Carrer de Balmes, Passeig de Gràcia, La Rambla, Carrer de Pelai, Via Laietana, Carrer de Muntaner, Carrer d'Aragó,
      Carrer de Mallorca, Carrer de València, Avinguda Diagonal, Carrer de Sants, Carrer de Provença, Ronda de Sant Pere,
      Carrer del Consell de Cent, Carrer de la Diputació, Carrer de Girona, Carrer de Ferran, Carrer de l'Hospital,
      Carrer Gran de Gràcia, Passeig de Sant Joan, Carrer de Pujades, Avinguda del Paral·lel, Carrer de Casp,
      Carrer de Bailèn, Carrer de Verdi, Carrer de la Princesa, Carrer de Roger de Llúria, Carrer de Sepúlveda`),
  },
  {
    country: 'FR',
    name: { es: 'París', en: 'Paris', fr: 'Paris' },
    latitude: 48.8566,
    longitude: 2.3522,
    hotels: 1050,
    style: 'fr',
    addressStyle: 'before',
    priceLevel: 1.35,
    coastal: false,
    areas: areas(`
      le Marais 48.8590 2.3620, Montmartre 48.8867 2.3431, Saint-Germain-des-Prés 48.8539 2.3338,
      la Bastille 48.8532 2.3692, Opéra 48.8719 2.3316, Montparnasse 48.8421 2.3219, Monceau 48.8797 2.3090,
      Belleville 48.8722 2.3767, Oberkampf 48.8650 2.3750, le Canal Saint-Martin 48.8710 2.3650,
      le Panthéon 48.8462 2.3464, Pigalle 48.8822 2.3378, Bonne-Nouvelle 48.8707 2.3486,
      le Trocadéro 48.8629 2.2873, le Faubourg Saint-Honoré 48.8710 2.3160, Bercy 48.8386 2.3826,
      la Nation 48.8483 2.3958, la Butte-aux-Cailles 48.8270 2.3500, Passy 48.8579 2.2800, Auteuil 48.8480 2.2640,
      Grenelle 48.8480 2.2950, Montorgueil 48.8650 2.3470, le Louvre 48.8610 2.3380, le Champ-de-Mars 48.8556 2.2986,
      la Gare de Lyon 48.8443 2.3730, la Villette 48.8900 2.3830, Denfert-Rochereau 48.8339 2.3324,
      Vaugirard 48.8400 2.3000, la Place d'Italie 48.8310 2.3555, Ménilmontant 48.8660 2.3880`),
    streets: list(`
      rue de Rivoli, rue Saint-Antoine, boulevard Haussmann, rue de la Roquette, boulevard Saint-Germain,
      rue du Faubourg-Saint-Denis, rue des Martyrs, rue Lepic, avenue de l'Opéra, rue de Vaugirard,
      boulevard du Montparnasse, rue de Rennes, rue Oberkampf, rue de Charonne, avenue Parmentier, rue Caulaincourt,
      rue Cler, rue de Grenelle, avenue de la République, rue Montorgueil, rue de Turenne, rue Mouffetard,
      boulevard de Clichy, rue de Lévis, avenue des Ternes, rue La Fayette, boulevard Voltaire, rue de Belleville,
      rue du Bac, rue de Sèvres, avenue de Suffren, rue de Passy, rue du Commerce, rue de Tolbiac, avenue d'Italie,
      rue de Maubeuge, boulevard de Magenta, rue de Provence, rue Saint-Honoré, rue de Richelieu, rue des Écoles,
      rue Vieille-du-Temple, rue de Bretagne, rue Saint-Dominique, rue de la Convention, rue d'Alésia`),
  },
  {
    country: 'IT',
    name: { es: 'Roma', en: 'Rome', fr: 'Rome' },
    latitude: 41.896,
    longitude: 12.4823,
    hotels: 250,
    style: 'it',
    addressStyle: 'comma',
    priceLevel: 1.15,
    coastal: false,
    areas: areas(`
      Navona 41.8992 12.4731, Pantheon 41.8986 12.4769, Trastevere 41.8890 12.4700, Monti 41.8950 12.4930,
      Trevi 41.9009 12.4833, Campo Marzio 41.9050 12.4780, Prati 41.9070 12.4620, Esquilino 41.8960 12.5050,
      Testaccio 41.8770 12.4760, Aventino 41.8830 12.4810, San Lorenzo 41.8980 12.5150, Pigneto 41.8890 12.5270,
      Parioli 41.9250 12.4950, Flaminio 41.9200 12.4720, Celio 41.8860 12.4960, Ostiense 41.8700 12.4820,
      Monteverde 41.8780 12.4580, Borgo 41.9030 12.4620, Ludovisi 41.9080 12.4890, Castro Pretorio 41.9030 12.5020,
      Nomentano 41.9130 12.5180, San Giovanni 41.8860 12.5060, Appio Latino 41.8720 12.5150, Salario 41.9170 12.5030`),
    streets: list(`
      Via del Corso, Via Nazionale, Via Cavour, Via dei Coronari, Via Merulana, Via Vittorio Veneto, Via Cola di Rienzo,
      Via della Lungara, Via Giulia, Via Margutta, Via Marsala, Via Principe Amedeo, Viale di Trastevere, Via Ostiense,
      Via Appia Nuova, Via Tuscolana, Via Nomentana, Via Salaria, Via Flaminia, Via del Babuino, Via dei Serpenti,
      Via Panisperna, Via Labicana, Via Marmorata, Via Crescenzio, Via Germanico, Via XX Settembre, Via del Governo Vecchio,
      Via della Scala, Via Boncompagni, Via Sistina, Via Urbana`),
  },
  {
    country: 'PT',
    name: { es: 'Lisboa', en: 'Lisbon', fr: 'Lisbonne' },
    latitude: 38.7139,
    longitude: -9.1394,
    hotels: 150,
    style: 'pt',
    addressStyle: 'comma',
    priceLevel: 0.95,
    coastal: true,
    areas: areas(`
      Baixa 38.7110 -9.1370, Chiado 38.7106 -9.1420, Bairro Alto 38.7130 -9.1460, Alfama 38.7115 -9.1300,
      Mouraria 38.7160 -9.1350, Graça 38.7170 -9.1310, Príncipe Real 38.7170 -9.1490, Liberdade 38.7200 -9.1450,
      Santos 38.7080 -9.1540, Estrela 38.7130 -9.1600, Lapa 38.7090 -9.1600, Campo de Ourique 38.7170 -9.1660,
      Alcântara 38.7050 -9.1780, Belém 38.6970 -9.2060, Avenidas Novas 38.7380 -9.1470, Saldanha 38.7350 -9.1450,
      Arroios 38.7280 -9.1350, Alvalade 38.7530 -9.1430, Parque das Nações 38.7680 -9.0950, Cais do Sodré 38.7060 -9.1450,
      Campo Pequeno 38.7420 -9.1450, Anjos 38.7240 -9.1340, Marquês de Pombal 38.7250 -9.1500`),
    streets: list(`
      Rua Augusta, Rua da Prata, Rua do Ouro, Avenida da Liberdade, Rua Garrett, Rua da Misericórdia, Rua de São Bento,
      Calçada do Combro, Rua dos Fanqueiros, Rua do Alecrim, Rua das Janelas Verdes, Avenida Almirante Reis, Rua de Belém,
      Rua da Graça, Rua Castilho, Avenida da República, Rua Ferreira Borges, Rua de São Paulo, Travessa do Carmo,
      Rua do Norte, Rua dos Remédios, Largo do Intendente, Rua da Madalena, Rua do Salitre, Avenida Duque de Ávila`),
  },
  {
    country: 'RO',
    name: { es: 'Bucarest', en: 'Bucharest', fr: 'Bucarest' },
    latitude: 44.4355,
    longitude: 26.1025,
    hotels: 100,
    style: 'ro',
    addressStyle: 'after',
    priceLevel: 0.6,
    coastal: false,
    areas: areas(`
      Centrul Vechi 44.4310 26.1010, Lipscani 44.4318 26.0990, Universitate 44.4355 26.1025, Cișmigiu 44.4370 26.0910,
      Dorobanți 44.4560 26.0950, Floreasca 44.4620 26.1050, Herăstrău 44.4700 26.0850, Aviatorilor 44.4600 26.0880,
      Cotroceni 44.4340 26.0700, Unirii 44.4260 26.1030, Romană 44.4460 26.0970, Victoriei 44.4520 26.0860,
      Tineretului 44.4120 26.1040, Primăverii 44.4650 26.0800, Obor 44.4500 26.1250, Băneasa 44.4950 26.0800,
      Timpuri Noi 44.4130 26.1220, Grădina Icoanei 44.4430 26.1060`),
    streets: list(`
      Calea Victoriei, Strada Lipscani, Bulevardul Magheru, Bulevardul Unirii, Strada Covaci, Calea Dorobanți,
      Bulevardul Aviatorilor, Strada Academiei, Calea Moșilor, Strada Franceză, Bulevardul Mihail Kogălniceanu,
      Strada Mântuleasa, Calea Griviței, Strada Popa Nan, Bulevardul Carol I, Strada Icoanei, Calea Rahovei,
      Șoseaua Kiseleff, Strada Polonă, Bulevardul Dacia, Strada Batiștei, Strada Știrbei Vodă`),
  },
];
