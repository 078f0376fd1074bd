import { useTranslation } from '../../i18n/i18n';
import { formatCents, formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { counted } from '../../../domain/counted';
import { passengerKind } from '../../../domain/pricing/breakdown';
import { offerTotal, pricePerPersonWithExtras, type ExtrasTotal } from '../../../domain/pricing/extras';
import type { BreakdownLine, PriceBreakdown } from '../../../domain/pricing/types';

/**
 * Section 2's price table, its columns named in plain words: room, travellers, base price, tax
 * per person, discount, sub-discount (the discount in money), additional supplement and room
 * price. Per-person amounts say so; on a narrow screen each line becomes a card, so no column is
 * ever cut (every cell carries its column's name for that).
 */
export function BreakdownTable({
  breakdown,
  extras,
  language,
}: {
  breakdown: PriceBreakdown;
  extras?: ExtrasTotal;
  language: Language;
}) {
  const { t } = useTranslation('offer');
  const money = (cents: number) => formatCents(cents, language);
  const columns = {
    room: t('breakdown.room'),
    passengers: t('breakdown.passengers'),
    basePrice: t('breakdown.basePrice'),
    taxPerPerson: t('breakdown.taxPerPerson'),
    discount: t('breakdown.discount'),
    subDiscount: t('breakdown.subDiscount'),
    supplement: t('breakdown.supplement'),
    roomPrice: t('breakdown.roomPrice'),
  };
  const travellers = (line: BreakdownLine) => {
    const kind = passengerKind(line.descripcion);
    return `${line.cantidad} × ${kind ? t(`breakdown.passenger.${kind}`) : line.descripcion}`;
  };
  const withExtras = extras !== undefined && extras.lines.length > 0;
  return (
    <div className="breakdown">
      <table className="breakdown__table">
        <caption className="visually-hidden">{t('breakdown.title')}</caption>
        <thead>
          <tr>
            {Object.values(columns).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {breakdown.lines.map((line, index) => (
            <tr key={`${line.numeroServicio}-${line.habitacion}-${line.tipoPasajero}-${index}`}>
              <td data-label={columns.room}>
                {t('breakdown.roomLetter', { letter: line.habitacion.toUpperCase() })}
              </td>
              <th scope="row" data-label={columns.passengers}>
                {travellers(line)}
              </th>
              <td data-label={columns.basePrice}>{money(line.precioBase)}</td>
              <td data-label={columns.taxPerPerson}>{money(line.tasaPersona)}</td>
              <td data-label={columns.discount}>{line.descuento > 0 ? `−${line.descuento} %` : '—'}</td>
              <td data-label={columns.subDiscount}>
                {line.subDescuento > 0 ? `−${money(line.subDescuento)}` : '—'}
              </td>
              <td data-label={columns.supplement}>
                {line.suplemento + line.suplementoIndividual > 0
                  ? money(line.suplemento + line.suplementoIndividual)
                  : '—'}
              </td>
              <td data-label={columns.roomPrice} className="breakdown__amount">
                {money(line.precioHabitacion)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="breakdown__totals">
        {withExtras ? (
          <>
            <div>
              <dt>{t('breakdown.package')}</dt>
              <dd>{money(breakdown.totalGeneral)}</dd>
            </div>
            {extras.lines.map((line) => (
              <div key={line.id} className="breakdown__extra">
                <dt>
                  {t('breakdown.extraLine', {
                    name: line.name,
                    date: formatDate(line.day, language),
                    people: line.people,
                    price: money(line.pricePerPerson),
                  })}
                </dt>
                <dd>{money(line.total)}</dd>
              </div>
            ))}
          </>
        ) : null}
        <div>
          <dt>{t('breakdown.total')}</dt>
          <dd className="breakdown__total" data-testid="total-general">
            {money(offerTotal(breakdown, extras))}
          </dd>
        </div>
        <div>
          <dt>{t(withExtras ? 'breakdown.perPersonWithExtras' : 'breakdown.perPerson')}</dt>
          <dd>{money(pricePerPersonWithExtras(breakdown, extras))}</dd>
        </div>
      </dl>
      {breakdown.travellers.infants > 0 ? (
        <p className="form-note">
          {t('breakdown.perPersonShared', {
            people: counted(t, 'people', breakdown.travellers.adults + breakdown.travellers.children),
          })}
        </p>
      ) : null}
    </div>
  );
}
