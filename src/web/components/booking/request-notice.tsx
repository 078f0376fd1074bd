import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';

/** The form's field that says "yes, another request of the same trip", sent after being told of the first. */
export const REPEAT_FIELD = 'repetir';
export const REPEAT_CONFIRMED = '1';

/** What the server answered a request it did not book: the price changed, saving failed, or the request was sent before. */
export interface RequestAnswer {
  priceChanged?: { before: number; after: number };
  failed?: boolean;
  keyReused?: boolean;
  /** This browser sent the same trip for the same requester before: that booking's locator. */
  alreadyRequested?: { locator: string };
}

/** Said above the button: the new price to confirm, or why the request was not saved. */
export function RequestNotice({ answer, language }: { answer: RequestAnswer; language: Language }) {
  const { t } = useTranslation('booking');
  const { site } = useLayout();
  const money = (cents: number) => formatCents(cents, language);
  return answer.priceChanged ? (
    <section className="notice notice--warning" role="alert" aria-labelledby="price-changed-title">
      <h2 id="price-changed-title" className="notice__title">
        {t('priceChanged.title')}
      </h2>
      <p>
        {t('priceChanged.text', {
          before: money(answer.priceChanged.before),
          after: money(answer.priceChanged.after),
        })}
      </p>
    </section>
  ) : answer.failed ? (
    <p className="notice notice--error" role="alert">
      {t('form.failed', { phone: site.phone.display })}
    </p>
  ) : answer.alreadyRequested ? (
    <section className="notice notice--warning" role="alert" aria-labelledby="already-requested-title">
      <h2 id="already-requested-title" className="notice__title">
        {t('alreadyRequested.title')}
      </h2>
      <p>
        {t('alreadyRequested.withLocator', { locator: answer.alreadyRequested.locator })}{' '}
        <Link to={`/mireserva?idioma=${language}`}>{t('alreadyRequested.myBooking')}</Link>
      </p>
      <p>{t('alreadyRequested.again')}</p>
    </section>
  ) : answer.keyReused ? (
    <p className="notice notice--error" role="alert">
      {t('form.keyReused')}
    </p>
  ) : null;
}
