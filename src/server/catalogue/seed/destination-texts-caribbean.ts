import type { DestinationTexts } from './destination-texts';

export const DESTINATION_TEXTS_CARIBBEAN: Record<string, DestinationTexts> = {
  // República Dominicana
  PUJ: {
    es: {
      name: 'Punta Cana',
      description:
        'En el extremo oriental de la República Dominicana, Punta Cana reúne más de 40 kilómetros de playas de arena blanca bordeadas de cocoteros, como Bávaro, Cabeza de Toro o Macao. Es ideal para descansar en complejos con todo incluido, practicar buceo, jugar al golf o hacer una excursión a la isla Saona. La mejor época va de diciembre a abril, con menos lluvia y temperaturas agradables.',
    },
    en: {
      name: 'Punta Cana',
      description:
        'On the eastern tip of the Dominican Republic, Punta Cana offers more than 40 kilometres of white-sand beaches lined with coconut palms, such as Bávaro, Cabeza de Toro and Macao. It is ideal for relaxing at all-inclusive resorts, diving, playing golf or taking a trip to Saona Island. The best time to visit is from December to April, with less rain and pleasant temperatures.',
    },
    fr: {
      name: 'Punta Cana',
      description:
        'À la pointe orientale de la République dominicaine, Punta Cana compte plus de 40 kilomètres de plages de sable blanc bordées de cocotiers, comme Bávaro, Cabeza de Toro ou Macao. C’est l’endroit idéal pour se reposer dans des complexes tout compris, faire de la plongée, jouer au golf ou partir en excursion sur l’île Saona. La meilleure période va de décembre à avril, avec moins de pluie et des températures agréables.',
    },
    it: {
      name: 'Punta Cana',
      description:
        'All’estremità orientale della Repubblica Dominicana, Punta Cana offre oltre 40 chilometri di spiagge di sabbia bianca orlate di palme da cocco, come Bávaro, Cabeza de Toro o Macao. È ideale per riposarsi in resort all inclusive, fare immersioni, giocare a golf o fare un’escursione all’isola Saona. Il periodo migliore va da dicembre ad aprile, con meno pioggia e temperature piacevoli.',
    },
    pt: {
      name: 'Punta Cana',
      description:
        'No extremo oriental da República Dominicana, Punta Cana reúne mais de 40 quilómetros de praias de areia branca ladeadas de coqueiros, como Bávaro, Cabeza de Toro ou Macao. É ideal para descansar em resorts com tudo incluído, praticar mergulho, jogar golfe ou fazer uma excursão à ilha Saona. A melhor época vai de dezembro a abril, com menos chuva e temperaturas agradáveis.',
    },
    ro: {
      name: 'Punta Cana',
      description:
        'În extremitatea estică a Republicii Dominicane, Punta Cana are peste 40 de kilometri de plaje cu nisip alb mărginite de cocotieri, precum Bávaro, Cabeza de Toro sau Macao. Este ideală pentru odihnă în complexe all inclusive, scufundări, golf sau o excursie pe insula Saona. Cea mai bună perioadă este între decembrie și aprilie, cu mai puține ploi și temperaturi plăcute.',
    },
  },
  LRM: {
    es: {
      name: 'Bayahíbe - La Romana',
      description:
        'En el sureste dominicano, Bayahíbe es un antiguo pueblo de pescadores de aguas tranquilas y cristalinas, punto de partida de las excursiones a las islas Saona y Catalina. Muy cerca se encuentran La Romana y Altos de Chavón, una recreación de una aldea mediterránea sobre el río Chavón. Destaca por el buceo y el esnórquel en el Parque Nacional del Este; la mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Bayahíbe - La Romana',
      description:
        'In the south-east of the Dominican Republic, Bayahíbe is a former fishing village with calm, crystal-clear waters and the starting point for trips to Saona and Catalina islands. Nearby are La Romana and Altos de Chavón, a recreation of a Mediterranean village above the Chavón River. It stands out for diving and snorkelling in the Parque Nacional del Este; the best time to visit is from December to April.',
    },
    fr: {
      name: 'Bayahíbe - La Romana',
      description:
        'Dans le sud-est de la République dominicaine, Bayahíbe est un ancien village de pêcheurs aux eaux calmes et cristallines, point de départ des excursions vers les îles Saona et Catalina. Tout près se trouvent La Romana et Altos de Chavón, reconstitution d’un village méditerranéen surplombant le fleuve Chavón. La plongée et le snorkeling dans le parc national de l’Est y sont remarquables ; la meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Bayahíbe - La Romana',
      description:
        'Nel sud-est della Repubblica Dominicana, Bayahíbe è un antico villaggio di pescatori dalle acque calme e cristalline, punto di partenza per le escursioni alle isole Saona e Catalina. Poco lontano si trovano La Romana e Altos de Chavón, ricostruzione di un borgo mediterraneo affacciato sul fiume Chavón. Si distingue per le immersioni e lo snorkeling nel Parco Nazionale dell’Est; il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Bayahíbe - La Romana',
      description:
        'No sudeste da República Dominicana, Bayahíbe é uma antiga aldeia piscatória de águas calmas e cristalinas, ponto de partida das excursões às ilhas Saona e Catalina. Muito perto ficam La Romana e Altos de Chavón, uma recriação de uma aldeia mediterrânica sobre o rio Chavón. Destaca-se pelo mergulho e snorkeling no Parque Nacional do Leste; a melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'Bayahíbe - La Romana',
      description:
        'În sud-estul Republicii Dominicane, Bayahíbe este un fost sat de pescari cu ape liniștite și cristaline, punct de plecare pentru excursiile spre insulele Saona și Catalina. În apropiere se află La Romana și Altos de Chavón, o reconstituire a unui sat mediteranean deasupra râului Chavón. Se remarcă prin scufundări și snorkeling în Parcul Național del Este; cea mai bună perioadă este între decembrie și aprilie.',
    },
  },
  SDQ: {
    es: {
      name: 'Santo Domingo',
      description:
        'La capital dominicana conserva la Ciudad Colonial, Patrimonio de la Humanidad por la UNESCO, con la primera catedral de América, el Alcázar de Colón y la animada calle El Conde. Combina historia, museos, gastronomía criolla y vida nocturna al ritmo del merengue y la bachata, con las playas de Boca Chica a poca distancia. Se disfruta todo el año, aunque de diciembre a abril llueve menos.',
    },
    en: {
      name: 'Santo Domingo',
      description:
        'The Dominican capital preserves its Colonial City, a UNESCO World Heritage Site, home to the first cathedral in the Americas, the Alcázar de Colón and lively Calle El Conde. It combines history, museums, Creole cooking and nightlife to the rhythm of merengue and bachata, with the beaches of Boca Chica a short distance away. It can be enjoyed all year round, although there is less rain from December to April.',
    },
    fr: {
      name: 'Saint-Domingue',
      description:
        'La capitale dominicaine conserve sa Ville coloniale, inscrite au patrimoine mondial de l’UNESCO, avec la première cathédrale des Amériques, l’Alcázar de Colón et l’animée rue El Conde. Elle associe histoire, musées, cuisine créole et vie nocturne au rythme du merengue et de la bachata, avec les plages de Boca Chica à peu de distance. On peut la visiter toute l’année, même s’il pleut moins de décembre à avril.',
    },
    it: {
      name: 'Santo Domingo',
      description:
        'La capitale dominicana conserva la Città Coloniale, Patrimonio dell’Umanità UNESCO, con la prima cattedrale delle Americhe, l’Alcázar de Colón e la vivace calle El Conde. Unisce storia, musei, cucina creola e vita notturna al ritmo di merengue e bachata, con le spiagge di Boca Chica a breve distanza. Si può visitare tutto l’anno, anche se da dicembre ad aprile piove meno.',
    },
    pt: {
      name: 'Santo Domingo',
      description:
        'A capital dominicana conserva a Cidade Colonial, Património Mundial da UNESCO, com a primeira catedral das Américas, o Alcázar de Colón e a animada rua El Conde. Combina história, museus, gastronomia crioula e vida noturna ao ritmo do merengue e da bachata, com as praias de Boca Chica a pouca distância. Pode ser visitada todo o ano, embora chova menos de dezembro a abril.',
    },
    ro: {
      name: 'Santo Domingo',
      description:
        'Capitala dominicană păstrează Orașul Colonial, inclus în patrimoniul mondial UNESCO, cu prima catedrală din America, Alcázar de Colón și animata stradă El Conde. Îmbină istoria, muzeele, bucătăria creolă și viața de noapte în ritm de merengue și bachata, iar plajele din Boca Chica sunt la mică distanță. Poate fi vizitată tot anul, deși între decembrie și aprilie plouă mai puțin.',
    },
  },
  AZS: {
    es: {
      name: 'Samaná',
      description:
        'La península de Samaná, en el noreste de la República Dominicana, ofrece un paisaje más verde y tranquilo, con playas como Rincón, Frontón o Cosón y el animado pueblo de Las Terrenas. Entre enero y marzo llegan a su bahía las ballenas jorobadas, y se pueden visitar el salto de El Limón y el Parque Nacional Los Haitises. Es perfecta para viajeros que buscan naturaleza.',
    },
    en: {
      name: 'Samaná',
      description:
        'The Samaná Peninsula, in the north-east of the Dominican Republic, offers greener, quieter landscapes, with beaches such as Rincón, Frontón and Cosón and the lively village of Las Terrenas. Humpback whales arrive in its bay between January and March, and visitors can see the El Limón waterfall and Los Haitises National Park. It is perfect for travellers who love nature.',
    },
    fr: {
      name: 'Samaná',
      description:
        'La péninsule de Samaná, au nord-est de la République dominicaine, offre un paysage plus vert et plus paisible, avec des plages comme Rincón, Frontón ou Cosón et le village animé de Las Terrenas. De janvier à mars, les baleines à bosse viennent dans sa baie, et l’on peut visiter la cascade El Limón et le parc national Los Haitises. C’est une destination parfaite pour les amoureux de la nature.',
    },
    it: {
      name: 'Samaná',
      description:
        'La penisola di Samaná, nel nord-est della Repubblica Dominicana, offre un paesaggio più verde e tranquillo, con spiagge come Rincón, Frontón o Cosón e il vivace paese di Las Terrenas. Tra gennaio e marzo le megattere arrivano nella sua baia, e si possono visitare la cascata El Limón e il Parco Nazionale Los Haitises. È perfetta per i viaggiatori in cerca di natura.',
    },
    pt: {
      name: 'Samaná',
      description:
        'A península de Samaná, no nordeste da República Dominicana, oferece uma paisagem mais verde e tranquila, com praias como Rincón, Frontón ou Cosón e a animada vila de Las Terrenas. Entre janeiro e março, as baleias-de-bossa chegam à sua baía, e é possível visitar a cascata El Limón e o Parque Nacional Los Haitises. É perfeita para viajantes que procuram natureza.',
    },
    ro: {
      name: 'Samaná',
      description:
        'Peninsula Samaná, în nord-estul Republicii Dominicane, oferă un peisaj mai verde și mai liniștit, cu plaje precum Rincón, Frontón sau Cosón și animatul sat Las Terrenas. Între ianuarie și martie, balenele cu cocoașă sosesc în golful său, iar vizitatorii pot vedea cascada El Limón și Parcul Național Los Haitises. Este perfectă pentru călătorii care caută natura.',
    },
  },
  POP: {
    es: {
      name: 'Puerto Plata',
      description:
        'En la costa norte dominicana, Puerto Plata combina playas como Playa Dorada, Sosúa o Cabarete con un centro histórico de casas victorianas y la fortaleza de San Felipe. Su teleférico sube a la loma Isabel de Torres, y los 27 Charcos de Damajagua invitan a saltar y deslizarse entre cascadas. Cabarete es conocido por el kitesurf, y el clima es agradable casi todo el año.',
    },
    en: {
      name: 'Puerto Plata',
      description:
        'On the Dominican north coast, Puerto Plata combines beaches such as Playa Dorada, Sosúa and Cabarete with a historic centre of Victorian houses and the San Felipe fortress. Its cable car climbs Mount Isabel de Torres, and the 27 Waterfalls of Damajagua invite you to jump and slide between cascades. Cabarete is known for kitesurfing, and the weather is pleasant almost all year round.',
    },
    fr: {
      name: 'Puerto Plata',
      description:
        'Sur la côte nord dominicaine, Puerto Plata associe des plages comme Playa Dorada, Sosúa ou Cabarete à un centre historique aux maisons victoriennes et à la forteresse San Felipe. Son téléphérique monte au mont Isabel de Torres, et les 27 cascades de Damajagua invitent à sauter et glisser de bassin en bassin. Cabarete est réputée pour le kitesurf, et le climat est agréable presque toute l’année.',
    },
    it: {
      name: 'Puerto Plata',
      description:
        'Sulla costa settentrionale dominicana, Puerto Plata unisce spiagge come Playa Dorada, Sosúa o Cabarete a un centro storico di case vittoriane e alla fortezza di San Felipe. La funivia sale sul monte Isabel de Torres, e le 27 cascate di Damajagua invitano a tuffarsi e scivolare tra le pozze. Cabarete è nota per il kitesurf, e il clima è piacevole quasi tutto l’anno.',
    },
    pt: {
      name: 'Puerto Plata',
      description:
        'Na costa norte dominicana, Puerto Plata combina praias como Playa Dorada, Sosúa ou Cabarete com um centro histórico de casas vitorianas e a fortaleza de San Felipe. O teleférico sobe ao monte Isabel de Torres, e as 27 cascatas de Damajagua convidam a saltar e deslizar entre piscinas naturais. Cabarete é conhecida pelo kitesurf, e o clima é agradável quase todo o ano.',
    },
    ro: {
      name: 'Puerto Plata',
      description:
        'Pe coasta de nord a Republicii Dominicane, Puerto Plata îmbină plaje precum Playa Dorada, Sosúa sau Cabarete cu un centru istoric cu case victoriene și fortăreața San Felipe. Telefericul urcă pe muntele Isabel de Torres, iar cele 27 de cascade de la Damajagua te invită la sărituri și alunecări între bazine naturale. Cabarete este cunoscut pentru kitesurfing, iar clima este plăcută aproape tot anul.',
    },
  },
  JDO: {
    es: {
      name: 'Juan Dolio',
      description:
        'A menos de una hora de Santo Domingo, Juan Dolio es una localidad costera tranquila del sur dominicano, con playas de arena clara, aguas calmadas y arrecifes aptos para el buceo y el esnórquel. Su cercanía a la capital permite combinar la playa con visitas culturales a la Ciudad Colonial. Es una opción relajada y cómoda durante todo el año, especialmente de diciembre a abril.',
    },
    en: {
      name: 'Juan Dolio',
      description:
        'Less than an hour from Santo Domingo, Juan Dolio is a quiet coastal town in the south of the Dominican Republic, with light-sand beaches, calm waters and reefs suitable for diving and snorkelling. Its proximity to the capital makes it easy to combine the beach with cultural visits to the Colonial City. It is a relaxed, convenient choice all year round, especially from December to April.',
    },
    fr: {
      name: 'Juan Dolio',
      description:
        'À moins d’une heure de Saint-Domingue, Juan Dolio est une station balnéaire paisible du sud dominicain, avec des plages de sable clair, des eaux calmes et des récifs propices à la plongée et au snorkeling. Sa proximité avec la capitale permet d’associer plage et visites culturelles de la Ville coloniale. C’est une option détendue et pratique toute l’année, surtout de décembre à avril.',
    },
    it: {
      name: 'Juan Dolio',
      description:
        'A meno di un’ora da Santo Domingo, Juan Dolio è una tranquilla località costiera del sud dominicano, con spiagge di sabbia chiara, acque calme e barriere coralline adatte a immersioni e snorkeling. La vicinanza alla capitale permette di unire il mare alle visite culturali della Città Coloniale. È una scelta rilassata e comoda tutto l’anno, soprattutto da dicembre ad aprile.',
    },
    pt: {
      name: 'Juan Dolio',
      description:
        'A menos de uma hora de Santo Domingo, Juan Dolio é uma localidade costeira tranquila do sul dominicano, com praias de areia clara, águas calmas e recifes próprios para mergulho e snorkeling. A proximidade da capital permite combinar a praia com visitas culturais à Cidade Colonial. É uma opção descontraída e cómoda durante todo o ano, sobretudo de dezembro a abril.',
    },
    ro: {
      name: 'Juan Dolio',
      description:
        'La mai puțin de o oră de Santo Domingo, Juan Dolio este o localitate de coastă liniștită din sudul Republicii Dominicane, cu plaje cu nisip deschis la culoare, ape calme și recifuri potrivite pentru scufundări și snorkeling. Apropierea de capitală permite combinarea plajei cu vizite culturale în Orașul Colonial. Este o opțiune relaxantă și comodă tot anul, mai ales între decembrie și aprilie.',
    },
  },
  // México
  RMY: {
    es: {
      name: 'Riviera Maya',
      description:
        'La Riviera Maya se extiende por la costa caribeña de Quintana Roo, desde Puerto Morelos hasta Tulum, con playas de arena blanca, cenotes y arrecifes que forman parte del Sistema Arrecifal Mesoamericano. Permite combinar el descanso con visitas a ruinas mayas como Cobá o Tulum, parques naturales y esnórquel con tortugas en Akumal. La mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Riviera Maya',
      description:
        'The Riviera Maya stretches along the Caribbean coast of Quintana Roo, from Puerto Morelos to Tulum, with white-sand beaches, cenotes and reefs that form part of the Mesoamerican Reef. It lets you combine relaxation with visits to Mayan ruins such as Cobá and Tulum, nature parks and snorkelling with turtles at Akumal. The best time to visit is from December to April.',
    },
    fr: {
      name: 'Riviera Maya',
      description:
        'La Riviera Maya s’étend sur la côte caraïbe du Quintana Roo, de Puerto Morelos à Tulum, avec des plages de sable blanc, des cenotes et des récifs appartenant au système récifal mésoaméricain. Elle permet d’associer détente et visites de ruines mayas comme Cobá ou Tulum, parcs naturels et snorkeling avec les tortues à Akumal. La meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Riviera Maya',
      description:
        'La Riviera Maya si estende lungo la costa caraibica del Quintana Roo, da Puerto Morelos a Tulum, con spiagge di sabbia bianca, cenote e barriere coralline che fanno parte del Sistema Corallino Mesoamericano. Permette di unire il relax alle visite di rovine maya come Cobá o Tulum, parchi naturali e snorkeling con le tartarughe ad Akumal. Il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Riviera Maya',
      description:
        'A Riviera Maya estende-se pela costa de Quintana Roo, nas Caraíbas, de Puerto Morelos a Tulum, com praias de areia branca, cenotes e recifes que fazem parte do Sistema Recifal Mesoamericano. Permite combinar descanso com visitas a ruínas maias como Cobá ou Tulum, parques naturais e snorkeling com tartarugas em Akumal. A melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'Riviera Maya',
      description:
        'Riviera Maya se întinde de-a lungul coastei caraibiene a statului Quintana Roo, de la Puerto Morelos la Tulum, cu plaje cu nisip alb, cenote și recifuri care fac parte din Sistemul de Recifuri Mezoamerican. Îmbină odihna cu vizite la ruinele mayașe de la Cobá sau Tulum, parcuri naturale și snorkeling cu broaște țestoase la Akumal. Cea mai bună perioadă este între decembrie și aprilie.',
    },
  },
  CUN: {
    es: {
      name: 'Cancún',
      description:
        'Cancún combina una zona hotelera con forma de siete, con playas de arena blanca frente a aguas turquesa, y una animada vida nocturna. Desde aquí se llega en ferri a Isla Mujeres y en excursión a Chichén Itzá, a los cenotes y a parques naturales, mientras que el Museo Maya y el museo subacuático MUSA completan la oferta. La mejor época es de diciembre a abril, fuera de la temporada de huracanes.',
    },
    en: {
      name: 'Cancún',
      description:
        'Cancún combines a seven-shaped hotel zone, with white-sand beaches facing turquoise waters, and lively nightlife. From here you can take a ferry to Isla Mujeres or an excursion to Chichén Itzá, cenotes and nature parks, while the Maya Museum and the MUSA underwater museum round off the offer. The best time to visit is from December to April, outside the hurricane season.',
    },
    fr: {
      name: 'Cancún',
      description:
        'Cancún associe une zone hôtelière en forme de sept, aux plages de sable blanc face à des eaux turquoise, et une vie nocturne animée. D’ici, on rejoint Isla Mujeres en ferry et on part en excursion vers Chichén Itzá, les cenotes et les parcs naturels, tandis que le musée maya et le musée subaquatique MUSA complètent l’offre. La meilleure période va de décembre à avril, hors saison des ouragans.',
    },
    it: {
      name: 'Cancún',
      description:
        'Cancún unisce una zona alberghiera a forma di sette, con spiagge di sabbia bianca affacciate su acque turchesi, e una vivace vita notturna. Da qui si raggiunge in traghetto Isla Mujeres e in escursione Chichén Itzá, i cenote e i parchi naturali, mentre il Museo Maya e il museo subacqueo MUSA completano l’offerta. Il periodo migliore va da dicembre ad aprile, fuori dalla stagione degli uragani.',
    },
    pt: {
      name: 'Cancún',
      description:
        'Cancún combina uma zona hoteleira em forma de sete, com praias de areia branca em frente a águas turquesa, e uma animada vida noturna. Daqui chega-se de ferry a Isla Mujeres e, em excursão, a Chichén Itzá, aos cenotes e a parques naturais, enquanto o Museu Maia e o museu subaquático MUSA completam a oferta. A melhor época vai de dezembro a abril, fora da época dos furacões.',
    },
    ro: {
      name: 'Cancún',
      description:
        'Cancún îmbină o zonă hotelieră în formă de șapte, cu plaje cu nisip alb în fața apelor turcoaz, cu o viață de noapte animată. De aici se ajunge cu feribotul pe Isla Mujeres și în excursii la Chichén Itzá, la cenote și în parcuri naturale, iar Muzeul Maya și muzeul subacvatic MUSA completează oferta. Cea mai bună perioadă este între decembrie și aprilie, în afara sezonului uraganelor.',
    },
  },
  TUL: {
    es: {
      name: 'Tulum',
      description:
        'Tulum es conocido por su zona arqueológica maya sobre un acantilado frente al Caribe, una de las imágenes más reconocibles de México. Su ambiente bohemio, sus playas de arena blanca y cenotes cercanos como el Gran Cenote atraen a quienes buscan naturaleza y bienestar, y al sur se encuentra la Reserva de la Biosfera de Sian Ka’an. La mejor época es de noviembre a abril.',
    },
    en: {
      name: 'Tulum',
      description:
        'Tulum is known for its Mayan archaeological site perched on a cliff above the Caribbean, one of the most recognisable images of Mexico. Its bohemian atmosphere, white-sand beaches and nearby cenotes such as the Gran Cenote attract those seeking nature and wellbeing, and to the south lies the Sian Ka’an Biosphere Reserve. The best time to visit is from November to April.',
    },
    fr: {
      name: 'Tulum',
      description:
        'Tulum est connue pour son site archéologique maya perché sur une falaise face à la mer des Caraïbes, l’une des images les plus emblématiques du Mexique. Son ambiance bohème, ses plages de sable blanc et ses cenotes proches, comme le Gran Cenote, attirent ceux qui recherchent nature et bien-être, et au sud s’étend la réserve de biosphère de Sian Ka’an. La meilleure période va de novembre à avril.',
    },
    it: {
      name: 'Tulum',
      description:
        'Tulum è famosa per la sua zona archeologica maya su una scogliera affacciata sul Mar dei Caraibi, una delle immagini più riconoscibili del Messico. L’atmosfera bohémien, le spiagge di sabbia bianca e i cenote vicini come il Gran Cenote attirano chi cerca natura e benessere, e a sud si trova la Riserva della Biosfera di Sian Ka’an. Il periodo migliore va da novembre ad aprile.',
    },
    pt: {
      name: 'Tulum',
      description:
        'Tulum é conhecida pela sua zona arqueológica maia sobre uma falésia virada para o mar das Caraíbas, uma das imagens mais reconhecíveis do México. O ambiente boémio, as praias de areia branca e os cenotes próximos, como o Gran Cenote, atraem quem procura natureza e bem-estar, e a sul fica a Reserva da Biosfera de Sian Ka’an. A melhor época vai de novembro a abril.',
    },
    ro: {
      name: 'Tulum',
      description:
        'Tulum este cunoscut pentru situl arheologic maya așezat pe o faleză deasupra Mării Caraibilor, una dintre cele mai recognoscibile imagini ale Mexicului. Atmosfera boemă, plajele cu nisip alb și cenotele din apropiere, precum Gran Cenote, îi atrag pe cei care caută natură și relaxare, iar la sud se află Rezervația Biosferei Sian Ka’an. Cea mai bună perioadă este între noiembrie și aprilie.',
    },
  },
  CMJ: {
    es: {
      name: 'Costa Mujeres',
      description:
        'Al norte de Cancún y frente a Isla Mujeres, Costa Mujeres es una zona de desarrollo más reciente y tranquila, con amplias playas de arena blanca y aguas poco profundas. Es ideal para familias y parejas que buscan descanso, con fácil acceso a Isla Mujeres, a Isla Blanca y, entre junio y septiembre, a las excursiones para nadar con el tiburón ballena. La mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Costa Mujeres',
      description:
        'North of Cancún and facing Isla Mujeres, Costa Mujeres is a more recently developed, quieter area with wide white-sand beaches and shallow waters. It is ideal for families and couples looking to relax, with easy access to Isla Mujeres, Isla Blanca and, between June and September, excursions to swim with whale sharks. The best time to visit is from December to April.',
    },
    fr: {
      name: 'Costa Mujeres',
      description:
        'Au nord de Cancún, face à Isla Mujeres, Costa Mujeres est une zone plus récente et plus calme, avec de larges plages de sable blanc et des eaux peu profondes. Elle est idéale pour les familles et les couples en quête de repos, avec un accès facile à Isla Mujeres, à Isla Blanca et, de juin à septembre, aux excursions pour nager avec le requin-baleine. La meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Costa Mujeres',
      description:
        'A nord di Cancún e di fronte a Isla Mujeres, Costa Mujeres è una zona di sviluppo più recente e tranquilla, con ampie spiagge di sabbia bianca e acque poco profonde. È ideale per famiglie e coppie in cerca di riposo, con facile accesso a Isla Mujeres, a Isla Blanca e, tra giugno e settembre, alle escursioni per nuotare con lo squalo balena. Il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Costa Mujeres',
      description:
        'A norte de Cancún e em frente a Isla Mujeres, Costa Mujeres é uma zona de desenvolvimento mais recente e tranquila, com amplas praias de areia branca e águas pouco profundas. É ideal para famílias e casais que procuram descanso, com fácil acesso a Isla Mujeres, a Isla Blanca e, entre junho e setembro, às excursões para nadar com o tubarão-baleia. A melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'Costa Mujeres',
      description:
        'La nord de Cancún și în fața insulei Isla Mujeres, Costa Mujeres este o zonă dezvoltată mai recent și mai liniștită, cu plaje largi cu nisip alb și ape puțin adânci. Este ideală pentru familii și cupluri care caută odihnă, cu acces ușor la Isla Mujeres, Isla Blanca și, între iunie și septembrie, la excursiile de înot cu rechinul-balenă. Cea mai bună perioadă este între decembrie și aprilie.',
    },
  },
  CZM: {
    es: {
      name: 'Cozumel',
      description:
        'Cozumel, la mayor isla del Caribe mexicano, es un destino de referencia para el buceo gracias a arrecifes protegidos como Palancar o Colombia, con una excelente visibilidad. Además de sus playas, ofrece el parque Chankanaab, las ruinas mayas de San Gervasio y el tranquilo pueblo de San Miguel. Tiene aeropuerto propio y ferris frecuentes desde Playa del Carmen; la mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Cozumel',
      description:
        'Cozumel, the largest island in the Mexican Caribbean, is a leading diving destination thanks to protected reefs such as Palancar and Colombia, with excellent visibility. Beyond its beaches, it offers Chankanaab Park, the Mayan ruins of San Gervasio and the relaxed town of San Miguel. It has its own airport and frequent ferries from Playa del Carmen; the best time to visit is from December to April.',
    },
    fr: {
      name: 'Cozumel',
      description:
        'Cozumel, la plus grande île des Caraïbes mexicaines, est une destination de référence pour la plongée grâce à des récifs protégés comme Palancar ou Colombia, avec une excellente visibilité. Outre ses plages, elle offre le parc Chankanaab, les ruines mayas de San Gervasio et la paisible ville de San Miguel. Elle dispose d’un aéroport et de ferries fréquents depuis Playa del Carmen ; la meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Cozumel',
      description:
        'Cozumel, la più grande isola dei Caraibi messicani, è una meta di riferimento per le immersioni grazie a barriere protette come Palancar o Colombia, con un’ottima visibilità. Oltre alle spiagge, offre il parco Chankanaab, le rovine maya di San Gervasio e la tranquilla cittadina di San Miguel. Ha un aeroporto proprio e traghetti frequenti da Playa del Carmen; il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Cozumel',
      description:
        'Cozumel, a maior ilha das Caraíbas mexicanas, é um destino de referência para o mergulho graças a recifes protegidos como Palancar ou Colombia, com excelente visibilidade. Além das praias, oferece o parque Chankanaab, as ruínas maias de San Gervasio e a tranquila vila de San Miguel. Tem aeroporto próprio e ferries frequentes a partir de Playa del Carmen; a melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'Cozumel',
      description:
        'Cozumel, cea mai mare insulă din Caraibele mexicane, este o destinație de referință pentru scufundări datorită recifurilor protejate precum Palancar sau Colombia, cu o vizibilitate excelentă. Pe lângă plaje, oferă parcul Chankanaab, ruinele mayașe de la San Gervasio și liniștitul oraș San Miguel. Are aeroport propriu și feriboturi frecvente din Playa del Carmen; cea mai bună perioadă este între decembrie și aprilie.',
    },
  },
  PCM: {
    es: {
      name: 'Playa del Carmen',
      description:
        'Playa del Carmen, en el corazón de la Riviera Maya, combina playas de arena blanca con la animada Quinta Avenida, llena de tiendas, restaurantes y terrazas. Es una buena base para explorar cenotes, parques naturales, las ruinas de Tulum y la isla de Cozumel, a la que se llega en ferri. Tiene un ambiente cosmopolita de día y de noche; la mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Playa del Carmen',
      description:
        'Playa del Carmen, in the heart of the Riviera Maya, combines white-sand beaches with the lively Fifth Avenue, lined with shops, restaurants and terraces. It is a good base for exploring cenotes, nature parks, the ruins of Tulum and the island of Cozumel, reached by ferry. It has a cosmopolitan atmosphere by day and by night; the best time to visit is from December to April.',
    },
    fr: {
      name: 'Playa del Carmen',
      description:
        'Playa del Carmen, au cœur de la Riviera Maya, associe plages de sable blanc et animée Quinta Avenida, bordée de boutiques, de restaurants et de terrasses. C’est une bonne base pour explorer les cenotes, les parcs naturels, les ruines de Tulum et l’île de Cozumel, accessible en ferry. L’ambiance y est cosmopolite de jour comme de nuit ; la meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Playa del Carmen',
      description:
        'Playa del Carmen, nel cuore della Riviera Maya, unisce spiagge di sabbia bianca alla vivace Quinta Avenida, piena di negozi, ristoranti e locali all’aperto. È una buona base per esplorare cenote, parchi naturali, le rovine di Tulum e l’isola di Cozumel, raggiungibile in traghetto. L’atmosfera è cosmopolita di giorno e di notte; il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Playa del Carmen',
      description:
        'Playa del Carmen, no coração da Riviera Maya, combina praias de areia branca com a animada Quinta Avenida, repleta de lojas, restaurantes e esplanadas. É uma boa base para explorar cenotes, parques naturais, as ruínas de Tulum e a ilha de Cozumel, acessível de ferry. Tem um ambiente cosmopolita de dia e de noite; a melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'Playa del Carmen',
      description:
        'Playa del Carmen, în inima Rivierei Maya, îmbină plajele cu nisip alb cu animata Quinta Avenida, plină de magazine, restaurante și terase. Este o bază bună pentru a explora cenote, parcuri naturale, ruinele de la Tulum și insula Cozumel, unde se ajunge cu feribotul. Atmosfera este cosmopolită zi și noapte; cea mai bună perioadă este între decembrie și aprilie.',
    },
  },
  // Cuba
  VRA: {
    es: {
      name: 'Varadero',
      description:
        'En la estrecha península de Hicacos, Varadero ofrece unos 20 kilómetros de playa de arena fina y aguas turquesa poco profundas, la más conocida de Cuba. Además de sol y mar, permite practicar buceo, visitar la cueva de Saturno o la mansión Xanadú y hacer excursiones a La Habana, Matanzas o Cárdenas. La mejor época es de noviembre a abril, más seca y templada.',
    },
    en: {
      name: 'Varadero',
      description:
        'On the narrow Hicacos Peninsula, Varadero offers some 20 kilometres of fine-sand beach and shallow turquoise waters, the best known in Cuba. Besides sun and sea, you can go diving, visit the Saturno Cave or the Xanadú Mansion and take trips to Havana, Matanzas or Cárdenas. The best time to visit is from November to April, when it is drier and milder.',
    },
    fr: {
      name: 'Varadero',
      description:
        'Sur l’étroite péninsule d’Hicacos, Varadero offre une vingtaine de kilomètres de plage de sable fin aux eaux turquoise peu profondes, la plus connue de Cuba. Outre le soleil et la mer, on peut y faire de la plongée, visiter la grotte de Saturno ou le manoir Xanadú et partir en excursion à La Havane, Matanzas ou Cárdenas. La meilleure période va de novembre à avril, plus sèche et tempérée.',
    },
    it: {
      name: 'Varadero',
      description:
        'Sulla stretta penisola di Hicacos, Varadero offre circa 20 chilometri di spiaggia di sabbia fine e acque turchesi poco profonde, la più conosciuta di Cuba. Oltre a sole e mare, permette di fare immersioni, visitare la grotta di Saturno o la villa Xanadú e fare escursioni all’Avana, a Matanzas o a Cárdenas. Il periodo migliore va da novembre ad aprile, più secco e mite.',
    },
    pt: {
      name: 'Varadero',
      description:
        'Na estreita península de Hicacos, Varadero oferece cerca de 20 quilómetros de praia de areia fina e águas turquesa pouco profundas, a mais conhecida de Cuba. Além de sol e mar, permite fazer mergulho, visitar a gruta de Saturno ou a mansão Xanadú e fazer excursões a Havana, Matanzas ou Cárdenas. A melhor época vai de novembro a abril, mais seca e amena.',
    },
    ro: {
      name: 'Varadero',
      description:
        'Pe îngusta peninsulă Hicacos, Varadero oferă circa 20 de kilometri de plajă cu nisip fin și ape turcoaz puțin adânci, cea mai cunoscută din Cuba. Pe lângă soare și mare, poți face scufundări, vizita peștera Saturno sau conacul Xanadú și face excursii la Havana, Matanzas sau Cárdenas. Cea mai bună perioadă este între noiembrie și aprilie, mai uscată și mai blândă.',
    },
  },
  HAV: {
    es: {
      name: 'La Habana',
      description:
        'La capital cubana sorprende con La Habana Vieja, Patrimonio de la Humanidad por la UNESCO, sus plazas coloniales, el Capitolio y el paseo por el Malecón al atardecer. Los coches clásicos, la música en directo, la Fábrica de Arte Cubano y barrios como el Vedado y Centro Habana muestran su vida cotidiana. Las playas del Este quedan cerca, y la mejor época va de noviembre a abril.',
    },
    en: {
      name: 'Havana',
      description:
        'The Cuban capital impresses with Old Havana, a UNESCO World Heritage Site, its colonial squares, the Capitolio and a sunset stroll along the Malecón. Classic cars, live music, the Fábrica de Arte Cubano and neighbourhoods such as Vedado and Centro Habana reveal everyday life. The Playas del Este are close by, and the best time to visit is from November to April.',
    },
    fr: {
      name: 'La Havane',
      description:
        'La capitale cubaine séduit avec la Vieille Havane, inscrite au patrimoine mondial de l’UNESCO, ses places coloniales, le Capitole et la promenade sur le Malecón au coucher du soleil. Les voitures anciennes, la musique live, la Fábrica de Arte Cubano et des quartiers comme le Vedado et Centro Habana dévoilent sa vie quotidienne. Les plages de l’Est sont proches, et la meilleure période va de novembre à avril.',
    },
    it: {
      name: 'L’Avana',
      description:
        'La capitale cubana affascina con L’Avana Vecchia, Patrimonio dell’Umanità UNESCO, le sue piazze coloniali, il Capitolio e la passeggiata sul Malecón al tramonto. Le auto d’epoca, la musica dal vivo, la Fábrica de Arte Cubano e quartieri come il Vedado e Centro Habana raccontano la vita quotidiana. Le Playas del Este sono vicine, e il periodo migliore va da novembre ad aprile.',
    },
    pt: {
      name: 'Havana',
      description:
        'A capital cubana surpreende com Havana Velha, Património Mundial da UNESCO, as suas praças coloniais, o Capitólio e o passeio pelo Malecón ao pôr do sol. Os carros clássicos, a música ao vivo, a Fábrica de Arte Cubano e bairros como o Vedado e Centro Habana mostram o seu quotidiano. As Playas del Este ficam perto, e a melhor época vai de novembro a abril.',
    },
    ro: {
      name: 'Havana',
      description:
        'Capitala Cubei impresionează prin Havana Veche, inclusă în patrimoniul mondial UNESCO, piețele sale coloniale, Capitoliul și plimbarea pe Malecón la apus. Mașinile de epocă, muzica live, Fábrica de Arte Cubano și cartiere precum Vedado și Centro Habana dezvăluie viața de zi cu zi. Plajele Playas del Este sunt aproape, iar cea mai bună perioadă este între noiembrie și aprilie.',
    },
  },
  CSM: {
    es: {
      name: 'Cayo Santa María',
      description:
        'Unido a la isla de Cuba por un pedraplén de 48 kilómetros sobre el mar, Cayo Santa María forma parte de la Reserva de la Biosfera Buenavista. Sus playas de arena blanca y aguas tranquilas, rodeadas de naturaleza protegida, lo convierten en un destino sosegado para desconectar, bucear o hacer excursiones a Remedios y Santa Clara. La mejor época es de noviembre a abril.',
    },
    en: {
      name: 'Cayo Santa María',
      description:
        'Linked to mainland Cuba by a 48-kilometre causeway across the sea, Cayo Santa María is part of the Buenavista Biosphere Reserve. Its white-sand beaches and calm waters, surrounded by protected nature, make it a peaceful place to unwind, go diving or take trips to Remedios and Santa Clara. The best time to visit is from November to April.',
    },
    fr: {
      name: 'Cayo Santa María',
      description:
        'Relié à l’île principale de Cuba par une route-digue de 48 kilomètres au-dessus de la mer, Cayo Santa María fait partie de la réserve de biosphère de Buenavista. Ses plages de sable blanc et ses eaux calmes, entourées d’une nature protégée, en font une destination paisible pour décrocher, plonger ou partir en excursion à Remedios et Santa Clara. La meilleure période va de novembre à avril.',
    },
    it: {
      name: 'Cayo Santa María',
      description:
        'Collegato all’isola di Cuba da una strada rialzata di 48 chilometri sul mare, Cayo Santa María fa parte della Riserva della Biosfera di Buenavista. Le spiagge di sabbia bianca e le acque calme, circondate da natura protetta, ne fanno una meta tranquilla per staccare la spina, fare immersioni o escursioni a Remedios e Santa Clara. Il periodo migliore va da novembre ad aprile.',
    },
    pt: {
      name: 'Cayo Santa María',
      description:
        'Ligado à ilha de Cuba por um aterro rodoviário de 48 quilómetros sobre o mar, Cayo Santa María faz parte da Reserva da Biosfera de Buenavista. As praias de areia branca e águas calmas, rodeadas de natureza protegida, tornam-no um destino sossegado para desligar, mergulhar ou fazer excursões a Remedios e Santa Clara. A melhor época vai de novembro a abril.',
    },
    ro: {
      name: 'Cayo Santa María',
      description:
        'Legat de insula principală a Cubei printr-un dig rutier de 48 de kilometri peste mare, Cayo Santa María face parte din Rezervația Biosferei Buenavista. Plajele cu nisip alb și apele liniștite, înconjurate de natură protejată, îl transformă într-o destinație tihnită pentru deconectare, scufundări sau excursii la Remedios și Santa Clara. Cea mai bună perioadă este între noiembrie și aprilie.',
    },
  },
  CCC: {
    es: {
      name: 'Cayo Coco',
      description:
        'Cayo Coco, en el archipiélago de los Jardines del Rey, al norte de Cuba, está unido a tierra firme por un largo pedraplén y destaca por playas como Playa Flamencos o, en el vecino Cayo Guillermo, Playa Pilar. Sus lagunas albergan flamencos y otras aves, y sus arrecifes son ideales para bucear. Es un destino tranquilo de naturaleza y playa; la mejor época es de noviembre a abril.',
    },
    en: {
      name: 'Cayo Coco',
      description:
        'Cayo Coco, in the Jardines del Rey archipelago off northern Cuba, is linked to the mainland by a long causeway and is known for beaches such as Playa Flamencos and, on neighbouring Cayo Guillermo, Playa Pilar. Its lagoons are home to flamingos and other birds, and its reefs are ideal for diving. It is a quiet nature and beach destination; the best time to visit is from November to April.',
    },
    fr: {
      name: 'Cayo Coco',
      description:
        'Cayo Coco, dans l’archipel des Jardines del Rey, au nord de Cuba, est relié à la terre ferme par une longue route-digue et se distingue par des plages comme Playa Flamencos ou, sur le Cayo Guillermo voisin, Playa Pilar. Ses lagunes abritent des flamants roses et d’autres oiseaux, et ses récifs sont parfaits pour la plongée. C’est une destination calme, entre nature et plage ; la meilleure période va de novembre à avril.',
    },
    it: {
      name: 'Cayo Coco',
      description:
        'Cayo Coco, nell’arcipelago dei Jardines del Rey, a nord di Cuba, è collegato alla terraferma da una lunga strada rialzata ed è noto per spiagge come Playa Flamencos o, nel vicino Cayo Guillermo, Playa Pilar. Le sue lagune ospitano fenicotteri e altri uccelli, e le barriere coralline sono ideali per le immersioni. È una meta tranquilla di natura e mare; il periodo migliore va da novembre ad aprile.',
    },
    pt: {
      name: 'Cayo Coco',
      description:
        'Cayo Coco, no arquipélago dos Jardines del Rey, a norte de Cuba, está ligado a terra firme por um longo aterro rodoviário e destaca-se por praias como Playa Flamencos ou, no vizinho Cayo Guillermo, Playa Pilar. As suas lagoas acolhem flamingos e outras aves, e os recifes são ideais para mergulhar. É um destino tranquilo de natureza e praia; a melhor época vai de novembro a abril.',
    },
    ro: {
      name: 'Cayo Coco',
      description:
        'Cayo Coco, în arhipelagul Jardines del Rey, în nordul Cubei, este legat de uscat printr-un dig rutier lung și se remarcă prin plaje precum Playa Flamencos sau, pe vecinul Cayo Guillermo, Playa Pilar. Lagunele sale adăpostesc flamingi și alte păsări, iar recifurile sunt ideale pentru scufundări. Este o destinație liniștită de natură și plajă; cea mai bună perioadă este între noiembrie și aprilie.',
    },
  },
  HOG: {
    es: {
      name: 'Holguín - Guardalavaca',
      description:
        'En la costa norte del oriente cubano, Guardalavaca combina playas de arena blanca y arrecifes cercanos a la orilla con un paisaje de colinas verdes. Muy cerca se encuentran la bahía de Bariay, donde desembarcó Colón en 1492, y el museo Chorro de Maíta, con restos de la cultura taína. La ciudad de Holguín, conocida como la ciudad de los parques, completa la visita; la mejor época es de noviembre a abril.',
    },
    en: {
      name: 'Holguín - Guardalavaca',
      description:
        'On the north coast of eastern Cuba, Guardalavaca combines white-sand beaches and reefs close to the shore with a landscape of green hills. Nearby are Bariay Bay, where Columbus landed in 1492, and the Chorro de Maíta museum, with remains of Taíno culture. The city of Holguín, known as the city of parks, completes the visit; the best time to go is from November to April.',
    },
    fr: {
      name: 'Holguín - Guardalavaca',
      description:
        'Sur la côte nord de l’est de Cuba, Guardalavaca associe plages de sable blanc et récifs proches du rivage à un paysage de collines verdoyantes. Tout près se trouvent la baie de Bariay, où Christophe Colomb a débarqué en 1492, et le musée Chorro de Maíta, avec des vestiges de la culture taïno. La ville de Holguín, surnommée la ville des parcs, complète la visite ; la meilleure période va de novembre à avril.',
    },
    it: {
      name: 'Holguín - Guardalavaca',
      description:
        'Sulla costa settentrionale di Cuba orientale, Guardalavaca unisce spiagge di sabbia bianca e barriere coralline vicine alla riva a un paesaggio di verdi colline. Nelle vicinanze si trovano la baia di Bariay, dove sbarcò Cristoforo Colombo nel 1492, e il museo Chorro de Maíta, con resti della cultura taína. La città di Holguín, nota come la città dei parchi, completa la visita; il periodo migliore va da novembre ad aprile.',
    },
    pt: {
      name: 'Holguín - Guardalavaca',
      description:
        'Na costa norte do oriente cubano, Guardalavaca combina praias de areia branca e recifes junto à costa com uma paisagem de colinas verdes. Muito perto ficam a baía de Bariay, onde Cristóvão Colombo desembarcou em 1492, e o museu Chorro de Maíta, com vestígios da cultura taína. A cidade de Holguín, conhecida como a cidade dos parques, completa a visita; a melhor época vai de novembro a abril.',
    },
    ro: {
      name: 'Holguín - Guardalavaca',
      description:
        'Pe coasta de nord a estului Cubei, Guardalavaca îmbină plajele cu nisip alb și recifurile aflate aproape de țărm cu un peisaj de dealuri verzi. În apropiere se află golful Bariay, unde Cristofor Columb a debarcat în 1492, și muzeul Chorro de Maíta, cu vestigii ale culturii taíno. Orașul Holguín, numit orașul parcurilor, completează vizita; cea mai bună perioadă este între noiembrie și aprilie.',
    },
  },
  TND: {
    es: {
      name: 'Trinidad',
      description:
        'Fundada en 1514, Trinidad es una de las ciudades coloniales mejor conservadas de Cuba y, junto al Valle de los Ingenios, Patrimonio de la Humanidad por la UNESCO. Sus calles empedradas, casas de colores y plazas se recorren a pie, y por la noche la ciudad se anima con música en directo. A pocos kilómetros están la playa Ancón y las cascadas de Topes de Collantes; la mejor época es de noviembre a abril.',
    },
    en: {
      name: 'Trinidad',
      description:
        'Founded in 1514, Trinidad is one of the best-preserved colonial towns in Cuba and, together with the Valle de los Ingenios, a UNESCO World Heritage Site. Its cobbled streets, colourful houses and squares are best explored on foot, and at night it comes alive with live music. A few kilometres away lie Playa Ancón and the waterfalls of Topes de Collantes; the best time to visit is from November to April.',
    },
    fr: {
      name: 'Trinidad',
      description:
        'Fondée en 1514, Trinidad est l’une des villes coloniales les mieux conservées de Cuba et, avec la vallée de los Ingenios, est inscrite au patrimoine mondial de l’UNESCO. Ses rues pavées, ses maisons colorées et ses places se découvrent à pied, et le soir elle s’anime au son de la musique live. À quelques kilomètres se trouvent la plage d’Ancón et les cascades de Topes de Collantes ; la meilleure période va de novembre à avril.',
    },
    it: {
      name: 'Trinidad',
      description:
        'Fondata nel 1514, Trinidad è una delle città coloniali meglio conservate di Cuba e, insieme alla Valle de los Ingenios, Patrimonio dell’Umanità UNESCO. Le strade acciottolate, le case colorate e le piazze si visitano a piedi, e la sera la città si anima con la musica dal vivo. A pochi chilometri si trovano la spiaggia di Ancón e le cascate di Topes de Collantes; il periodo migliore va da novembre ad aprile.',
    },
    pt: {
      name: 'Trinidad',
      description:
        'Fundada em 1514, Trinidad é uma das cidades coloniais mais bem conservadas de Cuba e, juntamente com o Vale dos Engenhos, Património Mundial da UNESCO. As ruas empedradas, as casas coloridas e as praças percorrem-se a pé, e à noite a cidade anima-se com música ao vivo. A poucos quilómetros ficam a praia Ancón e as cascatas de Topes de Collantes; a melhor época vai de novembro a abril.',
    },
    ro: {
      name: 'Trinidad',
      description:
        'Fondat în 1514, Trinidad este unul dintre cele mai bine conservate orașe coloniale din Cuba și, împreună cu Valle de los Ingenios, face parte din patrimoniul mondial UNESCO. Străzile pietruite, casele colorate și piețele se descoperă pe jos, iar seara orașul prinde viață cu muzică live. La câțiva kilometri se află plaja Ancón și cascadele din Topes de Collantes; cea mai bună perioadă este între noiembrie și aprilie.',
    },
  },
};
