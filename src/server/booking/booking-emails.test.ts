import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/language';
import { serverT } from '../../web/i18n/translations.server';
import { visitorChangeRequestEmail } from '../change-requests/change-request-emails';
import { mailTexts } from '../mail/mail-texts';
import { demoSiteSettings } from '../site-settings';
import { visitorConfirmationEmail, type BookingMailFacts, type Translate } from './booking-emails';

const facts = (language: Language): BookingMailFacts => ({
  locator: 'CSV-ABC123',
  language,
  requester: { nombre: 'Ana', apellido: 'Pop', email: 'ana@example.com', telefono: '+40722123456', dni: '' },
  hotel: 'Hotel Playa',
  stars: 4,
  destination: 'Punta Cana',
  mealPlan: 'TI',
  rooms: ['Doble'],
  departureCity: 'Madrid',
  departure: '2026-11-02',
  returnDate: '2026-11-09',
  nights: 7,
  travellers: [],
  supplements: [],
  total: 150_000,
  card: { brand: 'VISA', last4: '4242' },
  comment: '',
  myBookingUrl: 'https://example.com/mireserva?idioma=es&localizador=CSV-ABC123',
  flights: [],
});

/** The e-mail's "call us" line: the phone hours, with the zone they are in. */
const phoneLine = (text: string, phone: string) => text.split('\n').find((line) => line.includes(phone));

describe('the phone hours in the e-mails say they are Spain’s', () => {
  it.each([
    ['fr', '10:00–22:00, le samedi 10:00–18:00 (heure d’Espagne)'],
    ['ro', '10:00–22:00, sâmbăta 10:00–18:00 (ora Spaniei)'],
    ['en', '10:00–22:00, Saturdays 10:00–18:00 (Spain time)'],
    ['es', '10:00–22:00, sábados 10:00–18:00 (hora peninsular)'],
  ] as const)('in the booking confirmation in %s', (language, hours) => {
    const t = serverT(language, 'booking') as Translate;
    const { text, html } = visitorConfirmationEmail(facts(language), t, demoSiteSettings);
    const phone = demoSiteSettings.phones[language].display;
    expect(phoneLine(text, phone)).toContain(hours);
    expect(html).toContain(hours);
  });

  it('in the Portuguese acknowledgement of a change request', () => {
    const { text } = visitorChangeRequestEmail(
      {
        code: 'M-1',
        locator: 'CSV-ABC123',
        type: 'M',
        language: 'pt',
        destination: 'Punta Cana',
        tripStart: '2026-11-02',
        applicant: 'Ana',
        phone: '+351912345678',
        email: 'ana@example.com',
        reason: 'Mudar datas',
        estimate: null,
        consultUrl: 'https://example.com/consulta',
      },
      mailTexts('changes')('pt'),
      demoSiteSettings,
    );
    expect(phoneLine(text, demoSiteSettings.phones.pt.display)).toContain(
      'de segunda a sexta-feira, 10:00–22:00, e aos sábados, 10:00–18:00 (hora de Espanha).',
    );
  });
});

describe('a booking e-mail of a combined trip or circuit', () => {
  const t = serverT('en', 'booking') as Translate;
  const trip = {
    name: 'Punta Cana and Samaná twin-centre',
    stays: [
      { hotel: 'Hotel Playa', stars: 4, destination: 'Punta Cana', nights: 4, mealPlan: 'All inclusive' },
      { hotel: 'Casa Samaná', stars: 3, destination: 'Samaná', nights: 3, mealPlan: 'Bed and breakfast' },
    ],
  };

  it('names a combined trip or circuit by its name, a package by its hotel', () => {
    expect(visitorConfirmationEmail(facts('en'), t, demoSiteSettings).subject).toContain('Hotel Playa');
    const subject = visitorConfirmationEmail({ ...facts('en'), trip }, t, demoSiteSettings).subject;
    expect(subject).toContain('CSV-ABC123');
    expect(subject).toContain('Punta Cana and Samaná twin-centre');
    expect(subject).not.toContain('Hotel Playa');
  });

  it('names each stay of a trip with its hotel, nights and meal plan, and no meal plan for the whole trip', () => {
    const { text } = visitorConfirmationEmail({ ...facts('en'), trip }, t, demoSiteSettings);
    expect(text).toContain('Hotel Playa (4 stars), Punta Cana · 4 nights · All inclusive');
    expect(text).toContain('\n  Casa Samaná (3 stars), Samaná · 3 nights · Bed and breakfast');
    expect(text).not.toContain('Board basis');
    expect(visitorConfirmationEmail(facts('en'), t, demoSiteSettings).text).toContain('Board basis');
  });
});

describe('the visitor’s confirmation e-mail', () => {
  const withExtras = (language: Language): BookingMailFacts => ({
    ...facts(language),
    supplements: [
      { tipo: 'SEGURO', descripcion: 'Seguro de viaje', total: 7_000 },
      { tipo: 'EXCURSION', descripcion: 'Isla Saona · 04/11/2026', total: 16_050 },
    ],
    total: 173_050,
    flights: [
      {
        departureDate: '2026-11-02',
        departureTime: '11:50',
        arrivalDate: '2026-11-02',
        arrivalTime: '15:05',
        originName: 'Madrid',
        originStation: 'MAD',
        destinationName: 'Punta Cana',
        destinationStation: 'PUJ',
        airline: 'Iberia',
        flightNumber: 'IB6501',
      },
      {
        departureDate: '2026-11-09',
        departureTime: '17:20',
        arrivalDate: '2026-11-10',
        arrivalTime: '07:45',
        originName: 'Punta Cana',
        originStation: 'PUJ',
        destinationName: 'Madrid',
        destinationStation: 'MAD',
        airline: 'Iberia',
        flightNumber: 'IB6502',
      },
    ],
  });

  it('prices the trip, each extra and the total, and the lines add up', () => {
    const t = serverT('es', 'booking') as Translate;
    const text = visitorConfirmationEmail(withExtras('es'), t, demoSiteSettings).text.replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    // Booked amounts to the cent when they have cents: never rounded up past what is owed.
    expect(text).toContain('Precio del viaje: 1.500 €');
    expect(text).toContain('Seguro de viaje con cancelación: 70 €');
    expect(text).toContain('Isla Saona · 04/11/2026: 160,50 €');
    expect(text).toContain('Precio total (tasas incluidas): 1.730,50 €');
  });

  it('gives the flights with local times, the next-day arrival marked', () => {
    const t = serverT('en', 'booking') as Translate;
    const { text } = visitorConfirmationEmail(withExtras('en'), t, demoSiteSettings);
    expect(text).toContain('Madrid (MAD) 11:50 → Punta Cana (PUJ) 15:05 · Iberia IB6501');
    expect(text).toContain('Punta Cana (PUJ) 17:20 → Madrid (MAD) 07:45 (+1) · Iberia IB6502');
  });

  it('fits a phone and links to Mi reserva', () => {
    const t = serverT('fr', 'booking') as Translate;
    const { html } = visitorConfirmationEmail(withExtras('fr'), t, demoSiteSettings);
    expect(html).not.toMatch(/width="600"/);
    expect(html).toContain('name="viewport"');
    expect(html).toContain(
      '<a href="https://example.com/mireserva?idioma=es&#38;localizador=CSV-ABC123" style="color:#c2410c">https://example.com/mireserva?idioma=es&#38;localizador=CSV-ABC123</a>',
    );
  });
});
