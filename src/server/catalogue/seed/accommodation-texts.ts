type Language = 'es' | 'en' | 'fr' | 'it' | 'pt' | 'ro';
type Texts = Record<Language, string>;

export const HOTEL_NAME_PARTS: { prefixes: string[]; cores: string[]; suffixes: string[] } = {
  prefixes: [
    'Hotel',
    'Gran Hotel',
    'Resort',
    'Boutique Hotel',
    'Club',
    'Suites',
    'Villas',
    'Hacienda',
    'Posada',
    'Casa',
    'Palacio',
    'Lodge',
  ],
  cores: [
    'Coral',
    'Brisas del Mar',
    'Palmeras',
    'Arena Blanca',
    'Caracola',
    'Manglar',
    'Ceiba',
    'Flamenco',
    'Bahía Azul',
    'Marea Alta',
    'Sol de Oro',
    'Cocotal',
    'Bucanero',
    'Turquesa',
    'Mango',
    'Guanábana',
    'Colibrí',
    'Alisios',
    'Estrella de Mar',
    'Cayo Azul',
    'Caribe Sereno',
    'Arrecife',
    'Pelícano',
    'Tortuga Verde',
    'Isla Bonita',
    'Lucero del Alba',
    'Brisa Tropical',
    'Buganvilla',
    'Hibisco',
    'Papaya',
    'Maracuyá',
    'Atardecer',
    'Caña Dulce',
    'Vela Blanca',
    'Faro Viejo',
    'Concha Marina',
    'Ola Serena',
    'Almendro',
    'Guayacán',
    'Flor de Sal',
  ],
  suffixes: [
    'Beach Resort',
    '& Spa',
    'Village',
    'Playa',
    'Golf & Beach',
    'Ocean Club',
    'Gardens',
    'Bay',
    'Marina',
    'Collection',
  ],
};

export const HOTEL_DESCRIPTIONS: Record<
  Language,
  { intro: string[]; location: string[]; beachfront: string[]; rooms: string[]; closing: string[] }
