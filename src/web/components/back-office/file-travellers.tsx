import type { BookingFileData } from '../../routes/back-office/booking-file';
import { useTranslation } from '../../i18n/i18n';

/** Who booked and who travels, as they sent it (passports in full: the team needs them), and the card. */
export function FileTravellers({ page }: { page: BookingFileData }) {
  const { t } = useTranslation('backOffice');
  const { requester, card } = page.booking;
  return (
    <>
      <section className="bo-panel" aria-labelledby="solicitante-title">
        <h2 id="solicitante-title">{t('file.requesterTitle')}</h2>
        <dl className="bo-facts">
          <dt>{t('file.name')}</dt>
          <dd>
            {requester.firstName} {requester.lastName}
          </dd>
          <dt>{t('file.email')}</dt>
          <dd>
            <a href={`mailto:${requester.email}`}>{requester.email}</a>
          </dd>
          <dt>{t('file.phone')}</dt>
          <dd>
            <a href={`tel:${requester.phone}`}>{requester.phone}</a>
          </dd>
          <dt>{t('file.document')}</dt>
          <dd>{requester.document || '—'}</dd>
          <dt>{t('file.country')}</dt>
          <dd>
            {requester.country}
            {requester.province ? ` · ${requester.province}` : ''}
          </dd>
          {requester.attentionOf ? (
            <>
              <dt>{t('file.attentionOf')}</dt>
              <dd>{requester.attentionOf}</dd>
            </>
          ) : null}
          <dt>{t('file.card')}</dt>
          <dd>
            {card.brand
              ? t('file.cardValue', {
                  brand: card.brand,
                  last4: card.last4,
                  expiry: card.expiry,
                  holder: card.holder,
                })
              : t('file.cardErased')}
          </dd>
        </dl>
      </section>
      <section className="bo-panel" aria-labelledby="viajeros-title">
        <h2 id="viajeros-title">{t('file.travellersTitle', { count: page.passengers.length })}</h2>
        {page.booking.passportsErasedAt ? <p className="bo-muted">{t('file.passportsErased')}</p> : null}
        <ol className="bo-travellers">
          {page.passengers.map((passenger) => (
            <li key={passenger.number}>
              <strong>{passenger.fullName}</strong>{' '}
              <span className="bo-muted">{t(`passengerTypes.${passenger.type}`)}</span>
              <br />
              <span className="bo-muted">
                {passenger.document || '—'} · {passenger.birthDate ?? '—'} · {passenger.nationality}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
