import { DEFAULT_SEARCH, type HolidaySearch } from '../../../domain/catalogue/holiday-search';
import type { PartyRoomDraft } from '../../../domain/catalogue/party';
import { originCityName } from '../../../domain/constants';
import { counted } from '../../../domain/counted';
import { formatDate, monthName } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation, type TFunction } from '../../i18n/i18n';
import { ChevronIcon } from '../ui/icons';
import { HolidaySearchForm } from './holiday-search-form';

type SearchWindow = { from: string; until: string | undefined } | null;

/** One line saying what a search asked for: city, nights and when. */
function searchSummary(search: HolidaySearch, window: SearchWindow, language: Language, t: TFunction) {
  const { when } = search;
  return t('search.summary', {
    city: originCityName(search.origin, language),
    nights: counted(t, 'nights', search.nights),
    when:
      when.kind === 'month'
        ? `${monthName(Number(when.month.slice(5, 7)), language)} ${when.month.slice(0, 4)}`
        : when.kind === 'date' && window?.until && window.from !== window.until
          ? t('search.dateWindow', {
              from: formatDate(window.from, language),
              to: formatDate(window.until, language),
            })
          : when.kind === 'date'
            ? formatDate(when.day, language)
            : t('search.anyDate'),
  });
}

/**
 * A listing's search form, folded under a line that says what was searched (or "search"). Closed
 * on a phone until asked for, so the list comes first; open on a wide screen (CSS).
 */
export function SearchDetails({
  search,
  partyDraft,
  window,
  destination,
  offerDate,
  language,
}: {
  search: HolidaySearch | null;
  /** The party as sent when a child's age is missing: the form opens to ask for it. */
  partyDraft?: PartyRoomDraft[];
  window: SearchWindow;
  /** The destination's name, which the form's field shows. */
  destination: string;
  offerDate: string;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <details
      className={search ? 'search-details' : 'search-details search-details--start'}
      open={partyDraft ? true : undefined}
    >
      <summary className="search-details__summary">
        {search ? (
          <>
            <span>{searchSummary(search, window, language, t)}</span>{' '}
            <span className="search-details__edit">{t('search.edit')}</span>
          </>
        ) : (
          <span>{t('search.title')}</span>
        )}
        <ChevronIcon className="search-details__chevron" />
      </summary>
      <HolidaySearchForm
        search={search ?? DEFAULT_SEARCH}
        party={partyDraft}
        destination={destination}
        offerDate={offerDate}
        language={language}
      />
    </details>
  );
}