> = {
  es: {
    intro: [
      'Con una categoría de {stars} sobre 5 estrellas, {name} es el lugar ideal para disfrutar del Caribe sin prisas.',
      'Bienvenido a {name}, un refugio tropical en {destination} donde el tiempo parece detenerse.',
      '{name} combina la calidez de la hospitalidad caribeña con un servicio atento y cuidado hasta el último detalle.',
      'Rodeado de palmeras y jardines tropicales, {name} es una invitación a descubrir lo mejor de {destination}.',
    ],
    location: [
      'El hotel se encuentra en {destination}, a {beach} metros de la playa.',
      'Situado a {beach} metros de la orilla, es el punto de partida perfecto para explorar {destination}.',
      'La playa más cercana está a {beach} metros, y las principales excursiones de {destination} salen a poca distancia del hotel.',
      'En pleno corazón de {destination}, {name} se encuentra a {beach} metros de aguas cristalinas y arena blanca.',
    ],
    beachfront: [
      'El hotel se encuentra en primera línea de playa, en {destination}: de la habitación a la arena hay unos pasos.',
      'Con acceso directo a la playa, es el punto de partida perfecto para explorar {destination}.',
    ],
    rooms: [
      'Las habitaciones, amplias y luminosas, cuentan con aire acondicionado, wifi gratuito y una decoración de inspiración caribeña.',
      'Todas las habitaciones disponen de baño privado, televisión vía satélite y minibar.',
      'Las habitaciones combinan materiales naturales y colores suaves para garantizar un descanso reparador.',
      'Muchas de las habitaciones ofrecen terraza o balcón con vistas al jardín tropical o al mar.',
    ],
    closing: [
      'Una opción excelente para parejas, familias y grupos de amigos que buscan sol, mar y tranquilidad.',
      'Reserve su estancia en {name} y déjese llevar por el ritmo del Caribe.',
      '{name} es la elección perfecta para vivir unas vacaciones inolvidables en {destination}.',
      'La gastronomía local, las actividades al aire libre y los atardeceres de postal completan la experiencia.',
    ],
  },
  en: {
    intro: [
      'Rated {stars} out of 5 stars, {name} is the ideal place to enjoy the Caribbean at a leisurely pace.',
      'Welcome to {name}, a tropical haven in {destination} where time seems to stand still.',
      '{name} blends warm Caribbean hospitality with attentive service and care down to the last detail.',
      'Surrounded by palm trees and tropical gardens, {name} is an invitation to discover the very best of {destination}.',
    ],
    location: [
      'The hotel is located in {destination}, {beach} metres from the beach.',
      'Set {beach} metres from the shore, it is the perfect base for exploring {destination}.',
      'The nearest beach is {beach} metres away, and the main excursions in {destination} depart a short distance from the hotel.',
      'In the very heart of {destination}, {name} is {beach} metres from crystal-clear waters and white sand.',
    ],
    beachfront: [
      'The hotel stands right on the beach in {destination}: the sand is a few steps from your room.',
      'With direct beach access, it is the perfect base for exploring {destination}.',
    ],
    rooms: [
      'The spacious, bright rooms feature air conditioning, free Wi-Fi and Caribbean-inspired décor.',
      'All rooms have a private bathroom, satellite television and a minibar.',
      'The rooms combine natural materials and soft colours to ensure a restful night’s sleep.',
      'Many of the rooms offer a terrace or balcony overlooking the tropical garden or the sea.',
    ],
    closing: [
      'An excellent choice for couples, families and groups of friends looking for sun, sea and tranquillity.',
      'Book your stay at {name} and let yourself be carried away by the rhythm of the Caribbean.',
      '{name} is the perfect choice for an unforgettable holiday in {destination}.',
      'Local cuisine, outdoor activities and picture-postcard sunsets round off the experience.',
    ],
  },
  fr: {
    intro: [
      'Classé {stars} sur 5 étoiles, {name} est l’endroit idéal pour profiter des Caraïbes sans se presser.',
      'Bienvenue à {name}, un refuge tropical à {destination} où le temps semble s’arrêter.',
      '{name} associe la chaleur de l’hospitalité caribéenne à un service attentionné et soigné jusque dans les moindres détails.',
      'Entouré de palmiers et de jardins tropicaux, {name} est une invitation à découvrir le meilleur de {destination}.',
    ],
    location: [
      'L’hôtel se trouve à {destination}, à {beach} mètres de la plage.',
      'Situé à {beach} mètres du rivage, c’est le point de départ idéal pour explorer {destination}.',
      'La plage la plus proche est à {beach} mètres, et les principales excursions de {destination} partent à deux pas de l’hôtel.',
      'En plein cœur de {destination}, {name} se trouve à {beach} mètres d’eaux cristallines et de sable blanc.',
    ],
    beachfront: [
      'L’hôtel se trouve en bord de plage, à {destination} : le sable est à quelques pas de votre chambre.',
      'Avec un accès direct à la plage, c’est le point de départ idéal pour découvrir {destination}.',
    ],
    rooms: [
      'Les chambres, spacieuses et lumineuses, disposent de la climatisation, du wifi gratuit et d’une décoration d’inspiration caribéenne.',
      'Toutes les chambres sont équipées d’une salle de bains privative, de la télévision par satellite et d’un minibar.',
      'Les chambres allient matériaux naturels et couleurs douces pour garantir un sommeil réparateur.',
      'De nombreuses chambres offrent une terrasse ou un balcon avec vue sur le jardin tropical ou sur la mer.',
    ],
    closing: [
      'Un excellent choix pour les couples, les familles et les groupes d’amis en quête de soleil, de mer et de tranquillité.',
      'Réservez votre séjour à {name} et laissez-vous porter par le rythme des Caraïbes.',
      '{name} est le choix idéal pour passer des vacances inoubliables à {destination}.',
      'La cuisine locale, les activités en plein air et les couchers de soleil de carte postale complètent l’expérience.',
    ],
  },
  it: {
    intro: [
      'Classificato con {stars} su 5 stelle, {name} è il luogo ideale per godersi i Caraibi senza fretta.',
      'Benvenuti a {name}, un rifugio tropicale a {destination} dove il tempo sembra fermarsi.',
      '{name} unisce il calore dell’ospitalità caraibica a un servizio attento e curato nei minimi dettagli.',
      'Circondato da palme e giardini tropicali, {name} è un invito a scoprire il meglio di {destination}.',
    ],
    location: [
      'L’hotel si trova a {destination}, a {beach} metri dalla spiaggia.',
      'Situato a {beach} metri dalla riva, è il punto di partenza perfetto per esplorare {destination}.',
      'La spiaggia più vicina si trova a {beach} metri e le principali escursioni di {destination} partono a pochi passi dall’hotel.',
      'Nel cuore di {destination}, {name} si trova a {beach} metri da acque cristalline e sabbia bianca.',
    ],
    beachfront: [
      'L’hotel si trova direttamente sulla spiaggia, a {destination}: dalla camera alla sabbia ci sono pochi passi.',
      'Con accesso diretto alla spiaggia, è il punto di partenza perfetto per esplorare {destination}.',
    ],
    rooms: [
      'Le camere, ampie e luminose, dispongono di aria condizionata, Wi-Fi gratuito e arredi di ispirazione caraibica.',
      'Tutte le camere sono dotate di bagno privato, TV satellitare e minibar.',
      'Le camere uniscono materiali naturali e colori tenui per garantire un riposo rigenerante.',
      'Molte camere offrono una terrazza o un balcone con vista sul giardino tropicale o sul mare.',
    ],
    closing: [
      'Una scelta eccellente per coppie, famiglie e gruppi di amici in cerca di sole, mare e tranquillità.',
      'Prenotate il vostro soggiorno presso {name} e lasciatevi trasportare dal ritmo dei Caraibi.',
      '{name} è la scelta perfetta per una vacanza indimenticabile a {destination}.',
      'La cucina locale, le attività all’aperto e i tramonti da cartolina completano l’esperienza.',
    ],
  },
  pt: {
    intro: [
      'Classificado com {stars} em 5 estrelas, {name} é o lugar ideal para desfrutar das Caraíbas sem pressas.',
      'Bem-vindo a {name}, um refúgio tropical em {destination} onde o tempo parece parar.',
      '{name} alia o calor da hospitalidade caribenha a um serviço atento e cuidado ao mais ínfimo pormenor.',
      'Rodeado de palmeiras e jardins tropicais, {name} é um convite a descobrir o melhor de {destination}.',
    ],
    location: [
      'O hotel fica em {destination}, a {beach} metros da praia.',
      'Situado a {beach} metros da beira-mar, é o ponto de partida perfeito para explorar {destination}.',
      'A praia mais próxima fica a {beach} metros e as principais excursões de {destination} partem a pouca distância do hotel.',
      'Em pleno coração de {destination}, {name} fica a {beach} metros de águas cristalinas e areia branca.',
    ],
    beachfront: [
      'O hotel fica em primeira linha de praia, em {destination}: do quarto à areia são só uns passos.',
      'Com acesso direto à praia, é o ponto de partida perfeito para explorar {destination}.',
    ],
    rooms: [
      'Os quartos, amplos e luminosos, dispõem de ar condicionado, Wi-Fi gratuito e uma decoração de inspiração caribenha.',
      'Todos os quartos têm casa de banho privativa, televisão por satélite e minibar.',
      'Os quartos combinam materiais naturais e cores suaves para garantir um descanso reparador.',
      'Muitos dos quartos dispõem de terraço ou varanda com vista para o jardim tropical ou para o mar.',
    ],
    closing: [
      'Uma excelente opção para casais, famílias e grupos de amigos que procuram sol, mar e tranquilidade.',
      'Reserve a sua estadia em {name} e deixe-se levar pelo ritmo das Caraíbas.',
      '{name} é a escolha perfeita para umas férias inesquecíveis em {destination}.',
      'A gastronomia local, as atividades ao ar livre e os pores do sol de postal completam a experiência.',
    ],
  },
  ro: {
    intro: [
      'Clasificat cu {stars} din 5 stele, {name} este locul ideal pentru a vă bucura de Caraibe fără grabă.',
      'Bine ați venit la {name}, un refugiu tropical în {destination}, unde timpul pare să stea în loc.',
      '{name} îmbină căldura ospitalității caraibiene cu un serviciu atent, îngrijit până la cel mai mic detaliu.',
      'Înconjurat de palmieri și grădini tropicale, {name} este o invitație de a descoperi tot ce are mai bun {destination}.',
    ],
    location: [
      'Hotelul se află în {destination}, la {beach} m de plajă.',
      'Situat la {beach} m de țărm, este punctul de plecare perfect pentru a explora {destination}.',
      'Cea mai apropiată plajă se află la {beach} m, iar principalele excursii din {destination} pleacă la câțiva pași de hotel.',
      'În inima zonei {destination}, {name} se află la {beach} m de ape cristaline și nisip alb.',
    ],
    beachfront: [
      'Hotelul se află chiar pe plajă, în {destination}: de la cameră până la nisip sunt doar câțiva pași.',
      'Cu acces direct la plajă, este punctul de plecare perfect pentru a explora {destination}.',
    ],
    rooms: [
      'Camerele, spațioase și luminoase, dispun de aer condiționat, Wi-Fi gratuit și un decor de inspirație caraibiană.',
      'Toate camerele au baie proprie, televizor cu canale prin satelit și minibar.',
      'Camerele îmbină materiale naturale și culori delicate pentru a garanta o odihnă reconfortantă.',
      'Multe dintre camere au terasă sau balcon cu vedere spre grădina tropicală sau spre mare.',
    ],
    closing: [
      'O alegere excelentă pentru cupluri, familii și grupuri de prieteni în căutare de soare, mare și liniște.',
      'Rezervați-vă sejurul la {name} și lăsați-vă purtați de ritmul Caraibelor.',
      '{name} este alegerea perfectă pentru o vacanță de neuitat în {destination}.',
      'Gastronomia locală, activitățile în aer liber și apusurile de carte poștală completează experiența.',
    ],
  },
};

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

