import { flightLine, type FlightLineFacts } from '../../domain/booking/itinerary';
import { counted } from '../../domain/counted';
import { formatDate, formatTotal } from '../../domain/format';
import type { Language } from '../../domain/language';
import { optionalExtraOf } from '../../domain/pricing/supplements';
import { renderEmail, type Translate } from '../mail/email-layout';
import { emailSignature, phoneLineValues, type SiteSettings } from '../site-settings';

export type { Translate };

/** What the e-mails tell about a booking request. */
export interface BookingMailFacts {
  locator: string;
  language: Language;
  requester: { nombre: string; apellido: string; email: string; telefono: string; dni: string };
  hotel: string;
  stars: number;
  destination: string;
  mealPlan: string;
  rooms: string[];
  departureCity: string;
  departure: string;
  returnDate: string;
  nights: number;
  travellers: { fullName: string; tipo: string; birthDate: string }[];
  supplements: { tipo: string; descripcion: string; total: number }[];
  total: number;
  card: { brand: string; last4: string };
  comment: string;
  myBookingUrl: string;
  /** The flights in order, as the offer showed them (times are local to each airport). */
  flights: FlightLineFacts[];
  /** A combined trip or a circuit: its name and hotels in order, in the visitor's language. */
  trip?:
    | {
        name: string;
        stays: { hotel: string; stars: number; destination: string; nights: number; mealPlan: string }[];
      }
    | undefined;
}

/** What a subject names: a combined trip or circuit by its name, a package by its hotel. */
const tripName = (facts: BookingMailFacts) => facts.trip?.name ?? facts.hotel;

/** The trip's rows of an e-mail: a package's hotel, or a trip's name and each stay. */
function hotelRows(facts: BookingMailFacts, t: Translate, hotel: string): [string, string][] {
  if (!facts.trip) return [[t('summary.hotel'), hotel]];
  return [
    [t('summary.trip'), facts.trip.name],
    ...facts.trip.stays.map((stay, index): [string, string] => [
      index === 0 ? t('summary.stays') : '',
      t('summary.stayLine', {
        hotel: stay.hotel,
        stars: counted(t, 'stars', stay.stars),
        destination: stay.destination,
        nights: counted(t, 'nights', stay.nights),
        mealPlan: stay.mealPlan,
      }),
    ]),
  ];
}

/** The visitor's confirmation, in their language: locator, summary, next steps, agency contacts. */
export function visitorConfirmationEmail(facts: BookingMailFacts, t: Translate, site: SiteSettings) {
  const language = facts.language;
  const money = (cents: number) => formatTotal(cents, language);
  const supplementsTotal = facts.supplements.reduce((sum, line) => sum + line.total, 0);
  const rows: [string, string][] = [
    [t('summary.locator'), facts.locator],
    ...hotelRows(facts, t, `${facts.hotel} (${'★'.repeat(facts.stars)})`),
    [t('summary.destination'), facts.destination],
    [
      t('summary.dates'),
      t('summary.datesValue', {
        from: formatDate(facts.departure, language),
        to: formatDate(facts.returnDate, language),
        nights: counted(t, 'nights', facts.nights),
      }),
    ],
    [t('summary.departureCity'), facts.departureCity],
    // A trip's meal plans are each stay's, on its line.
    ...(facts.trip ? [] : [[t('summary.mealPlan'), facts.mealPlan] as [string, string]]),
    [t('summary.rooms'), facts.rooms.join(' · ')],
    [t('summary.travellers'), facts.travellers.map((traveller) => traveller.fullName).join(', ')],
    // With extras, the trip's own price first, so the lines add up to the total.
    ...(facts.supplements.length > 0
      ? [[t('summary.tripPrice'), money(facts.total - supplementsTotal)] as [string, string]]
      : []),
    ...facts.supplements.map((line): [string, string] => {
      const extra = optionalExtraOf(line.tipo);
      return [extra ? t(`form.${extra}`) : line.descripcion, money(line.total)];
    }),
    [t('summary.total'), money(facts.total)],
    [t('summary.card'), t('summary.cardValue', { brand: facts.card.brand, last4: facts.card.last4 })],
  ];
  const { text, html } = renderEmail(
    t('email.title', { locator: facts.locator }),
    [
      t('email.greeting', { name: facts.requester.nombre }),
      t('email.intro', { brand: site.brandName }),
      t('email.noCharge'),
    ],
    rows,
    [
      ...(facts.flights.length > 0
        ? [
            {
              title: t('email.flights'),
              items: [
                ...facts.flights.map((flight) => flightLine(flight, (iso) => formatDate(iso, language))),
                t('email.flightsReconfirmed'),
              ],
            },
          ]
        : []),
      {
        title: t('nextSteps.title'),
        items: [
          t('nextSteps.contact'),
          t('nextSteps.availability'),
          t('nextSteps.payment'),
          t('nextSteps.documents'),
        ],
      },
      {
        title: t('email.myBookingTitle'),
        items: [t('email.myBooking', { url: facts.myBookingUrl, locator: facts.locator })],
      },
      {
        title: t('email.contactTitle'),
        items: [
          t('email.phone', phoneLineValues(site, language)),
          t('email.mailbox', { email: site.mailboxes.bookings }),
          emailSignature(site, language),
        ],
      },
    ],
  );
  return { subject: t('email.subject', { locator: facts.locator, hotel: tripName(facts) }), text, html };
}

/** The booking team's notice, in Spanish: everything needed to call the visitor back. */
export function agencyNotificationEmail(facts: BookingMailFacts, t: Translate) {
  const money = (cents: number) => formatTotal(cents, 'es');
  const { requester } = facts;
  const rows: [string, string][] = [
    [t('summary.locator'), facts.locator],
    [t('agency.requester'), `${requester.nombre} ${requester.apellido} (${requester.dni})`],
    [t('agency.contact'), `${requester.telefono} · ${requester.email}`],
    [t('agency.language'), facts.language.toUpperCase()],
    ...hotelRows(facts, t, `${facts.hotel} (${facts.stars}*) · ${facts.destination}`),
    [
      t('summary.dates'),
      t('summary.datesValue', {
        from: formatDate(facts.departure, 'es'),
        to: formatDate(facts.returnDate, 'es'),
        nights: counted(t, 'nights', facts.nights),
      }),
    ],
    [t('summary.departureCity'), facts.departureCity],
    [t('summary.rooms'), facts.rooms.join(' · ')],
    [t('summary.total'), money(facts.total)],
    [t('summary.card'), t('summary.cardValue', { brand: facts.card.brand, last4: facts.card.last4 })],
  ];
  const { text, html } = renderEmail(
    t('agency.title', { locator: facts.locator }),
    [t('agency.intro'), ...(facts.comment ? [t('agency.comment', { comment: facts.comment })] : [])],
    rows,
    [
      {
        title: t('summary.travellers'),
        items: facts.travellers.map(
          (traveller) =>
            `${traveller.fullName} · ${traveller.tipo} · ${formatDate(traveller.birthDate, 'es')}`,
        ),
      },
      ...(facts.supplements.length > 0
        ? [
            {
              title: t('agency.supplements'),
              items: facts.supplements.map((line) => `${line.descripcion}: ${money(line.total)}`),
            },
          ]
        : []),
    ],
  );
  return { subject: t('agency.subject', { locator: facts.locator, hotel: tripName(facts) }), text, html };
}
