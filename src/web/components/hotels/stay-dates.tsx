import { useRef } from 'react';
import { counted } from '../../../domain/counted';
import { addDays, isoToDisplayDate, readTypedDay } from '../../../domain/days';
import { formatDate } from '../../../domain/format';
import { lastCheckIn, MAX_HOTEL_NIGHTS, stayNights } from '../../../domain/hotels/hotel-search-query';
import { DEFAULT_NIGHTS } from '../../../domain/constants';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { DateField } from '../ui/date-field';

const isStay = (nights: number | null): nights is number =>
  nights !== null && nights > 0 && nights <= MAX_HOTEL_NIGHTS;

const dayOf = (text: string) => {
  const read = readTypedDay(text);
  return 'day' in read ? read.day : undefined;
};

/**
 * Check-in and check-out, typed or picked, with the stay's length between them. When check-in
 * moves to or past check-out, check-out follows it, keeping the stay's length (7 nights until the
 * visitor set another), and says so.
 */
export function StayDates({
  checkIn,
  checkOut,
  today,
  language,
  errors,
  onChange,
  announce,
}: {
  checkIn: string;
  checkOut: string;
  today: string;
  language: Language;
  errors: { entrada?: string | undefined; salida?: string | undefined };
  onChange: (dates: { checkIn: string; checkOut: string }) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation('hotels');
  const nights = stayNights(checkIn, checkOut);
  // The last length the visitor gave the stay, which check-out keeps when it follows check-in.
  const lastNights = useRef(isStay(nights) ? nights : DEFAULT_NIGHTS);
  const firstDay = dayOf(checkIn);

  const change = (dates: { checkIn: string; checkOut: string }) => {
    const length = stayNights(dates.checkIn, dates.checkOut);
    if (isStay(length)) lastNights.current = length;
    onChange(dates);
  };

  const changeCheckIn = (text: string) => {
    const day = dayOf(text);
    const out = dayOf(checkOut);
    if (day && (!out || out <= day)) {
      const follows = addDays(day, lastNights.current);
      change({ checkIn: text, checkOut: isoToDisplayDate(follows) });
      announce(t('search.checkOutFollows', { date: formatDate(follows, language) }));
    } else change({ checkIn: text, checkOut });
  };

  return (
    <div className="hotel-search__dates">
      <DateField
        id="hotel-entrada"
        name="entrada"
        label={t('search.checkIn')}
        value={checkIn}
        onValueChange={changeCheckIn}
        min={today}
        max={lastCheckIn(today)}
        pickerLabel={t('search.openCalendar', { field: t('search.checkIn') })}
        hint={t('search.dateHint')}
        placeholder={t('search.dateHint')}
        error={errors.entrada}
      />
      <DateField
        id="hotel-salida"
        name="salida"
        label={t('search.checkOut')}
        value={checkOut}
        onValueChange={(text) => change({ checkIn, checkOut: text })}
        min={addDays(firstDay ?? today, 1)}
        max={addDays(firstDay ?? lastCheckIn(today), MAX_HOTEL_NIGHTS)}
        pickerLabel={t('search.openCalendar', { field: t('search.checkOut') })}
        hint={t('search.dateHint')}
        placeholder={t('search.dateHint')}
        error={errors.salida}
      />
      <p className="hotel-search__stay">
        {isStay(nights)
          ? t('search.stay', { nights: counted(t, 'nights', nights) })
          : nights === null && checkIn.trim() !== '' && checkOut.trim() !== ''
            ? t('common:validation.datesInconsistent')
            : null}
      </p>
    </div>
  );
}
