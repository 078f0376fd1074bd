import { useState } from 'react';
import { Form } from 'react-router';
import {
  FLEXIBLE_DAYS,
  SEARCH_NIGHTS,
  searchMonths,
  type HolidaySearch,
} from '../../../domain/catalogue/holiday-search';
import { ADDED_ROOM, partySize, type PartyRoomDraft } from '../../../domain/catalogue/party';
import { ORIGIN_CITY_NAMES, originCityName } from '../../../domain/constants';
import { counted, partyText } from '../../../domain/counted';
import { isoToCompact } from '../../../domain/days';
import { monthName } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { roomLetter } from '../../../domain/pricing/room-letters';
import { useTranslation } from '../../i18n/i18n';
import { RoomTravellers } from '../offer/room-travellers';
import { Button } from '../ui/button';
import { Checkbox, SelectField, TextField } from '../ui/field';
import { PlaceCombobox } from './place-combobox';

/** Rooms the search form offers; the offer page's party control takes more. */
const SEARCH_ROOMS = 3;

/**
 * The holiday search at the top of the home page and of every listing: destination or hotel,
 * month or exact date (± 3 days), nights, departure city, rooms and travellers. It sends a GET to
 * the listing, so the results are an address that can be shared and reloaded, with or without
 * JavaScript.
 */
export function HolidaySearchForm({
  search,
  party: asked,
  destination,
  offerDate,
  language,
}: {
  search: HolidaySearch;
  /** The party as sent, when a child's age is still to be chosen (else the search's). */
  party?: PartyRoomDraft[];
  /** What the destination field shows: the listing's destination, or empty on the home page. */
  destination: string;
  offerDate: string;
  language: Language;
}) {
  const { t } = useTranslation('catalogue');
  const [party, setParty] = useState<PartyRoomDraft[]>(asked ?? search.party);
  const when = search.when;
  const setRoom = (index: number, room: PartyRoomDraft) =>
    setParty((rooms) => rooms.map((other, i) => (i === index ? room : other)));

  return (
    <Form
      method="get"
      action="/alojamientoDestino"
      className="holiday-search panel"
      aria-label={t('search.title')}
    >
      <input type="hidden" name="idioma" value={language} />
      <div className="holiday-search__place">
        <PlaceCombobox
          name="destino"
          label={t('search.destination')}
          defaultValue={destination}
          language={language}
        />
      </div>
      <SelectField
        className="holiday-search__month"
        label={t('search.month')}
        name="mes"
        defaultValue={when.kind === 'month' ? when.month.replace('-', '') : ''}
        options={[
          { value: '', label: t('search.anyMonth') },
          ...searchMonths(offerDate).map((month) => ({
            value: month.replace('-', ''),
            label: `${monthName(Number(month.slice(5, 7)), language)} ${month.slice(0, 4)}`,
          })),
        ]}
      />
      <div className="holiday-search__date">
        <TextField
          label={t('search.date')}
          name="fecha"
          type="date"
          min={offerDate}
          defaultValue={when.kind === 'date' ? when.day : ''}
        />
        <Checkbox
          label={t('search.flexible', { days: counted(t, 'days', FLEXIBLE_DAYS) })}
          name="flex"
          value={String(FLEXIBLE_DAYS)}
          defaultChecked={when.kind !== 'date' || when.flexible}
        />
      </div>
      <SelectField
        label={t('search.nights')}
        name="noches"
        defaultValue={String(search.nights)}
        options={SEARCH_NIGHTS.map((nights) => ({
          value: String(nights),
          label: counted(t, 'nights', nights),
        }))}
      />
      <SelectField
        label={t('search.origin')}
        name="origen"
        defaultValue={search.origin}
        options={Object.keys(ORIGIN_CITY_NAMES).map((code) => ({
          value: code,
          label: originCityName(code, language),
        }))}
      />
      <SelectField
        label={t('search.rooms')}
        name="habitaciones"
        defaultValue={String(party.length)}
        options={Array.from({ length: SEARCH_ROOMS }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }))}
        onChange={(event) => {
          const count = Number(event.currentTarget.value);
          setParty((rooms) => Array.from({ length: count }, (_, i) => rooms[i] ?? { ...ADDED_ROOM }));
        }}
      />
      {party.map((room, index) => (
        <fieldset key={index} className="party-form__room holiday-search__room">
          <legend>{t('search.room', { letter: roomLetter(index).toUpperCase() })}</legend>
          {index >= search.party.length ? <p className="field__hint">{t('search.addedRoom')}</p> : null}
          <RoomTravellers n={index + 1} room={room} onChange={(next) => setRoom(index, next)} />
        </fieldset>
      ))}
      <div className="holiday-search__send">
        <p className="holiday-search__party" aria-live="polite">
          {t('search.partySummary', {
            travellers: partyText(t, partySize(party)),
            rooms: t('search.roomCount', { count: party.length }),
          })}
        </p>
        <Button type="submit" size="lg" className="holiday-search__submit">
          {t('search.submit')}
        </Button>
      </div>
    </Form>
  );
}

/** The listing address of a day of a search (the nearest dates of an empty window). */
export function searchDayParams(params: URLSearchParams, day: string): string {
  const next = new URLSearchParams(params);
  next.delete('mes');
  next.set('fecha', isoToCompact(day));
  next.delete('flex');
  return next.toString();
}
