import { formatAmount, formatSignedAmount, formatDate } from '../../../domain/format';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import { useTranslation } from '../../i18n/i18n';
import type { FileAnswer } from './file-answer';
import { FileServices } from './file-booked-services';

/** The trip as booked: its services, dates, rooms, flights, extras and the price breakdown. */
export function FileTrip({ page, answer }: { page: BookingFileData; answer: FileAnswer | undefined }) {
  const { t, language } = useTranslation('backOffice');
  const lng = language ?? 'es';
  const money = (cents: number) => formatAmount(cents, lng);
  const { view } = page;
  const { booking } = view;
  return (
    <section className="bo-panel" id="viaje" aria-labelledby="viaje-title">
      <h2 id="viaje-title">{t('file.tripTitle')}</h2>
      <dl className="bo-facts bo-facts--wide">
        <dt>{t('file.hotel')}</dt>
        <dd>{booking.hotel}</dd>
        <dt>{t('file.dates')}</dt>
        <dd>
          {formatDate(booking.departureDate, lng)} → {formatDate(booking.returnDate, lng)} ·{' '}
          {t('file.nights', { count: booking.nights })} · {t('file.from', { city: booking.cityId })}
        </dd>
        <dt>{t('file.operator')}</dt>
        <dd>{booking.tourOperator}</dd>
      </dl>
      <FileServices services={view.services} editable={page.booking.status !== 'cancelada'} answer={answer} />
      <h3>{t('file.roomsTitle')}</h3>
      <ul className="bo-lines">
        {view.rooms.map((room) => (
          <li key={room.id}>
            <span>
              {room.name} · {t('file.travellers', { count: room.travellers })}
            </span>
            <span className="bo-num">{money(room.price)}</span>
          </li>
        ))}
      </ul>
      {view.flights.length > 0 ? (
        <>
          <h3>{t('file.flightsTitle')}</h3>
          <ul className="bo-lines">
            {view.flights.map((flight) => (
              <li key={flight.segment}>
                <span>
                  {flight.originStation} {flight.departureDate} {flight.departureTime} →{' '}
                  {flight.destinationStation} {flight.arrivalDate} {flight.arrivalTime}
                </span>
                <span>
                  {flight.airline} {flight.flightNumber}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.supplements.length > 0 ? (
        <>
          <h3>{t('file.extrasTitle')}</h3>
          <ul className="bo-lines">
            {view.supplements.map((line, index) => (
              <li key={index}>
                <span>
                  {line.description} × {line.quantity}
                </span>
                <span className="bo-num">{money(line.total)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {view.priceLines.length > 0 ? (
        <>
          <h3>{t('file.breakdownTitle')}</h3>
          <div className="bo-table-wrap">
            <table className="bo-table">
              <thead>
                <tr>
                  {['room', 'passengers', 'base', 'tax', 'discount', 'supplement', 'line'].map((column) => (
                    <th
                      key={column}
                      scope="col"
                      className={column === 'room' || column === 'passengers' ? undefined : 'bo-num'}
                    >
                      {t(`breakdown.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.priceLines.map((line) => (
                  <tr key={line.id}>
                    <td>{line.room?.toUpperCase() ?? '—'}</td>
                    <td>
                      {line.passengers} ×{' '}
                      {line.passengerType ? t(`breakdown.types.${line.passengerType}`) : '—'}
                    </td>
                    <td className="bo-num">{money(line.basePrice)}</td>
                    <td className="bo-num">{money(line.taxPerPerson)}</td>
                    <td className="bo-num">{line.subDiscount > 0 ? `−${money(line.subDiscount)}` : '—'}</td>
                    <td className="bo-num">{money(line.supplement + line.additionalSupplement)}</td>
                    <td className="bo-num">{money(line.roomPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {view.adjustments.length > 0 ? (
        <ul className="bo-lines">
          {view.adjustments.map((line) => (
            <li key={line.id}>
              <span>
                {t('file.adjustment')}: {line.reason}
              </span>
              <span className="bo-num">{formatSignedAmount(line.amount, language ?? 'es')}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="bo-total">
        <span>{t('file.total')}</span>
        <strong>{money(booking.totalPrice)}</strong>
      </p>
    </section>
  );
}