export const ROOM_TYPES: Array<{
  code: string;
  maxAdults: number;
  maxOccupancy: number;
  names: Texts;
  note: Texts;
}> = [
  {
    code: 'DBL',
    maxAdults: 2,
    maxOccupancy: 4,
    names: {
      es: 'Habitación doble estándar',
      en: 'Standard double room',
      fr: 'Chambre double standard',
      it: 'Camera doppia standard',
      pt: 'Quarto duplo standard',
      ro: 'Cameră dublă standard',
    },
    note: {
      es: 'Habitación confortable con cama de matrimonio o dos camas individuales.',
      en: 'Comfortable room with a double bed or two single beds.',
      fr: 'Chambre confortable avec un lit double ou deux lits simples.',
      it: 'Camera confortevole con letto matrimoniale o due letti singoli.',
      pt: 'Quarto confortável com cama de casal ou duas camas individuais.',
      ro: 'Cameră confortabilă cu pat matrimonial sau două paturi single.',
    },
  },
  {
    code: 'DSV',
    maxAdults: 2,
    maxOccupancy: 4,
    names: {
      es: 'Habitación doble vista al mar',
      en: 'Sea-view double room',
      fr: 'Chambre double vue mer',
      it: 'Camera doppia vista mare',
      pt: 'Quarto duplo com vista mar',
      ro: 'Cameră dublă cu vedere la mare',
    },
    note: {
      es: 'Habitación doble con balcón o ventanal y vistas directas al mar.',
      en: 'Double room with a balcony or large window and direct sea views.',
      fr: 'Chambre double avec balcon ou baie vitrée et vue directe sur la mer.',
      it: 'Camera doppia con balcone o vetrata e vista diretta sul mare.',
      pt: 'Quarto duplo com varanda ou janela ampla e vista direta para o mar.',
      ro: 'Cameră dublă cu balcon sau fereastră mare și vedere directă la mare.',
    },
  },
  {
    code: 'JSU',
    maxAdults: 3,
    maxOccupancy: 4,
    names: {
      es: 'Junior suite',
      en: 'Junior suite',
      fr: 'Suite junior',
      it: 'Junior suite',
      pt: 'Suíte júnior',
      ro: 'Junior suite',
    },
    note: {
      es: 'Amplia suite con zona de estar independiente, ideal para una estancia más confortable.',
      en: 'Spacious suite with a separate seating area, ideal for a more comfortable stay.',
      fr: 'Suite spacieuse avec coin salon séparé, idéale pour un séjour plus confortable.',
      it: 'Suite spaziosa con zona living separata, ideale per un soggiorno più confortevole.',
      pt: 'Suíte espaçosa com zona de estar independente, ideal para uma estadia mais confortável.',
      ro: 'Suită spațioasă cu zonă de relaxare separată, ideală pentru un sejur mai confortabil.',
    },
  },
  {
    code: 'FAM',
    maxAdults: 4,
    maxOccupancy: 6,
    names: {
      es: 'Habitación familiar',
      en: 'Family room',
      fr: 'Chambre familiale',
      it: 'Camera familiare',
      pt: 'Quarto familiar',
      ro: 'Cameră de familie',
    },
    note: {
      es: 'Espacio amplio para toda la familia, con camas adicionales para los niños.',
      en: 'A roomy space for the whole family, with extra beds for the children.',
      fr: 'Un espace généreux pour toute la famille, avec des lits supplémentaires pour les enfants.',
      it: 'Ampio spazio per tutta la famiglia, con letti aggiuntivi per i bambini.',
      pt: 'Espaço amplo para toda a família, com camas adicionais para as crianças.',
      ro: 'Spațiu generos pentru întreaga familie, cu paturi suplimentare pentru copii.',
    },
  },
  {
    code: 'IND',
    maxAdults: 1,
    maxOccupancy: 2,
    names: {
      es: 'Habitación individual',
      en: 'Single room',
      fr: 'Chambre individuelle',
      it: 'Camera singola',
      pt: 'Quarto individual',
      ro: 'Cameră single',
    },
    note: {
      es: 'Habitación práctica y acogedora, pensada para quien viaja solo.',
      en: 'Practical, cosy room designed for solo travellers.',
      fr: 'Chambre pratique et chaleureuse, pensée pour les voyageurs seuls.',
      it: 'Camera pratica e accogliente, pensata per chi viaggia da solo.',
      pt: 'Quarto prático e acolhedor, pensado para quem viaja sozinho.',
      ro: 'Cameră practică și primitoare, gândită pentru cei care călătoresc singuri.',
    },
  },
];
