import { formatPrice } from '../../../domain/format';
import type { Language } from '../../../domain/language';

/** A price as the specification shows it: rounded up, thousands separated, in euros. */
export function PriceTag({
  euros,
  language,
  prefix,
  suffix,
  size = 'md',
}: {
  euros: number;
  language: Language;
  prefix?: string;
  suffix?: string;
  size?: 'md' | 'lg';
}) {
  return (
    <p className={`price-tag price-tag--${size}`}>
      {prefix ? <span className="price-tag__prefix">{prefix}</span> : null}
      <span className="price-tag__amount">{formatPrice(euros, language)}</span>
      {suffix ? <span className="price-tag__suffix">{suffix}</span> : null}
    </p>
  );
}
