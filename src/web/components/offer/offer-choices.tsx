import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  offerPaths,
  selectionToSearchParams,
  type OfferSelection,
} from '../../../domain/booking/offer-address';
import { partyToSearchParams } from '../../../domain/catalogue/party';
import { counted, tripLine } from '../../../domain/counted';
import { isoToCompact } from '../../../domain/days';
import { formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import type { OfferPageData } from '../../routes/offer-page.server';
import { BookBar } from './book-bar';
import { BreakdownTable } from './breakdown-table';
import { OfferExtras } from './offer-extras';
import { OfferItinerary } from './offer-itinerary';
import { OfferNotes } from './offer-notes';
import { PartyForm } from './party-form';
import { PricePanel, PriceTrust } from './price-panel';
import { PriceCalendar } from './price-calendar';

/** The offer page's data as the browser receives it. */
export type OfferPage = Pick<
  OfferPageData,
  | 'selection'
  | 'selected'
  | 'breakdown'
  | 'party'
  | 'partyDraft'
  | 'month'
  | 'excursions'
  | 'calendar'
  | 'calendarMonths'
  | 'cheapestDay'
  | 'askedDay'
  | 'offerDate'
  | 'roomProblems'
  | 'rooms'
  | 'size'
  | 'itinerary'
  | 'extras'
  | 'notes'
  | 'taxes'
  | 'total'
>;

/**
 * The addresses an offer page writes: `keep` changes some parameters of the choice shown (an
 * empty value removes one; a new day forgets the month shown), the party form's hidden fields,
 * and the booking page's address.
 */
export function useOfferAddress(page: OfferPage, language: Language) {
  const selection: OfferSelection = {
    ...page.selection,
    day: page.selected?.day,
    party: page.party,
    excursions: page.excursions.lines,
  };
  const paths = offerPaths(selection.trip);
  const keep = (change: Record<string, string | undefined>) => {
    const params = selectionToSearchParams(selection, language);
    // A child still without an age is carried without one: another day or city asks for it too.
    if (page.partyDraft) partyToSearchParams(page.partyDraft, params);
    params.set('mes', page.month.replace('-', ''));
    for (const [key, value] of Object.entries(change)) {
      if (value === '') params.delete(key);
      else if (value) params.set(key, value);
    }
    if (change.dia !== undefined) params.delete('mes');
    return `${paths.detail}?${params.toString()}`;
  };
  const hidden = Object.fromEntries(
    [...selectionToSearchParams({ ...selection, party: [], excursions: [] }, language).entries()].filter(
      // The party form writes the rooms itself, and the day below.
      ([name]) => name !== 'dia' && name !== 'habitaciones',
    ),
  );
  if (page.selected) hidden.dia = isoToCompact(page.selected.day);
  // The month shown stays in the address (and so does "Volver a los hoteles"'s search month).
  if (page.month) hidden.mes = page.month.replace('-', '');
  return {
    keep,
    hidden,
    detailPath: paths.detail,
    bookHref: keep({}).replace(`${paths.detail}?`, `${paths.booking}?`),
  };
}

/** The schema.org Offer of the day an offer page shows, for its JSON-LD. */
export function schemaOffer(selected: { pricePerPerson: number; day: string }, url: string) {
  return {
    '@type': 'Offer',
    price: selected.pricePerPerson,
    priceCurrency: 'EUR',
    availabilityStarts: selected.day,
    url,
  };
}

/**
 * What every offer page sells with: the price calendar (with the page's own options above it),
 * rooms and travellers, the breakdown with the book button, flights, excursions, notes and the
 * phone's book bar. Every choice is a link or a GET form to the page's own address.
 */
export function OfferChoices({
  page,
  options,
  includes,
  calendarIntro,
  stars,
}: {
  page: OfferPage;
  /** The page's own choices above the calendar (a package's departure city and length). */
  options?: ReactNode;
  /** What the price includes, in a sentence. */
  includes: string;
  /** What the calendar's prices are, when not a package's. */
  calendarIntro?: string;
  /** A package's hotel category, which the price panel shows. */
  stars?: number;
}) {
  const { t } = useTranslation('offer');
  const { language, site } = useLayout();
  const { selected, breakdown } = page;
  const address = useOfferAddress(page, language);
  const { keep, hidden, bookHref } = address;
  return (
    <>
      <div className="offer-configure">
        <div className="offer-configure__choices">
          <section className="offer-section" aria-labelledby="calendar-title">
            <h2 id="calendar-title">{t('calendar.title')}</h2>
            <p>{calendarIntro ?? t('calendar.intro')}</p>
            {options}
            {page.askedDay && selected ? (
              <p className="notice notice--warning" role="alert">
                {page.askedDay < page.offerDate
                  ? t('calendar.tooSoon', {
                      from: formatDate(page.offerDate, language),
                      day: formatDate(selected.day, language),
                    })
                  : t('calendar.unavailable', {
                      asked: formatDate(page.askedDay, language),
                      day: formatDate(selected.day, language),
                    })}
              </p>
            ) : null}
            {page.calendar.length > 0 && selected ? (
              <PriceCalendar
                days={page.calendar}
                months={page.calendarMonths}
                month={page.month}
                selectedDay={selected.day}
                cheapestDay={page.cheapestDay}
                language={language}
                hrefFor={keep}
              />
            ) : (
              <p className="notice">{t('calendar.noDays', { phone: site.phone.display })}</p>
            )}
          </section>
          {selected ? (
            <section className="offer-section" aria-labelledby="party-title">
              <h2 id="party-title">{t('party.title')}</h2>
              {page.roomProblems.map((problem) => (
                <p key={problem.letter} className="notice notice--warning" role="alert">
                  {problem.kind === 'none'
                    ? t(page.selection.trip ? 'party.noRoomFitsTrip' : 'party.noRoomFits', {
                        count: problem.count,
                      })
                    : t(problem.kind === 'switched' ? 'party.tooMany' : 'party.tooManyAdults', {
                        letter: problem.letter,
                        max: counted(t, problem.kind === 'switched' ? 'people' : 'adults', problem.max),
                        room: problem.room,
                        from: problem.from,
                      })}
                </p>
              ))}
              <PartyForm rooms={page.partyDraft ?? page.party} options={page.rooms ?? []} hidden={hidden} />
            </section>
          ) : null}
          {selected ? (
            <section className="offer-section offer-summary" aria-labelledby="breakdown-title">
              <h2 id="breakdown-title">{t('breakdown.title')}</h2>
              <p>{tripLine(t, language, { ...selected, party: page.size })}</p>
              {breakdown ? (
                <BreakdownTable breakdown={breakdown} extras={page.excursions} language={language} />
              ) : (
                <p className="notice notice--warning">
                  {page.partyDraft ? t('party.ageNeeded') : t('breakdown.unpriced')}{' '}
                  <a href="#party-title">{t(page.partyDraft ? 'breakdown.toAges' : 'breakdown.toParty')}</a>
                </p>
              )}
              <p className="form-note">{includes}</p>
              {breakdown ? (
                <>
                  <Link className="btn btn--primary btn--lg btn--block offer-summary__book" to={bookHref}>
                    {t('book')}
                  </Link>
                  <p className="form-note offer-summary__book">{t('bookHint')}</p>
                  <PriceTrust stars={stars} className="price-trust--narrow" />
                </>
              ) : null}
            </section>
          ) : null}
        </div>
        {selected && breakdown ? (
          <PricePanel
            breakdown={breakdown}
            extras={page.excursions}
            day={selected.day}
            nights={selected.nights}
            size={page.size}
            stars={stars}
            href={bookHref}
            language={language}
          />
        ) : null}
      </div>
      {selected ? <OfferItinerary segments={page.itinerary} language={language} /> : null}

      {selected && page.extras.length > 0 ? (
        <OfferExtras
          groups={page.extras}
          chosen={page.excursions.lines}
          hiddenFields={[...new URLSearchParams(keep({}).split('?')[1]).entries()]}
          action={address.detailPath}
          language={language}
        />
      ) : null}

      {selected ? <OfferNotes notes={page.notes} taxes={page.taxes} language={language} /> : null}

      {selected && breakdown && page.total !== null ? (
        <BookBar
          total={page.total}
          day={selected.day}
          nights={selected.nights}
          href={bookHref}
          language={language}
        />
      ) : null}
    </>
  );
}
