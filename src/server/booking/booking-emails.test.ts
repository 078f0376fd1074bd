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
  myBookingUrl: 'https://example.com/mireserva',
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
