import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { flightLine } from '../../domain/booking/itinerary';
import { isKnownServiceStatus } from '../../domain/booking/services';
import { countryName, formatAmount, formatDate, formatSignedAmount, madridDay } from '../../domain/format';
import type { Language } from '../../domain/language';
import { feeConcept } from '../../domain/pricing/fees';
import { roomLetter } from '../../domain/pricing/room-letters';
import { supplementName } from '../../domain/pricing/supplements';
import type { Translate } from '../mail/email-layout';
import type { MyBookingView } from '../my-booking/my-booking.service';
import { legalRegistrationIn, type SiteSettings } from '../site-settings';

const require = createRequire(import.meta.url);
/** DejaVu Sans: every letter of the six languages (ă, ș, ț, ç, ã…), which PDF's standard fonts lack. */
const FONTS = {
  regular: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'),
  bold: require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'),
};
const BRAND = '#e8590c';
/** The breakdown's passenger codes and the traveller types, as the offer's texts name them. */
const PASSENGER_KINDS: Record<string, string> = {
  ADT: 'adult',
  CHD: 'child',
  INF: 'baby',
  A: 'adult',
  N: 'child',
  B: 'baby',
};
const INK = '#1f2933';
const MUTED = '#52606d';

/** A traveller type or a breakdown line's passenger code, named in the offer's texts. */
const passengerKindName = (offer: Translate, code: string | null) => {
  const key = PASSENGER_KINDS[code ?? ''];
  return key ? offer(`breakdown.passenger.${key}`) : (code ?? '');
};

/**
 * The price breakdown's lines as the summary writes them, each reading as it adds up: travellers ×
 * (base + supplement + taxes − discount) = amount.
 */
export function priceLineTexts(
  view: Pick<MyBookingView, 'priceLines'>,
  language: Language,
  texts: { myBooking: Translate; offer: Translate },
): string[] {
  const t = texts.myBooking;
  const money = (cents: number) => formatAmount(cents, language);
  return view.priceLines.map((line) => {
    const supplement = line.supplement + line.additionalSupplement;
    return [
      line.room ? texts.offer('breakdown.roomLetter', { letter: line.room.toUpperCase() }) : null,
      `${line.passengers} × ${passengerKindName(texts.offer, line.passengerType)}`,
      `${t('pdf.base')} ${money(line.basePrice)}`,
      supplement > 0 ? `${t('pdf.supplement')} ${money(supplement)}` : null,
      `${t('pdf.tax')} ${money(line.taxPerPerson)}`,
      line.discount > 0 ? `${t('pdf.discount')} −${money(line.discount)}` : null,
      money(line.roomPrice),
    ]
      .filter(Boolean)
      .join(' · ');
  });
}

/**
 * The booking summary as a PDF, in the traveller's language: trip, flights, travellers, extras,
 * price breakdown, payments and what is left, and the agency's details. Made on demand from the
 * same view "Mi reserva" shows, so it never disagrees with the page.
 */
