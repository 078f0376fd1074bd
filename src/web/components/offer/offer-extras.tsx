import { Form } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { daysBetween, isoToCompact } from '../../../domain/days';
import { formatDate, formatPrice } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { ChosenExtra } from '../../../domain/pricing/extras';
import { SelectField } from '../ui/field';

export interface ExtraGroup {
  nombre: string;
  servicios: {
    id_extra: number;
    nombre: string;
    descripcion: string;
    desde: string;
    hasta: string;
    cancelable: boolean;
    precio: number;
  }[];
}

/** Excursions of the chosen service: each can be added on one of its days (a plain GET form). */
export function OfferExtras({
  groups,
  chosen,
  hiddenFields,
  action,
  language,
}: {
  groups: ExtraGroup[];
  chosen: ChosenExtra[];
  /** The page's current parameters, kept by every excursion form. */
  hiddenFields: [string, string][];
  /** The offer page's own address (a package's, a combined trip's or a circuit's). */
  action: string;
  language: Language;
}) {
  const { t } = useTranslation('offer');
  return (
    <section className="offer-section" aria-labelledby="extras-title">
      <h2 id="extras-title">{t('extras.title')}</h2>
      <p>{t('extras.intro')}</p>
      {groups.map((group) => (
        <div key={group.nombre}>
          <h3>{group.nombre}</h3>
          <ul className="extras">
            {group.servicios.map((extra) => {
              const picked = chosen.find((line) => line.id === extra.id_extra);
              return (
                <li key={extra.id_extra} id={`excursion-${extra.id_extra}`} className="extras__item">
                  <div>
                    <strong>{extra.nombre}</strong>
                    <p>{extra.descripcion}</p>
                    <p className="form-note">
                      {t('extras.dates', {
                        from: formatDate(extra.desde, language),
                        to: formatDate(extra.hasta, language),
                      })}{' '}
                      · {extra.cancelable ? t('extras.cancelable') : t('extras.notCancelable')}
                    </p>
                  </div>
                  <div className="extras__choice">
                    <span className="price-tag__amount">{formatPrice(extra.precio, language)}</span>
                    <Form method="get" action={action} className="extras__form" preventScrollReset>
                      {hiddenFields.map(([name, value], index) => (
                        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
                      ))}
                      {picked ? (
                        <>
                          <p className="form-note">
                            {t('extras.added', { date: formatDate(picked.day, language) })}
                          </p>
                          <button
                            type="submit"
                            name="xdel"
                            value={extra.id_extra}
                            className="btn btn--ghost btn--sm"
                          >
                            {t('extras.remove')}
                          </button>
                        </>
                      ) : (
                        <>
                          <SelectField
                            label={t('extras.day')}
                            name="xdia"
                            options={daysBetween(extra.desde, extra.hasta).map((day) => ({
                              value: isoToCompact(day),
                              label: formatDate(day, language),
                            }))}
                          />
                          <button
                            type="submit"
                            name="xadd"
                            value={extra.id_extra}
                            className="btn btn--secondary btn--sm"
                          >
                            {t('extras.add')}
                          </button>
                        </>
                      )}
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
