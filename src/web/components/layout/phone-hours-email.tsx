import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { openingHoursText } from '../../../domain/opening-hours';
import { useLayout } from '../../root-data';
import { ClockIcon, MailIcon, PhoneIcon } from '../ui/icons';

/**
 * The agency's phone, phone hours and customer-service e-mail as an icon list (the footer, the
 * contact page, the pages not built yet); `children` adds items, `email={false}` leaves it out.
 */
export function PhoneHoursEmail({
  large,
  email = true,
  children,
}: {
  large?: boolean;
  email?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { site, language } = useLayout();
  return (
    <ul className={`icon-list ${large ? 'icon-list--large' : ''}`}>
      <li>
        <PhoneIcon />
        <a href={`tel:${site.phone.e164}`}>{site.phone.display}</a>
      </li>
      <li>
        <ClockIcon />
        <span>{t('footer.phoneHours', openingHoursText(site.hours.phone, language))}</span>
      </li>
      {email ? (
        <li>
          <MailIcon />
          <a href={`mailto:${site.customerServiceEmail}`}>
            {/* A narrow screen breaks the address after the @, not inside a word. */}
            {site.customerServiceEmail.split('@').map((part, index) => (
              <span key={part}>
                {index > 0 ? (
                  <>
                    @<wbr />
                  </>
                ) : null}
                {part}
              </span>
            ))}
          </a>
        </li>
      ) : null}
      {children}
    </ul>
  );
}
