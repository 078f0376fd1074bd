import { CARD_TYPE_NAMES, type CardType } from '../../../domain/booking/card';
import { countryName, formatAmount, formatDate, formatSignedAmount } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { supplementName } from '../../../domain/pricing/supplements';
import type { MyBookingView } from '../../../server/my-booking/my-booking.service';
import { useTranslation } from '../../i18n/i18n';
import { TripSummary } from '../booking/trip-summary';
import { OfferItinerary } from '../offer/offer-itinerary';
import { BookedServices } from './booked-services';

const TRAVELLER_KINDS = { A: 'adult', N: 'child', B: 'baby' } as const;
const PRICE_LINE_KINDS: Record<string, 'adult' | 'child' | 'baby'> = {
  ADT: 'adult',
  CHD: 'child',
  INF: 'baby',
};

/** The trip as booked: summary, flights, rooms, travellers, extras and the price breakdown. */
export function BookedTrip({ view, language }: { view: MyBookingView; language: Language }) {
  const { t } = useTranslation('myBooking');
  const { t: tb } = useTranslation('booking');
  const { t: to } = useTranslation('offer');
  const { booking, accommodation } = view;
  const money = (cents: number) => formatAmount(cents, language);
  const kinds = view.passengers.map((p) => p.type);
  return (
    <>
      <section id="viaje" className="my-booking__section" aria-labelledby="trip-title">
        <h2 id="trip-title">{t('trip.title')}</h2>
        <TripSummary
          language={language}
          trip={{
            hotel: view.tripName ?? accommodation?.name ?? booking.hotel,
            stays: view.stays,
            image: accommodation?.picture ?? '/img/hero-caribe.svg',
            stars: accommodation?.stars ?? 0,
            destination: accommodation?.destination ?? '',
            mealPlan: accommodation?.mealPlan ?? '',
            departure: booking.departureDate,
            returnDate: booking.returnDate,
            nights: booking.nights,
            origin: booking.cityId,
            rooms: view.rooms.map((room) => room.name),
            size: {
              adults: kinds.filter((k) => k === 'A').length,
              children: kinds.filter((k) => k === 'N').length,
              infants: kinds.filter((k) => k === 'B').length,
            },
            total: booking.totalPrice,
          }}
        >
          <p className="form-note">
            {tb('summary.cardValue', {
              brand: CARD_TYPE_NAMES[booking.card.brand as CardType] ?? booking.card.brand,
              last4: booking.card.last4,
            })}{' '}
            · {t('trip.cardGuarantee')}
          </p>
        </TripSummary>
        <BookedServices view={view} language={language} />
        {view.flights.length > 0 ? <OfferItinerary segments={view.flights} language={language} /> : null}
        {view.supplements.length > 0 ? (
          <section className="offer-section" aria-labelledby="extras-title">
            <h3 id="extras-title">{t('trip.extras')}</h3>
            <ul className="plain-list">
              {view.supplements.map((line, index) => {
                return (
                  <li key={index} className="plain-list__row">
                    <span>
                      {supplementName(line, tb)}
                      {line.quantity > 1 ? ` × ${line.quantity}` : ''}
                    </span>
                    <strong>{money(line.total)}</strong>
                  </li>
                );
              })}
            </ul>
          </section>
        ) : null}
        {view.priceLines.length > 0 ? (
          <section className="offer-section" aria-labelledby="booked-breakdown-title">
            <h3 id="booked-breakdown-title">{to('breakdown.title')}</h3>
            <div className="breakdown">
              <table className="breakdown__table">
                <thead>
                  <tr>
                    {[
                      'room',
                      'passengers',
                      'basePrice',
                      'taxPerPerson',
                      'subDiscount',
                      'supplement',
                      'roomPrice',
                    ].map((column) => (
                      <th key={column} scope="col">
                        {to(`breakdown.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {view.priceLines.map((line) => {
                    const kind = PRICE_LINE_KINDS[line.passengerType ?? ''];
                    return (
                      <tr key={line.id}>
                        <td data-label={to('breakdown.room')}>
                          {line.room ? to('breakdown.roomLetter', { letter: line.room.toUpperCase() }) : '—'}
                        </td>
                        <th scope="row" data-label={to('breakdown.passengers')}>
                          {line.passengers} × {kind ? to(`breakdown.passenger.${kind}`) : line.passengerType}
                        </th>
                        <td data-label={to('breakdown.basePrice')}>{money(line.basePrice)}</td>
                        <td data-label={to('breakdown.taxPerPerson')}>{money(line.taxPerPerson)}</td>
                        <td data-label={to('breakdown.subDiscount')}>
                          {line.subDiscount > 0 ? `−${money(line.subDiscount)}` : '—'}
                        </td>
                        <td data-label={to('breakdown.supplement')}>
                          {line.supplement + line.additionalSupplement > 0
                            ? money(line.supplement + line.additionalSupplement)
                            : '—'}
                        </td>
                        <td data-label={to('breakdown.roomPrice')} className="breakdown__amount">
                          {money(line.roomPrice)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {view.adjustments.length > 0 ? (
              <ul className="plain-list">
                {view.adjustments.map((line) => (
                  <li key={line.id} className="plain-list__row">
                    <span>
                      {t('trip.adjustment')}: {line.reason}
                    </span>
                    <strong>{formatSignedAmount(line.amount, language)}</strong>
                  </li>
                ))}
              </ul>
            ) : null}
            <p className="plain-list__row">
              <strong>{to('breakdown.total')}</strong>
              <strong>{money(booking.totalPrice)}</strong>
            </p>
          </section>
        ) : null}
      </section>

      <section id="viajeros" className="my-booking__section" aria-labelledby="travellers-title">
        <h2 id="travellers-title">{t('travellers.title')}</h2>
        <table className="data-table">
          <caption className="visually-hidden">{t('travellers.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('travellers.name')}</th>
              <th scope="col">{t('travellers.type')}</th>
              <th scope="col">{t('travellers.birthDate')}</th>
              <th scope="col">{t('travellers.nationality')}</th>
              <th scope="col">{t('travellers.document')}</th>
            </tr>
          </thead>
          <tbody>
            {view.passengers.map((passenger) => (
              <tr key={passenger.number}>
                <th scope="row" data-label={t('travellers.name')}>
                  {passenger.fullName}
                </th>
                <td data-label={t('travellers.type')}>
                  {to(
                    `breakdown.passenger.${TRAVELLER_KINDS[passenger.type as keyof typeof TRAVELLER_KINDS] ?? 'adult'}`,
                  )}
                </td>
                <td data-label={t('travellers.birthDate')}>
                  {passenger.birthDate ? formatDate(passenger.birthDate, language) : t('travellers.erased')}
                </td>
                <td data-label={t('travellers.nationality')}>
                  {countryName(passenger.nationality, language) ?? passenger.nationality}
                </td>
                <td data-label={t('travellers.document')} className="my-booking__document">
                  {passenger.document || t('travellers.erased')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="form-note">{t('travellers.note')}</p>
      </section>
    </>
  );
}
