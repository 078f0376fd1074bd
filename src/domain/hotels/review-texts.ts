import type { ReviewBand, ReviewCon, ReviewLanguage, ReviewPro } from './review-keys';
import { REVIEW_TEXTS_MORE } from './review-texts-more';

/**
 * What generated reviews say, language by language: titles and openings by score band (a 3/10
 * never opens with praise), how guests list what they liked and disliked, the nouns for each pro
 * and con, and the owner's thanks or apology. Owners speak to the guest as the site does: "tú"
 * in Spanish, Italian and Romanian, "vous" in French, "você" in Portuguese.
 */

export interface ReviewTexts {
  names: string;
  titles: Record<ReviewBand, string[]>;
  openings: Record<ReviewBand, string[]>;
  /** Sentences naming the pros ({pros}) and the cons ({cons}). */
  liked: string[];
  disliked: string[];
  pros: Record<ReviewPro, string>;
  cons: Record<ReviewCon, string>;
  and: string;
  /** The owner's answer ({author}): thanks for a good review, an apology for a bad one. */
  thanks: string[];
  apology: string[];
}

export const REVIEW_TEXTS: Record<ReviewLanguage, ReviewTexts> = {
  es: {
    names:
      'Lucía, Javier, Carmen, Alejandro, María, Pablo, Laura, Sergio, Marta, Daniel, Elena, Jorge, Ana, Raúl, Cristina, Álvaro',
    titles: {
      excellent: [
        'Un lugar de diez',
        'Repetiremos sin duda',
        'Todo perfecto',
        'Superó nuestras expectativas',
      ],
      good: ['Muy recomendable', 'Buena estancia', 'Muy a gusto', 'Volveríamos'],
      average: [
        'Correcto, sin más',
        'Cumple, pero mejorable',
        'Una estancia normal',
        'Aceptable por el precio',
      ],
      poor: ['No lo recomiendo', 'Muy decepcionante', 'No volveremos', 'Una mala experiencia'],
    },
    openings: {
      excellent: [
        'Estancia estupenda: todo fue perfecto de principio a fin.',
        'No podemos poner ninguna pega, nos sentimos como en casa.',
        'Es la segunda vez que venimos y volveremos a repetir.',
      ],
      good: [
        'Pasamos unos días muy agradables en el hotel.',
        'Buen hotel, lo recomendaría a amigos y familia.',
        'En general quedamos muy contentos con la estancia.',
      ],
      average: [
        'El hotel está bien para unos días, pero no es nada especial.',
        'Cumple con lo básico, aunque esperábamos algo más.',
        'Una estancia correcta, con luces y sombras.',
      ],
      poor: [
        'La estancia fue una decepción y no lo recomendaría.',
        'Nada que ver con lo que prometen las fotos.',
        'Tuvimos bastantes problemas y la atención no estuvo a la altura.',
      ],
    },
    liked: ['Destacaría {pros}.', 'Lo mejor: {pros}.'],
    disliked: ['A mejorar: {cons}.', 'Lo peor: {cons}.'],
    pros: {
      beach: 'la playa',
      pool: 'la piscina',
      breakfast: 'el desayuno',
      staff: 'el personal',
      location: 'la ubicación',
      cleanliness: 'la limpieza',
      quiet: 'la tranquilidad',
      view: 'las vistas',
      food: 'la comida',
      value: 'la relación calidad-precio',
      rooms: 'las habitaciones',
      wifi: 'el wifi',
    },
    cons: {
      noise: 'el ruido',
      wifi: 'el wifi',
      food: 'la comida',
      dated: 'las instalaciones anticuadas',
      small_rooms: 'el tamaño de las habitaciones',
      price: 'el precio',
      service: 'el servicio',
      cleanliness: 'la limpieza',
      location: 'la ubicación',
      crowded: 'el exceso de gente',
    },
    and: 'y',
    thanks: [
      '¡Muchas gracias por tu reseña, {author}! Nos alegra que disfrutaras de la estancia y esperamos verte pronto de nuevo.',
      'Gracias, {author}, por compartir tu experiencia. Todo el equipo te espera en tu próxima visita.',
    ],
    apology: [
      'Lamentamos mucho que tu estancia no fuera como esperabas, {author}. Hemos trasladado tus comentarios al equipo para mejorar.',
      'Gracias por tu opinión, {author}. Sentimos las molestias y ya estamos trabajando en lo que nos comentas.',
    ],
  },
  en: {
    names:
      'Emma, James, Olivia, Thomas, Sophie, Daniel, Charlotte, Michael, Emily, David, Hannah, Peter, Lucy, Mark, Sarah, Richard',
    titles: {
      excellent: [
        'Simply perfect',
        'We will definitely be back',
        'Exceeded our expectations',
        'A wonderful stay',
      ],
      good: ['Highly recommended', 'A very good stay', 'Lovely hotel', 'Would stay again'],
      average: [
        'OK, nothing more',
        'Fine, but could be better',
        'An average stay',
        'Acceptable for the price',
      ],
      poor: ['Would not recommend', 'Very disappointing', 'We won’t be back', 'A bad experience'],
    },
    openings: {
      excellent: [
        'A superb stay: everything was perfect from start to finish.',
        'We could not fault anything and felt right at home.',
        'This was our second visit and we will be back again.',
      ],
      good: [
        'We had a very pleasant few days at the hotel.',
        'A good hotel that I would recommend to friends and family.',
        'Overall we were very happy with our stay.',
      ],
      average: [
        'The hotel is fine for a few days, but nothing special.',
        'It covers the basics, although we expected more.',
        'A decent stay with its ups and downs.',
      ],
      poor: [
        'Our stay was a disappointment and I would not recommend it.',
        'Nothing like what the photos promise.',
        'We had quite a few problems and the service was not up to standard.',
      ],
    },
    liked: ['We especially liked {pros}.', 'The highlights were {pros}.'],
    disliked: ['Could be better: {cons}.', 'The downside was {cons}.'],
    pros: {
      beach: 'the beach',
      pool: 'the pool',
      breakfast: 'the breakfast',
      staff: 'the staff',
      location: 'the location',
      cleanliness: 'the cleanliness',
      quiet: 'the peace and quiet',
      view: 'the views',
      food: 'the food',
      value: 'the value for money',
      rooms: 'the rooms',
      wifi: 'the wifi',
    },
    cons: {
      noise: 'the noise',
      wifi: 'the wifi',
      food: 'the food',
      dated: 'the dated facilities',
      small_rooms: 'the size of the rooms',
      price: 'the price',
      service: 'the service',
      cleanliness: 'the cleanliness',
      location: 'the location',
      crowded: 'the crowds',
    },
    and: 'and',
    thanks: [
      'Thank you so much for your review, {author}! We are delighted you enjoyed your stay and hope to welcome you back soon.',
      'Thank you for sharing your experience, {author}. The whole team looks forward to your next visit.',
    ],
    apology: [
      'We are very sorry your stay did not meet your expectations, {author}. We have passed your comments on to the team so we can improve.',
      'Thank you for your feedback, {author}. We apologise for the inconvenience and are already working on the points you raised.',
    ],
  },
  fr: {
    names:
      'Camille, Julien, Chloé, Nicolas, Manon, Antoine, Léa, Thomas, Sophie, Mathieu, Claire, Pierre, Julie, Olivier, Élodie, François',
    titles: {
      excellent: [
        'Tout simplement parfait',
        'Nous reviendrons sans hésiter',
        'Au-delà de nos attentes',
        'Un séjour merveilleux',
      ],
      good: ['Très recommandable', 'Très bon séjour', 'Bel hôtel', 'Nous y retournerions'],
      average: [
        'Correct, sans plus',
        'Bien, mais peut mieux faire',
        'Un séjour moyen',
        'Acceptable pour le prix',
      ],
      poor: ['À éviter', 'Très décevant', 'Nous ne reviendrons pas', 'Une mauvaise expérience'],
    },
    openings: {
      excellent: [
        'Un séjour superbe : tout était parfait du début à la fin.',
        'Rien à redire, nous nous sommes sentis comme chez nous.',
        'C’était notre deuxième séjour et nous reviendrons encore.',
      ],
      good: [
        'Nous avons passé quelques jours très agréables à l’hôtel.',
        'Un bon hôtel que je recommanderais à mes proches.',
        'Dans l’ensemble, nous avons été très contents de notre séjour.',
      ],
      average: [
        'L’hôtel convient pour quelques jours, mais n’a rien d’exceptionnel.',
        'L’essentiel est là, même si nous attendions davantage.',
        'Un séjour correct, avec des hauts et des bas.',
      ],
      poor: [
        'Notre séjour a été une déception et je ne le recommanderais pas.',
        'Rien à voir avec ce que promettent les photos.',
        'Nous avons eu pas mal de problèmes et le service n’a pas été à la hauteur.',
      ],
    },
    liked: ['Nous avons particulièrement apprécié {pros}.', 'Points forts : {pros}.'],
    disliked: ['À améliorer : {cons}.', 'Points faibles : {cons}.'],
    pros: {
      beach: 'la plage',
      pool: 'la piscine',
      breakfast: 'le petit-déjeuner',
      staff: 'le personnel',
      location: 'l’emplacement',
      cleanliness: 'la propreté',
      quiet: 'le calme',
      view: 'la vue',
      food: 'la cuisine',
      value: 'le rapport qualité-prix',
      rooms: 'les chambres',
      wifi: 'le wifi',
    },
    cons: {
      noise: 'le bruit',
      wifi: 'le wifi',
      food: 'la nourriture',
      dated: 'les installations vieillissantes',
      small_rooms: 'la taille des chambres',
      price: 'le prix',
      service: 'le service',
      cleanliness: 'la propreté',
      location: 'l’emplacement',
      crowded: 'la foule',
    },
    and: 'et',
    thanks: [
      'Merci beaucoup pour votre avis, {author} ! Nous sommes ravis que vous ayez apprécié votre séjour et espérons vous accueillir à nouveau très bientôt.',
      'Merci d’avoir partagé votre expérience, {author}. Toute l’équipe vous attend pour votre prochaine visite.',
    ],
    apology: [
      'Nous sommes vraiment désolés que votre séjour n’ait pas été à la hauteur de vos attentes, {author}. Nous avons transmis vos remarques à l’équipe afin de nous améliorer.',
      'Merci pour votre retour, {author}. Nous nous excusons pour la gêne occasionnée et travaillons déjà sur les points que vous soulevez.',
    ],
  },
  ...REVIEW_TEXTS_MORE,
};
