import type { DestinationTexts } from './destination-texts';

export const DESTINATION_TEXTS_MORE: Record<string, DestinationTexts> = {
  MBJ: {
    es: {
      name: 'Montego Bay',
      description:
        'Segunda ciudad de Jamaica y principal puerta de entrada a la isla, Montego Bay combina playas de arena blanca como Doctor’s Cave con el animado ambiente del Hip Strip. Desde aquí se puede bajar en balsa de bambú por el río Martha Brae, visitar antiguas casas de plantación como Rose Hall o bucear en el parque marino. La mejor época va de diciembre a abril, fuera de la temporada de huracanes.',
    },
    en: {
      name: 'Montego Bay',
      description:
        'Jamaica’s second city and the island’s main gateway, Montego Bay combines white-sand beaches such as Doctor’s Cave with the lively atmosphere of the Hip Strip. From here you can go bamboo rafting on the Martha Brae River, visit old plantation houses such as Rose Hall or dive in the marine park. The best time to visit is from December to April, outside the hurricane season.',
    },
    fr: {
      name: 'Montego Bay',
      description:
        'Deuxième ville de la Jamaïque et principale porte d’entrée de l’île, Montego Bay associe des plages de sable blanc comme Doctor’s Cave à l’ambiance animée du Hip Strip. D’ici, on peut descendre la rivière Martha Brae en radeau de bambou, visiter d’anciennes maisons de plantation comme Rose Hall ou plonger dans le parc marin. La meilleure période s’étend de décembre à avril, hors saison des ouragans.',
    },
    it: {
      name: 'Montego Bay',
      description:
        'Seconda città della Giamaica e principale porta d’accesso all’isola, Montego Bay unisce spiagge di sabbia bianca come Doctor’s Cave all’atmosfera vivace della Hip Strip. Da qui si può scendere il fiume Martha Brae su zattere di bambù, visitare antiche case di piantagione come Rose Hall o fare immersioni nel parco marino. Il periodo migliore va da dicembre ad aprile, fuori dalla stagione degli uragani.',
    },
    pt: {
      name: 'Montego Bay',
      description:
        'Segunda cidade da Jamaica e principal porta de entrada da ilha, Montego Bay combina praias de areia branca como Doctor’s Cave com o ambiente animado da Hip Strip. A partir daqui pode descer o rio Martha Brae em jangadas de bambu, visitar antigas casas de plantação como Rose Hall ou mergulhar no parque marinho. A melhor época vai de dezembro a abril, fora da época dos furacões.',
    },
    ro: {
      name: 'Montego Bay',
      description:
        'Al doilea oraș al Jamaicii și principala poartă de intrare în insulă, Montego Bay îmbină plaje cu nisip alb precum Doctor’s Cave cu atmosfera animată de pe Hip Strip. De aici poți coborî râul Martha Brae pe plute de bambus, poți vizita vechi case de plantație precum Rose Hall sau poți face scufundări în parcul marin. Cea mai bună perioadă este între decembrie și aprilie, în afara sezonului uraganelor.',
    },
  },
  NEG: {
    es: {
      name: 'Negril',
      description:
        'Situada en el extremo occidental de Jamaica, Negril es conocida por Seven Mile Beach, una larga playa de arena clara y aguas tranquilas, y por los acantilados de West End, donde los visitantes se reúnen para ver la puesta de sol. Su ambiente es relajado, ideal para hacer esnórquel, salir en catamarán o visitar las cascadas de Mayfield. La mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Negril',
      description:
        'Located at the western tip of Jamaica, Negril is known for Seven Mile Beach, a long stretch of pale sand and calm water, and for the West End cliffs, where visitors gather to watch the sunset. The atmosphere is laid-back, ideal for snorkelling, catamaran trips or a visit to Mayfield Falls. The best time to go is from December to April.',
    },
    fr: {
      name: 'Negril',
      description:
        'Située à la pointe occidentale de la Jamaïque, Negril est connue pour Seven Mile Beach, une longue plage de sable clair aux eaux calmes, et pour les falaises de West End, où les visiteurs se retrouvent pour admirer le coucher du soleil. L’ambiance y est décontractée, idéale pour le snorkeling, les sorties en catamaran ou la visite des cascades de Mayfield. La meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Negril',
      description:
        'Situata all’estremità occidentale della Giamaica, Negril è nota per Seven Mile Beach, una lunga spiaggia di sabbia chiara e acque calme, e per le scogliere del West End, dove i visitatori si ritrovano per ammirare il tramonto. L’atmosfera è rilassata, ideale per lo snorkeling, le uscite in catamarano o la visita alle cascate di Mayfield. Il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Negril',
      description:
        'Situada no extremo ocidental da Jamaica, Negril é conhecida pela Seven Mile Beach, uma longa praia de areia clara e águas calmas, e pelas falésias de West End, onde os visitantes se reúnem para ver o pôr do sol. O ambiente é descontraído, ideal para snorkeling, passeios de catamarã ou uma visita às cascatas de Mayfield. A melhor época é de dezembro a abril.',
    },
    ro: {
      name: 'Negril',
      description:
        'Situat în extremitatea vestică a Jamaicii, Negril este cunoscut pentru Seven Mile Beach, o plajă lungă cu nisip deschis la culoare și ape liniștite, și pentru stâncile din West End, unde vizitatorii se adună pentru a privi apusul. Atmosfera este relaxată, ideală pentru snorkeling, excursii cu catamaranul sau o vizită la cascadele Mayfield. Cea mai bună perioadă este din decembrie până în aprilie.',
    },
  },
  OCJ: {
    es: {
      name: 'Ocho Ríos',
      description:
        'En la costa norte de Jamaica, Ocho Ríos es famosa por las cascadas de Dunn’s River, que se pueden remontar a pie por sus terrazas de roca caliza. Los alrededores ofrecen jardines tropicales, paseos por la selva en Mystic Mountain y excursiones a Nine Mile, donde nació y está enterrado Bob Marley. Es también escala habitual de cruceros, por lo que conviene salir temprano. La mejor época es de diciembre a abril.',
    },
    en: {
      name: 'Ocho Rios',
      description:
        'On Jamaica’s north coast, Ocho Rios is famous for Dunn’s River Falls, which visitors can climb on foot up its limestone terraces. The surrounding area offers tropical gardens, rainforest outings at Mystic Mountain and excursions to Nine Mile, where Bob Marley was born and is buried. It is also a regular cruise port, so it pays to set off early. The best time to visit is from December to April.',
    },
    fr: {
      name: 'Ocho Rios',
      description:
        'Sur la côte nord de la Jamaïque, Ocho Rios est célèbre pour les chutes de Dunn’s River, que l’on peut remonter à pied sur leurs terrasses calcaires. Les environs offrent des jardins tropicaux, des sorties en forêt tropicale à Mystic Mountain et des excursions à Nine Mile, où Bob Marley est né et repose. C’est aussi une escale de croisière fréquente : mieux vaut partir tôt. La meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Ocho Rios',
      description:
        'Sulla costa settentrionale della Giamaica, Ocho Rios è famosa per le cascate di Dunn’s River, che si possono risalire a piedi lungo le terrazze calcaree. I dintorni offrono giardini tropicali, escursioni nella foresta pluviale a Mystic Mountain e gite a Nine Mile, dove Bob Marley è nato ed è sepolto. È anche uno scalo frequente per le navi da crociera, quindi conviene partire presto. Il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Ocho Rios',
      description:
        'Na costa norte da Jamaica, Ocho Rios é famosa pelas cascatas de Dunn’s River, que se podem subir a pé pelos seus socalcos de calcário. Os arredores oferecem jardins tropicais, passeios pela floresta tropical em Mystic Mountain e excursões a Nine Mile, onde Bob Marley nasceu e está sepultado. É também uma escala frequente de cruzeiros, pelo que convém sair cedo. A melhor época é de dezembro a abril.',
    },
    ro: {
      name: 'Ocho Rios',
      description:
        'Pe coasta de nord a Jamaicii, Ocho Rios este renumit pentru cascadele Dunn’s River, care pot fi urcate pe jos pe terasele lor de calcar. Împrejurimile oferă grădini tropicale, plimbări prin pădurea tropicală la Mystic Mountain și excursii la Nine Mile, unde s-a născut și este înmormântat Bob Marley. Este și o escală frecventă pentru navele de croazieră, așa că merită să porniți devreme. Cea mai bună perioadă este din decembrie până în aprilie.',
    },
  },
  SJU: {
    es: {
      name: 'San Juan',
      description:
        'La capital de Puerto Rico combina el Viejo San Juan, con sus calles adoquinadas, sus casas de colores y las fortalezas de El Morro y San Cristóbal, declaradas Patrimonio de la Humanidad, con las playas urbanas de Condado e Isla Verde. Es un buen punto de partida para visitar la selva tropical de El Yunque y disfrutar de la gastronomía y la música locales. La mejor época va de diciembre a abril.',
    },
    en: {
      name: 'San Juan',
      description:
        'Puerto Rico’s capital combines Old San Juan, with its cobbled streets, colourful houses and the UNESCO-listed fortresses of El Morro and San Cristóbal, with the city beaches of Condado and Isla Verde. It makes a good base for visiting El Yunque rainforest and enjoying the local food and music. The best time to visit is from December to April.',
    },
    fr: {
      name: 'San Juan',
      description:
        'La capitale de Porto Rico associe le Vieux San Juan, avec ses rues pavées, ses maisons colorées et les forteresses d’El Morro et de San Cristóbal, inscrites au patrimoine mondial de l’UNESCO, aux plages urbaines de Condado et d’Isla Verde. C’est un bon point de départ pour découvrir la forêt tropicale d’El Yunque et profiter de la gastronomie et de la musique locales. La meilleure période va de décembre à avril.',
    },
    it: {
      name: 'San Juan',
      description:
        'La capitale di Porto Rico unisce la Vecchia San Juan, con le sue strade acciottolate, le case colorate e le fortezze di El Morro e San Cristóbal, patrimonio mondiale dell’UNESCO, alle spiagge urbane di Condado e Isla Verde. È un buon punto di partenza per visitare la foresta pluviale di El Yunque e per godersi la cucina e la musica locali. Il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'San Juan',
      description:
        'A capital de Porto Rico combina a Velha San Juan, com as suas ruas empedradas, casas coloridas e as fortalezas de El Morro e San Cristóbal, classificadas como Património Mundial da UNESCO, com as praias urbanas de Condado e Isla Verde. É um bom ponto de partida para visitar a floresta tropical de El Yunque e apreciar a gastronomia e a música locais. A melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'San Juan',
      description:
        'Capitala insulei Puerto Rico îmbină Vechiul San Juan, cu străzile sale pavate, casele colorate și fortărețele El Morro și San Cristóbal, incluse în patrimoniul mondial UNESCO, cu plajele urbane Condado și Isla Verde. Este un bun punct de plecare pentru a vizita pădurea tropicală El Yunque și pentru a te bucura de gastronomia și muzica locală. Cea mai bună perioadă este din decembrie până în aprilie.',
    },
  },
  FAJ: {
    es: {
      name: 'Fajardo',
      description:
        'En el extremo nororiental de Puerto Rico, Fajardo es uno de los principales centros náuticos de la isla y punto de salida de excursiones en barco a cayos cercanos como Icacos y a la isla de Culebra. Por la noche se puede recorrer en kayak la Laguna Grande, una de las bahías bioluminiscentes de Puerto Rico, y muy cerca se encuentra la selva tropical de El Yunque. La mejor época va de diciembre a abril.',
    },
    en: {
      name: 'Fajardo',
      description:
        'At the north-eastern tip of Puerto Rico, Fajardo is one of the island’s main sailing hubs and the starting point for boat trips to nearby cays such as Icacos and to the island of Culebra. At night you can kayak across Laguna Grande, one of Puerto Rico’s bioluminescent bays, and El Yunque rainforest is close by. The best time to visit is from December to April.',
    },
    fr: {
      name: 'Fajardo',
      description:
        'À la pointe nord-est de Porto Rico, Fajardo est l’un des principaux centres nautiques de l’île et le point de départ d’excursions en bateau vers des îlots proches comme Icacos et vers l’île de Culebra. La nuit, on peut traverser en kayak la Laguna Grande, l’une des baies bioluminescentes de Porto Rico, et la forêt tropicale d’El Yunque se trouve tout près. La meilleure période va de décembre à avril.',
    },
    it: {
      name: 'Fajardo',
      description:
        'All’estremità nord-orientale di Porto Rico, Fajardo è uno dei principali centri nautici dell’isola e il punto di partenza delle escursioni in barca verso isolotti vicini come Icacos e verso l’isola di Culebra. Di notte si può attraversare in kayak la Laguna Grande, una delle baie bioluminescenti di Porto Rico, e la foresta pluviale di El Yunque si trova a poca distanza. Il periodo migliore va da dicembre ad aprile.',
    },
    pt: {
      name: 'Fajardo',
      description:
        'No extremo nordeste de Porto Rico, Fajardo é um dos principais centros náuticos da ilha e ponto de partida de passeios de barco a ilhéus próximos, como Icacos, e à ilha de Culebra. À noite pode percorrer de caiaque a Laguna Grande, uma das baías bioluminescentes de Porto Rico, e a floresta tropical de El Yunque fica muito perto. A melhor época vai de dezembro a abril.',
    },
    ro: {
      name: 'Fajardo',
      description:
        'În extremitatea nord-estică a insulei Puerto Rico, Fajardo este unul dintre principalele centre nautice ale insulei și punctul de plecare al excursiilor cu barca spre insulițele din apropiere, precum Icacos, și spre insula Culebra. Noaptea poți traversa cu caiacul Laguna Grande, unul dintre golfurile bioluminescente din Puerto Rico, iar pădurea tropicală El Yunque se află foarte aproape. Cea mai bună perioadă este din decembrie până în aprilie.',
    },
  },
  AUA: {
    es: {
      name: 'Palm Beach - Aruba',
      description:
        'Palm Beach es la zona turística más animada de Aruba, con una larga playa de arena blanca y aguas tranquilas bordeada de restaurantes, bares y tiendas. Es ideal para los deportes náuticos, el esnórquel en el pecio del Antilla o los paseos en catamarán al atardecer. Aruba rara vez se ve afectada por huracanes y tiene un clima seco y soleado todo el año, así que cualquier época es buena para viajar.',
    },
    en: {
      name: 'Palm Beach - Aruba',
      description:
        'Palm Beach is Aruba’s liveliest resort area, with a long white-sand beach and calm water lined with restaurants, bars and shops. It is ideal for water sports, snorkelling at the wreck of the Antilla or sunset catamaran cruises. Aruba is rarely affected by hurricanes and has a dry, sunny climate all year round, so any time is a good time to travel.',
    },
    fr: {
      name: 'Palm Beach - Aruba',
      description:
        'Palm Beach est la zone touristique la plus animée d’Aruba, avec une longue plage de sable blanc aux eaux calmes bordée de restaurants, de bars et de boutiques. C’est l’endroit idéal pour les sports nautiques, le snorkeling sur l’épave de l’Antilla ou les sorties en catamaran au coucher du soleil. Aruba est rarement touchée par les ouragans et bénéficie d’un climat sec et ensoleillé toute l’année : toute saison convient pour y aller.',
    },
    it: {
      name: 'Palm Beach - Aruba',
      description:
        'Palm Beach è la zona turistica più vivace di Aruba, con una lunga spiaggia di sabbia bianca e acque calme fiancheggiata da ristoranti, bar e negozi. È ideale per gli sport acquatici, lo snorkeling sul relitto dell’Antilla o le uscite in catamarano al tramonto. Aruba è raramente colpita dagli uragani e gode di un clima secco e soleggiato tutto l’anno, quindi ogni periodo è buono per partire.',
    },
    pt: {
      name: 'Palm Beach - Aruba',
      description:
        'Palm Beach é a zona turística mais animada de Aruba, com uma longa praia de areia branca e águas calmas ladeada de restaurantes, bares e lojas. É ideal para desportos náuticos, snorkeling nos destroços do Antilla ou passeios de catamarã ao pôr do sol. Aruba raramente é afetada por furacões e tem um clima seco e soalheiro durante todo o ano, pelo que qualquer época é boa para viajar.',
    },
    ro: {
      name: 'Palm Beach - Aruba',
      description:
        'Palm Beach este cea mai animată zonă turistică din Aruba, cu o plajă lungă cu nisip alb și ape liniștite, mărginită de restaurante, baruri și magazine. Este ideală pentru sporturi nautice, snorkeling la epava navei Antilla sau plimbări cu catamaranul la apus. Aruba este rareori afectată de uragane și are un climat uscat și însorit tot anul, așa că orice perioadă este potrivită pentru călătorie.',
    },
  },
  EAG: {
    es: {
      name: 'Eagle Beach - Aruba',
      description:
        'Eagle Beach es una amplia playa de arena blanca y fina en la costa occidental de Aruba, más tranquila que la vecina Palm Beach y con hoteles de poca altura. Es conocida por sus árboles fofoti, de troncos retorcidos por el viento, y por ser zona de anidación de tortugas marinas entre marzo y septiembre. El clima es seco y soleado todo el año y la isla rara vez sufre huracanes.',
    },
    en: {
      name: 'Eagle Beach - Aruba',
      description:
        'Eagle Beach is a broad stretch of fine white sand on Aruba’s west coast, quieter than neighbouring Palm Beach and backed by low-rise hotels. It is known for its fofoti trees, their trunks twisted by the wind, and as a nesting site for sea turtles between March and September. The climate is dry and sunny all year round and the island is rarely hit by hurricanes.',
    },
    fr: {
      name: 'Eagle Beach - Aruba',
      description:
        'Eagle Beach est une vaste plage de sable blanc et fin sur la côte ouest d’Aruba, plus calme que sa voisine Palm Beach et bordée d’hôtels de faible hauteur. Elle est connue pour ses arbres fofoti, aux troncs tordus par le vent, et comme site de ponte des tortues marines entre mars et septembre. Le climat est sec et ensoleillé toute l’année et l’île est rarement touchée par les ouragans.',
    },
    it: {
      name: 'Eagle Beach - Aruba',
      description:
        'Eagle Beach è un’ampia spiaggia di sabbia bianca e fine sulla costa occidentale di Aruba, più tranquilla della vicina Palm Beach e con hotel di pochi piani. È nota per gli alberi di fofoti, dai tronchi piegati dal vento, e come luogo di nidificazione delle tartarughe marine tra marzo e settembre. Il clima è secco e soleggiato tutto l’anno e l’isola è raramente colpita dagli uragani.',
    },
    pt: {
      name: 'Eagle Beach - Aruba',
      description:
        'Eagle Beach é uma ampla praia de areia branca e fina na costa ocidental de Aruba, mais tranquila do que a vizinha Palm Beach e com hotéis de poucos andares. É conhecida pelas suas árvores fofoti, de troncos retorcidos pelo vento, e por ser local de nidificação de tartarugas marinhas entre março e setembro. O clima é seco e soalheiro durante todo o ano e a ilha raramente é atingida por furacões.',
    },
    ro: {
      name: 'Eagle Beach - Aruba',
      description:
        'Eagle Beach este o plajă largă cu nisip alb și fin pe coasta de vest a insulei Aruba, mai liniștită decât vecina Palm Beach și cu hoteluri de mică înălțime. Este cunoscută pentru arborii fofoti, cu trunchiurile răsucite de vânt, și ca loc de cuibărit pentru țestoasele marine între martie și septembrie. Clima este uscată și însorită tot anul, iar insula este rareori lovită de uragane.',
    },
  },
  CUR: {
    es: {
      name: 'Curazao',
      description:
        'La capital de Curazao, Willemstad, es Patrimonio de la Humanidad por las casas coloniales de colores de los barrios de Punda y Otrobanda, unidos por el puente flotante de la Reina Emma. La isla ofrece pequeñas calas de aguas transparentes como Grote Knip, muy buenos fondos para el buceo y el esnórquel y el parque nacional Christoffel. Rara vez sufre huracanes y tiene buen tiempo casi todo el año.',
    },
    en: {
      name: 'Curaçao',
      description:
        'Curaçao’s capital, Willemstad, is a UNESCO World Heritage Site thanks to the colourful colonial houses of the Punda and Otrobanda districts, linked by the Queen Emma floating bridge. The island offers small coves with clear water such as Grote Knip, very good diving and snorkelling, and Christoffel National Park. It is rarely hit by hurricanes and enjoys good weather almost all year round.',
    },
    fr: {
      name: 'Curaçao',
      description:
        'La capitale de Curaçao, Willemstad, est inscrite au patrimoine mondial de l’UNESCO pour les maisons coloniales colorées des quartiers de Punda et d’Otrobanda, reliés par le pont flottant de la Reine-Emma. L’île offre de petites criques aux eaux transparentes comme Grote Knip, de très beaux fonds pour la plongée et le snorkeling, ainsi que le parc national Christoffel. Elle est rarement touchée par les ouragans et bénéficie d’un temps agréable presque toute l’année.',
    },
    it: {
      name: 'Curaçao',
      description:
        'La capitale di Curaçao, Willemstad, è patrimonio mondiale dell’UNESCO per le case coloniali colorate dei quartieri di Punda e Otrobanda, collegati dal ponte galleggiante della Regina Emma. L’isola offre piccole calette dalle acque trasparenti come Grote Knip, ottimi fondali per immersioni e snorkeling e il parco nazionale Christoffel. È raramente colpita dagli uragani e gode di bel tempo quasi tutto l’anno.',
    },
    pt: {
      name: 'Curaçau',
      description:
        'A capital de Curaçau, Willemstad, é Património Mundial da UNESCO graças às casas coloniais coloridas dos bairros de Punda e Otrobanda, ligados pela ponte flutuante Rainha Emma. A ilha oferece pequenas enseadas de águas transparentes como Grote Knip, muito bons fundos para mergulho e snorkeling e o parque nacional Christoffel. Raramente é atingida por furacões e tem bom tempo quase todo o ano.',
    },
    ro: {
      name: 'Curaçao',
      description:
        'Capitala insulei Curaçao, Willemstad, face parte din patrimoniul mondial UNESCO datorită caselor coloniale colorate din cartierele Punda și Otrobanda, legate de podul plutitor Regina Emma. Insula oferă golfulețe cu ape limpezi precum Grote Knip, locuri foarte bune pentru scufundări și snorkeling și parcul național Christoffel. Este rareori lovită de uragane și are vreme bună aproape tot anul.',
    },
  },
  SSA: {
    es: {
      name: 'Salvador de Bahía',
      description:
        'Primera capital de Brasil, Salvador de Bahía conserva en el Pelourinho un centro histórico de iglesias barrocas y casas coloniales de colores declarado Patrimonio de la Humanidad. La ciudad es el corazón de la cultura afrobrasileña, con capoeira, música en la calle y una cocina propia, y cuenta con playas urbanas como Porto da Barra. La época más seca va de septiembre a marzo; las lluvias se concentran entre abril y julio.',
    },
    en: {
      name: 'Salvador da Bahia',
      description:
        'Brazil’s first capital, Salvador da Bahia preserves in the Pelourinho a UNESCO-listed historic centre of baroque churches and colourful colonial houses. The city is the heart of Afro-Brazilian culture, with capoeira, street music and its own distinctive cuisine, and it has city beaches such as Porto da Barra. The driest season runs from September to March; the rain is concentrated between April and July.',
    },
    fr: {
      name: 'Salvador de Bahia',
      description:
        'Première capitale du Brésil, Salvador de Bahia conserve avec le Pelourinho un centre historique d’églises baroques et de maisons coloniales colorées inscrit au patrimoine mondial de l’UNESCO. La ville est le cœur de la culture afro-brésilienne, avec la capoeira, la musique de rue et une cuisine bien à elle, et possède des plages urbaines comme Porto da Barra. La saison la plus sèche va de septembre à mars ; les pluies se concentrent entre avril et juillet.',
    },
    it: {
      name: 'Salvador de Bahia',
      description:
        'Prima capitale del Brasile, Salvador de Bahia conserva nel Pelourinho un centro storico di chiese barocche e case coloniali colorate, patrimonio mondiale dell’UNESCO. La città è il cuore della cultura afro-brasiliana, con la capoeira, la musica di strada e una cucina tutta sua, e offre spiagge urbane come Porto da Barra. La stagione più secca va da settembre a marzo; le piogge si concentrano tra aprile e luglio.',
    },
    pt: {
      name: 'Salvador da Bahia',
      description:
        'Primeira capital do Brasil, Salvador da Bahia conserva no Pelourinho um centro histórico de igrejas barrocas e casas coloniais coloridas classificado como Património Mundial da UNESCO. A cidade é o coração da cultura afro-brasileira, com capoeira, música de rua e uma cozinha muito própria, e tem praias urbanas como a do Porto da Barra. A época mais seca vai de setembro a março; as chuvas concentram-se entre abril e julho.',
    },
    ro: {
      name: 'Salvador de Bahia',
      description:
        'Prima capitală a Braziliei, Salvador de Bahia păstrează în cartierul Pelourinho un centru istoric cu biserici baroce și case coloniale colorate, inclus în patrimoniul mondial UNESCO. Orașul este inima culturii afro-braziliene, cu capoeira, muzică pe stradă și o bucătărie proprie, și are plaje urbane precum Porto da Barra. Sezonul cel mai uscat este din septembrie până în martie; ploile se concentrează între aprilie și iulie.',
    },
  },
  PDF: {
    es: {
      name: 'Praia do Forte',
      description:
        'A unos 80 kilómetros al norte de Salvador, Praia do Forte es un antiguo pueblo de pescadores con una calle peatonal llena de tiendas y restaurantes y largas playas bordeadas de cocoteros. Alberga una base del Projeto TAMAR, dedicada a la protección de las tortugas marinas, y piscinas naturales entre arrecifes ideales para el esnórquel con marea baja. La época más seca va de septiembre a marzo.',
    },
    en: {
      name: 'Praia do Forte',
      description:
        'About 80 kilometres north of Salvador, Praia do Forte is a former fishing village with a pedestrian street full of shops and restaurants and long beaches lined with coconut palms. It is home to a Projeto TAMAR centre devoted to sea turtle conservation, and to natural reef pools that are ideal for snorkelling at low tide. The driest season runs from September to March.',
    },
    fr: {
      name: 'Praia do Forte',
      description:
        'À environ 80 kilomètres au nord de Salvador, Praia do Forte est un ancien village de pêcheurs avec une rue piétonne bordée de boutiques et de restaurants et de longues plages frangées de cocotiers. Il abrite un centre du Projeto TAMAR, consacré à la protection des tortues marines, ainsi que des piscines naturelles de récif idéales pour le snorkeling à marée basse. La saison la plus sèche va de septembre à mars.',
    },
    it: {
      name: 'Praia do Forte',
      description:
        'A circa 80 chilometri a nord di Salvador, Praia do Forte è un antico villaggio di pescatori con una via pedonale piena di negozi e ristoranti e lunghe spiagge orlate di palme da cocco. Ospita un centro del Projeto TAMAR, dedicato alla tutela delle tartarughe marine, e piscine naturali tra le barriere coralline ideali per lo snorkeling con la bassa marea. La stagione più secca va da settembre a marzo.',
    },
    pt: {
      name: 'Praia do Forte',
      description:
        'A cerca de 80 quilómetros a norte de Salvador, Praia do Forte é uma antiga aldeia de pescadores com uma rua pedonal cheia de lojas e restaurantes e longas praias ladeadas de coqueiros. Acolhe uma base do Projeto TAMAR, dedicado à proteção das tartarugas marinhas, e piscinas naturais de recife ideais para snorkeling na maré baixa. A época mais seca vai de setembro a março.',
    },
    ro: {
      name: 'Praia do Forte',
      description:
        'La aproximativ 80 de kilometri nord de Salvador, Praia do Forte este un fost sat de pescari cu o stradă pietonală plină de magazine și restaurante și plaje lungi mărginite de cocotieri. Aici se află un centru al Projeto TAMAR, dedicat protecției țestoaselor marine, precum și piscine naturale între recifuri, ideale pentru snorkeling la reflux. Sezonul cel mai uscat este din septembrie până în martie.',
    },
  },
  CTG: {
    es: {
      name: 'Cartagena de Indias',
      description:
        'Cartagena de Indias conserva una ciudad amurallada de calles empedradas, balcones de madera y plazas coloniales, declarada Patrimonio de la Humanidad junto con el castillo de San Felipe de Barajas. El barrio de Getsemaní aporta arte urbano y vida nocturna, y desde el puerto salen excursiones en barco a las islas del Rosario y a las playas de Barú. La mejor época es de diciembre a abril, la temporada seca.',
    },
    en: {
      name: 'Cartagena',
      description:
        'Cartagena de Indias preserves a walled city of cobbled streets, wooden balconies and colonial squares, a UNESCO World Heritage Site together with the San Felipe de Barajas fortress. The Getsemaní district adds street art and nightlife, and boat trips leave the port for the Rosario Islands and the beaches of Barú. The best time to visit is from December to April, the dry season.',
    },
    fr: {
      name: 'Carthagène des Indes',
      description:
        'Carthagène des Indes conserve une ville fortifiée aux rues pavées, aux balcons en bois et aux places coloniales, inscrite au patrimoine mondial de l’UNESCO avec le château de San Felipe de Barajas. Le quartier de Getsemaní apporte art urbain et vie nocturne, et des excursions en bateau partent du port vers les îles du Rosaire et les plages de Barú. La meilleure période va de décembre à avril, pendant la saison sèche.',
    },
    it: {
      name: 'Cartagena de Indias',
      description:
        'Cartagena de Indias conserva una città murata di strade acciottolate, balconi in legno e piazze coloniali, patrimonio mondiale dell’UNESCO insieme al castello di San Felipe de Barajas. Il quartiere di Getsemaní offre arte urbana e vita notturna, e dal porto partono escursioni in barca verso le isole del Rosario e le spiagge di Barú. Il periodo migliore va da dicembre ad aprile, durante la stagione secca.',
    },
    pt: {
      name: 'Cartagena das Índias',
      description:
        'Cartagena das Índias conserva uma cidade amuralhada de ruas empedradas, varandas de madeira e praças coloniais, classificada como Património Mundial da UNESCO juntamente com o castelo de San Felipe de Barajas. O bairro de Getsemaní traz arte urbana e vida noturna, e do porto partem passeios de barco às ilhas do Rosário e às praias de Barú. A melhor época vai de dezembro a abril, a estação seca.',
    },
    ro: {
      name: 'Cartagena de Indias',
      description:
        'Cartagena de Indias păstrează un oraș fortificat cu străzi pavate, balcoane din lemn și piețe coloniale, inclus în patrimoniul mondial UNESCO împreună cu fortăreața San Felipe de Barajas. Cartierul Getsemaní aduce artă stradală și viață de noapte, iar din port pleacă excursii cu barca spre insulele Rosario și plajele din Barú. Cea mai bună perioadă este din decembrie până în aprilie, în sezonul uscat.',
    },
  },
  SMR: {
    es: {
      name: 'Santa Marta',
      description:
        'Fundada en 1525, Santa Marta es una de las ciudades más antiguas de Colombia y la puerta de entrada al Parque Nacional Tayrona, donde la selva llega hasta playas como Cabo San Juan. Desde aquí parten la caminata de varios días a Ciudad Perdida, en la Sierra Nevada, y las excursiones a Minca o a Taganga. La mejor época es de diciembre a abril; el Tayrona suele cerrar unas semanas al año.',
    },
    en: {
      name: 'Santa Marta',
      description:
        'Founded in 1525, Santa Marta is one of Colombia’s oldest cities and the gateway to Tayrona National Park, where the jungle reaches down to beaches such as Cabo San Juan. It is the base for the multi-day trek to the Lost City in the Sierra Nevada and for trips to Minca or Taganga. The best time to visit is from December to April; Tayrona usually closes for a few weeks each year.',
    },
    fr: {
      name: 'Santa Marta',
      description:
        'Fondée en 1525, Santa Marta est l’une des plus anciennes villes de Colombie et la porte d’entrée du parc national Tayrona, où la jungle descend jusqu’à des plages comme Cabo San Juan. C’est d’ici que partent le trek de plusieurs jours vers la Ciudad Perdida, dans la Sierra Nevada, et les excursions à Minca ou à Taganga. La meilleure période va de décembre à avril ; le parc Tayrona ferme généralement quelques semaines par an.',
    },
    it: {
      name: 'Santa Marta',
      description:
        'Fondata nel 1525, Santa Marta è una delle città più antiche della Colombia e la porta d’accesso al Parco Nazionale Tayrona, dove la giungla arriva fino a spiagge come Cabo San Juan. Da qui partono il trekking di più giorni verso la Ciudad Perdida, nella Sierra Nevada, e le escursioni a Minca o a Taganga. Il periodo migliore va da dicembre ad aprile; il Tayrona di solito chiude per alcune settimane all’anno.',
    },
    pt: {
      name: 'Santa Marta',
      description:
        'Fundada em 1525, Santa Marta é uma das cidades mais antigas da Colômbia e a porta de entrada para o Parque Nacional Tayrona, onde a selva chega até praias como Cabo San Juan. Daqui partem o trilho de vários dias até à Ciudad Perdida, na Sierra Nevada, e as excursões a Minca ou a Taganga. A melhor época vai de dezembro a abril; o Tayrona costuma fechar algumas semanas por ano.',
    },
    ro: {
      name: 'Santa Marta',
      description:
        'Fondat în 1525, Santa Marta este unul dintre cele mai vechi orașe din Columbia și poarta de intrare în Parcul Național Tayrona, unde jungla coboară până la plaje precum Cabo San Juan. De aici pornesc drumeția de câteva zile spre Ciudad Perdida, în Sierra Nevada, și excursiile la Minca sau Taganga. Cea mai bună perioadă este din decembrie până în aprilie; parcul Tayrona se închide de obicei câteva săptămâni pe an.',
    },
  },
  ADZ: {
    es: {
      name: 'San Andrés',
      description:
        'Isla colombiana situada frente a la costa de Nicaragua, San Andrés es famosa por su «mar de siete colores», fruto de los distintos tonos de azul de sus aguas poco profundas. Se puede recorrer la isla en carrito de golf, hacer esnórquel en El Acuario y Haynes Cay o visitar Johnny Cay, y conserva la cultura raizal, con su propia lengua criolla. La mejor época va de enero a abril.',
    },
    en: {
      name: 'San Andrés',
      description:
        'A Colombian island lying off the coast of Nicaragua, San Andrés is famous for its “sea of seven colours”, created by the different shades of blue of its shallow waters. You can tour the island by golf cart, snorkel at El Acuario and Haynes Cay or visit Johnny Cay, and it preserves the Raizal culture, with its own Creole language. The best time to visit is from January to April.',
    },
    fr: {
      name: 'San Andrés',
      description:
        'Île colombienne située au large du Nicaragua, San Andrés est célèbre pour sa « mer aux sept couleurs », due aux différentes nuances de bleu de ses eaux peu profondes. On peut faire le tour de l’île en voiturette de golf, pratiquer le snorkeling à El Acuario et à Haynes Cay ou visiter Johnny Cay ; l’île conserve aussi la culture raizal, avec sa propre langue créole. La meilleure période va de janvier à avril.',
    },
    it: {
      name: 'San Andrés',
      description:
        'Isola colombiana situata al largo delle coste del Nicaragua, San Andrés è famosa per il suo «mare dei sette colori», dovuto alle diverse sfumature di blu delle sue acque poco profonde. Si può girare l’isola in golf cart, fare snorkeling a El Acuario e a Haynes Cay o visitare Johnny Cay; l’isola conserva inoltre la cultura raizal, con una propria lingua creola. Il periodo migliore va da gennaio ad aprile.',
    },
    pt: {
      name: 'San Andrés',
      description:
        'Ilha colombiana situada ao largo da costa da Nicarágua, San Andrés é famosa pelo seu «mar de sete cores», fruto dos diferentes tons de azul das suas águas pouco profundas. Pode percorrer a ilha de carrinho de golfe, fazer snorkeling em El Acuario e em Haynes Cay ou visitar Johnny Cay, e a ilha conserva a cultura raizal, com a sua própria língua crioula. A melhor época vai de janeiro a abril.',
    },
    ro: {
      name: 'San Andrés',
      description:
        'Insulă columbiană situată în largul coastei Nicaraguei, San Andrés este renumită pentru „marea celor șapte culori”, dată de nuanțele diferite de albastru ale apelor sale puțin adânci. Insula poate fi explorată cu un cărucior de golf, poți face snorkeling la El Acuario și Haynes Cay sau poți vizita Johnny Cay, iar aici se păstrează cultura raizal, cu propria limbă creolă. Cea mai bună perioadă este din ianuarie până în aprilie.',
    },
  },
};
