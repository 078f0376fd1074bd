import { Form } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { daysBetween, isoToCompact } from '../../../domain/days';
import { formatCents, formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import type { ChosenExtra } from '../../../domain/pricing/extras';
import { SelectField } from '../ui/field';

export interface ExtraGroup {
  name: string;
  extras: {
    id: number;
    name: string;
    description: string;
    /** The first and last day it can be taken (YYYY-MM-DD). */
    from: string;
    to: string;
    cancelable: boolean;
    /** Cents. */
    pricePerPerson: number;
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
        <div key={group.name}>
          <h3>{group.name}</h3>
          <ul className="extras">
            {group.extras.map((extra) => {
              const picked = chosen.find((line) => line.id === extra.id);
              return (
                <li key={extra.id} id={`excursion-${extra.id}`} className="extras__item">
                  <div>
                    <strong>{extra.name}</strong>
                    <p>{extra.description}</p>
                    <p className="form-note">
                      {t('extras.dates', {
                        from: formatDate(extra.from, language),
                        to: formatDate(extra.to, language),
                      })}{' '}
                      · {extra.cancelable ? t('extras.cancelable') : t('extras.notCancelable')}
                    </p>
                  </div>
                  <div className="extras__choice">
                    <span className="price-tag__amount">{formatCents(extra.pricePerPerson, language)}</span>
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
                            value={extra.id}
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
                            options={daysBetween(extra.from, extra.to).map((day) => ({
                              value: isoToCompact(day),
                              label: formatDate(day, language),
                            }))}
                          />
                          <button
                            type="submit"
                            name="xadd"
                            value={extra.id}
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