export function bookingSummaryPdf(
  view: MyBookingView,
  language: Language,
  /** The page's texts (myBooking), the offer's (the kinds of traveller) and the request form's (extras). */
  texts: { myBooking: Translate; offer: Translate; booking: Translate },
  site: SiteSettings,
): Promise<Buffer> {
  const t = texts.myBooking;
  const kind = (code: string | null) => passengerKindName(texts.offer, code);
  const country = (code: string) => countryName(code, language) ?? code;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: t('pdf.title', { locator: view.booking.locator }), Author: site.brandName },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const money = (cents: number) => formatAmount(cents, language);
  const day = (iso: string | null) => (iso ? formatDate(iso, language) : '—');
  const heading = (text: string) => {
    doc.moveDown(0.8).font('bold').fontSize(13).fillColor(BRAND).text(text).moveDown(0.3);
    doc.font('regular').fontSize(10).fillColor(INK);
  };
  const row = (label: string, value: string) => {
    doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  };

  const { booking, accommodation } = view;
  doc.rect(0, 0, doc.page.width, 80).fill(BRAND);
  doc.fillColor('#ffffff').font('bold').fontSize(20).text(site.brandName, 48, 26);
  doc
    .font('regular')
    .fontSize(11)
    .text(t('pdf.title', { locator: booking.locator }), 48, 52);
  doc.fillColor(INK).fontSize(10).text('', 48, 100);

  row(t('pdf.locator'), booking.locator);
  row(t('pdf.status'), t(`status.${booking.status}.label`));
  row(t('pdf.requester'), `${booking.requester.name} · ${booking.requester.email}`);
  row(t('pdf.requestDate'), day(madridDay(booking.createdAt)));

  heading(t('trip.title'));
  // A combined trip or circuit is named as such; its hotels are its services below.
  if (view.tripName) doc.font('bold').text(view.tripName).font('regular');
  else {
    row(
      t('pdf.hotel'),
      `${accommodation?.name ?? booking.hotel}${accommodation ? ` ${'★'.repeat(accommodation.stars)}` : ''}`,
    );
    if (accommodation?.destination) row(t('pdf.destination'), accommodation.destination);
    if (accommodation?.mealPlan) row(t('pdf.mealPlan'), accommodation.mealPlan);
  }
  row(
    t('pdf.dates'),
    `${day(booking.departureDate)} – ${day(booking.returnDate)} · ${t('pdf.nights', { count: booking.nights })}`,
  );
  if (view.services.length > 0) {
    doc.moveDown(0.3).font('bold').text(t('trip.services.title')).font('regular');
    for (const service of view.services)
      doc.text(
        [
          `${t(`trip.services.${service.type}`)}: ${service.name}${service.stars ? ` ${'★'.repeat(service.stars)}` : ''}`,
          service.destination,
          service.startDate === service.endDate
            ? day(service.startDate)
            : `${day(service.startDate)} – ${day(service.endDate)}`,
          service.nights ? t('pdf.nights', { count: service.nights }) : null,
          service.mealPlan,
          service.supplier,
          isKnownServiceStatus(service.status) ? t(`trip.services.status.${service.status}`) : service.status,
        ]
          .filter(Boolean)
          .join(' · '),
      );
    doc.moveDown(0.3);
  }
  view.rooms.forEach((room, index) =>
    row(
      texts.offer('breakdown.roomLetter', { letter: roomLetter(index).toUpperCase() }),
      `${room.name} · ${t('pdf.travellersCount', { count: room.travellers })}`,
    ),
  );

  if (view.flights.length > 0) {
    heading(t('pdf.flights'));
    for (const flight of view.flights) doc.text(flightLine(flight, day));
    doc.fillColor(MUTED).text(t('pdf.reconfirmed')).fillColor(INK);
  }

  heading(t('travellers.title'));
  for (const passenger of view.passengers)
    doc.text(
      `${passenger.number}. ${passenger.fullName} · ${kind(passenger.type)} · ${day(passenger.birthDate)} · ${country(passenger.nationality)}`,
    );

  if (view.supplements.length > 0) {
    heading(t('trip.extras'));
    for (const line of view.supplements)
      doc.text(`${supplementName(line, texts.booking)} · ${money(line.total)}`);
  }

  heading(t('pdf.price'));
  for (const line of priceLineTexts(view, language, texts)) doc.text(line);
  for (const line of view.adjustments)
    doc.text(`${t('trip.adjustment')}: ${line.reason} · ${formatSignedAmount(line.amount, language)}`);
  row(t('status.total'), money(booking.totalPrice));

  heading(t('payments.title'));
  if (view.payments.length === 0) doc.text(t('payments.noPayments'));
  for (const payment of view.payments)
    doc.text(
      `${day(madridDay(payment.paidAt))} · ${payment.concept ? `${payment.concept} · ` : ''}${t(`payments.methods.${payment.method}`)} · ${payment.reference} · ${money(payment.amount)}`,
    );
  for (const order of view.orders.filter((o) => o.payable))
    doc.text(
      `${t('pdf.order')}: ${order.ref} · ${money(order.amount)}${order.validUntil ? ` · ${t('payments.validUntil', { date: day(order.validUntil) })}` : ''}`,
    );
  // Fees and refunds, each a line, so the balance below adds up from the lines above it.
  for (const fee of view.fees)
    doc.text(`${day(madridDay(fee.createdAt))} · ${feeConcept(fee, t)} · ${money(fee.amount)}`);
  for (const refund of view.refunds)
    doc.text(
      `${day(madridDay(refund.refundedAt))} · ${t('payments.refundsTitle')} · ${refund.reason} · ${t(`payments.refundMethods.${refund.method}`)} · ${refund.reference} · −${money(refund.amount)}`,
    );
  doc.moveDown(0.3);
  if (booking.status === 'cancelada') row(t('status.totalCancelled'), money(booking.totalPrice));
  if (view.feesTotal > 0) row(t('status.fees'), money(view.feesTotal));
  if (view.paid > 0) row(t('status.paid'), money(view.paid));
  if (view.refunded > 0) row(t('status.refunded'), money(view.refunded));
  doc
    .font('bold')
    .text(
      view.owedBack > 0
        ? `${t('status.owedBackLabel')}: ${money(view.owedBack)}`
        : `${t('status.pending')}: ${money(view.pending)}`,
    )
    .font('regular');

  heading(t('pdf.agency'));
  doc.text(site.brandName);
  doc.text(`${site.officeAddress.street}, ${site.officeAddress.postalCode} ${site.officeAddress.city}`);
  doc.text(`${site.phones[language].display} · ${site.mailboxes.customerService}`);
  doc.fillColor(MUTED).fontSize(8).text(legalRegistrationIn(site, language));
  doc.end();
  return done;
}
