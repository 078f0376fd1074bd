import { useTranslation } from '../../i18n/i18n';
import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { ExtrasTotal } from '../../../domain/pricing/extras';
import type { PriceBreakdown } from '../../../domain/pricing/types';
import { formatDate } from '../../../domain/format';

/** Section 2's price table: base price, passengers, tax per person, discount, sub-discount, additional supplement, room price. */
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
  return (
    <div className="breakdown">
      <div className="table-scroll" role="region" aria-label={t('breakdown.title')} tabIndex={0}>
        <table className="breakdown__table">
          <thead>
            <tr>
              <th scope="col">{t('breakdown.room')}</th>
              <th scope="col">{t('breakdown.passengers')}</th>
              <th scope="col">{t('breakdown.basePrice')}</th>
              <th scope="col">{t('breakdown.taxPerPerson')}</th>
              <th scope="col">{t('breakdown.discount')}</th>
              <th scope="col">{t('breakdown.subDiscount')}</th>
              <th scope="col">{t('breakdown.supplement')}</th>
              <th scope="col">{t('breakdown.roomPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {breakdown.lines.map((line, index) => (
              <tr key={`${line.numeroServicio}-${line.habitacion}-${line.tipoPasajero}-${index}`}>
                <td>{line.habitacion}</td>
                <td>
                  {line.cantidad} × {line.descripcion}
                </td>
                <td>{money(line.precioBase)}</td>
                <td>{money(line.tasaPersona)}</td>
                <td>{line.descuento > 0 ? `${line.descuento} % (${money(line.descuentoPersona)})` : '—'}</td>
                <td>{line.subDescuento > 0 ? `−${money(line.subDescuento)}` : '—'}</td>
                <td>
                  {line.suplemento + line.suplementoIndividual > 0
                    ? money(line.suplemento + line.suplementoIndividual)
                    : '—'}
                </td>
                <td className="breakdown__amount">{money(line.precioHabitacion)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="breakdown__totals">
        {extras && extras.lines.length > 0 ? (
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
            {money(breakdown.totalGeneral + (extras?.total ?? 0))}
          </dd>
        </div>
        <div>
          <dt>{t('breakdown.perPerson')}</dt>
          <dd>{money(breakdown.pricePerPerson)}</dd>
        </div>
      </dl>
    </div>
  );
}
