import { STREAM_PARAMETER } from '../../../domain/hotels/hotel-results';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { partyText } from '../../../domain/counted';
import { formatDate } from '../../../domain/format';
import {
  hotelDraftParams,
  readFormAction,
  roomsAfterAction,
  SEARCH_ACTION,
} from '../../../domain/hotels/hotel-search-draft';
import {
  checkHotelSearch,
  errorFieldRank,
  hotelSearchParams,
  lastCheckIn,
  MAX_HOTEL_NIGHTS,
  MAX_HOTEL_ROOMS,
  type HotelRoomDraft,
  type HotelSearchDraft,
  type HotelSearchError,
  type HotelSearchErrors,
} from '../../../domain/hotels/hotel-search-query';
import type { Language } from '../../../domain/language';
import { useTranslation, type TFunction } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { shownDay } from '../ui/date-field';
import { CityCombobox } from './city-combobox';
import { controlId, HotelRooms, roomId, type KeyedRoom } from './hotel-rooms';
import { StayDates } from './stay-dates';

/** The spec's own date messages are the common ones; the others are the hotel search's. */
const COMMON_MESSAGES: Partial<Record<HotelSearchError, string>> = {
  dateFormat: 'common:validation.dateFormat',
  invalidDate: 'common:validation.dateInvalid',
};

export function hotelErrorText(t: TFunction, error: HotelSearchError, today: string, language: Language) {
  return t(COMMON_MESSAGES[error] ?? `search.errors.${error}`, {
    date: formatDate(lastCheckIn(today), language),
    nights: MAX_HOTEL_NIGHTS,
    rooms: MAX_HOTEL_ROOMS,
  });
}

/** The name of a field in the error summary ("Entrada", "Habitación 2: Edad del niño 1"). */
function fieldName(t: TFunction, field: string): string {
  const fixed: Record<string, string> = {
    ciudad: 'search.destination',
    entrada: 'search.checkIn',
    salida: 'search.checkOut',
    habitaciones: 'search.rooms',
  };
  if (fixed[field]) return t(fixed[field]);
  const [, kind = '', room = '', child = ''] = /^([ane])(\d+)(?:-(\d+))?$/.exec(field) ?? [];
  const name =
    kind === 'a'
      ? t('search.adults')
      : kind === 'n'
        ? t('search.children')
        : t('search.childAge', { number: child });
  return t('search.roomField', { number: room, field: name });
}

const ROOM_FIELD = /^[ane]\d/;

const keyed = (rooms: readonly HotelRoomDraft[]): KeyedRoom[] =>
  rooms.map((room, key) => ({ ...room, childAges: [...room.childAges], key }));

/**
 * The hotel search: destination, check-in and check-out, and 1 to 5 rooms. A plain GET form that
 * works without JavaScript (its buttons go through /hotel, which searches or changes the rooms and
 * keeps the draft in the address); with JavaScript the same rules (checkHotelSearch) run here,
 * the rooms change in place, focus moves to what changed and the change is announced, and a valid
 * search opens /hotel/destino with its address.
 */
export function HotelSearchForm({
  draft,
  errors: givenErrors,
  today,
  language,
}: {
  draft: HotelSearchDraft;
  /** What the address was told (shown until the visitor changes the field or searches again). */
  errors: HotelSearchErrors;
  today: string;
  language: Language;
}) {
  const { t } = useTranslation('hotels');
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [city, setCity] = useState({ text: draft.cityText, id: draft.destinationId });
  const [dates, setDates] = useState({
    checkIn: shownDay(draft.checkIn),
    checkOut: shownDay(draft.checkOut),
  });
  const [rooms, setRooms] = useState(() => keyed(draft.rooms));
  const nextKey = useRef(draft.rooms.length);
  // Before a search is tried here, the address's errors, each gone once its field changes; after, the rules live.
  const [told, setTold] = useState(givenErrors);
  const [tried, setTried] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const [changed, setChanged] = useState(false);

  const current: HotelSearchDraft = {
    destinationId: city.id,
    cityText: city.text,
    checkIn: dates.checkIn,
    checkOut: dates.checkOut,
    rooms: rooms.map(({ adults, childAges }) => ({ adults, childAges })),
  };
  const checked = checkHotelSearch(current, today);
  const errors = tried ? (checked.ok ? {} : checked.errors) : told;
  const errorText = (field: string) => {
    const error = errors[field];
    return error ? hotelErrorText(t, error, today, language) : undefined;
  };
  const forget = (gone: (field: string) => boolean) =>
    setTold((before) => Object.fromEntries(Object.entries(before).filter(([field]) => !gone(field))));

  // The form checks itself once its JavaScript runs: the browser's own bubbles would hide the messages.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (!focusTarget) return;
    document.getElementById(focusTarget.id)?.focus();
  }, [focusTarget]);

  // The address keeps the draft (a reload or a link shows it again), without asking the server.
  const address = hotelDraftParams(current).toString();
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(address);
      const asked = new URLSearchParams(window.location.search).get('idioma');
      if (asked) params.set('idioma', asked);
      const next = `${window.location.pathname}?${params.toString()}`;
      if (next !== `${window.location.pathname}${window.location.search}`)
        window.history.replaceState(window.history.state, '', next);
    }, 300);
    return () => clearTimeout(timer);
  }, [address, changed]);

  const edit = () => setChanged(true);
  // The same words twice (a second room removed) are still read out: they differ by a space.
  const announce = (text: string) => setAnnouncement((before) => (before === text ? `${text}\u00a0` : text));

  const changeRooms = (next: KeyedRoom[]) => {
    setRooms(next);
    forget((field) => field === 'habitaciones' || ROOM_FIELD.test(field));
    edit();
  };

  const addRoom = () => {
    const [added] = roomsAfterAction(rooms, { kind: 'add' }).slice(rooms.length);
    if (!added) return;
    const n = rooms.length + 1;
    changeRooms([...rooms, { ...added, key: nextKey.current++ }]);
    announce(t('search.roomAdded', { number: n }));
    setFocusTarget({ id: controlId(`a${n}`) });
  };

  const removeRoom = (n: number) => {
    if (rooms.length <= 1 || n < 1 || n > rooms.length) return;
    const next = rooms.filter((_, index) => index + 1 !== n);
    changeRooms(next);
    announce(t('search.roomRemoved', { number: n, rooms: t('search.roomCount', { count: next.length }) }));
    // The room that took its number, or the last one when the last went.
    setFocusTarget({ id: roomId(Math.min(n, next.length)) });
  };

  const search = () => {
    setTried(true);
    if (!checked.ok) {
      setFocusTarget({ id: 'hotel-errores' });
      return;
    }
    // With JavaScript the results come as they are priced (hotel-results.ts).
    const address = hotelSearchParams(checked.search);
    address.set(STREAM_PARAMETER, '1');
    void navigate(`/hotel/destino?${address.toString()}`);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = readFormAction(submitter?.getAttribute('value') ?? SEARCH_ACTION) ?? { kind: 'search' };
    if (action.kind === 'add') addRoom();
    else if (action.kind === 'remove') removeRoom(action.room);
    else search();
  };

  const shownErrors = Object.keys(errors).sort((a, b) => errorFieldRank(a) - errorFieldRank(b));
  const size = current.rooms.reduce(
    (total, room) => ({
      ...total,
      adults: total.adults + room.adults,
      children: total.children + room.childAges.length,
    }),
    { adults: 0, children: 0, infants: 0 },
  );

  return (
    <form
      ref={form}
      method="get"
      action="/hotel/destino"
      className="hotel-search panel"
      aria-labelledby="hotel-search-title"
      onSubmit={onSubmit}
    >
      {/* Enter in a field searches: the first submit button is the form's default. */}
      <button type="submit" name="accion" value={SEARCH_ACTION} formAction="/hotel" hidden tabIndex={-1} />
      <h2 id="hotel-search-title" className="hotel-search__title">
        {t('search.formTitle')}
      </h2>
      {shownErrors.length > 0 ? (
        <div
          id="hotel-errores"
          className="notice notice--error error-summary"
          tabIndex={-1}
          aria-labelledby="hotel-errores-title"
        >
          <p id="hotel-errores-title" className="error-summary__title">
            {t('search.errorTitle', { count: shownErrors.length })}
          </p>
          <ul className="error-summary__list">
            {shownErrors.map((field) => (
              <li key={field}>
                <a
                  href={`#${controlId(field)}`}
                  onClick={(event) => {
                    // To the field itself, without a navigation (a new address would draw the form again).
                    const target = document.getElementById(controlId(field));
                    if (!target) return;
                    event.preventDefault();
                    target.focus();
                  }}
                >
                  {fieldName(t, field)}: {errorText(field)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {city.id !== null ? <input type="hidden" name="destino" value={city.id} /> : null}
      <CityCombobox
        id={controlId('ciudad')}
        value={city.text}
        language={language}
        error={errorText('ciudad')}
        onType={(text) => {
          setCity({ text, id: null });
          forget((field) => field === 'ciudad');
          edit();
        }}
        onChoose={(chosen) => {
          setCity({ text: chosen.nombre, id: chosen.destinoId });
          forget((field) => field === 'ciudad');
          edit();
        }}
      />
      <StayDates
        {...dates}
        today={today}
        language={language}
        errors={{ entrada: errorText('entrada'), salida: errorText('salida') }}
        onChange={(next) => {
          forget((field) => field === 'salida' || (field === 'entrada' && next.checkIn !== dates.checkIn));
          setDates(next);
          edit();
        }}
        announce={announce}
      />
      <HotelRooms
        rooms={rooms}
        errorText={errorText}
        onRoomChange={(index, room) =>
          changeRooms(rooms.map((other, i) => (i === index ? { ...room, key: other.key } : other)))
        }
      />
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="hotel-search__send">
        <p className="hotel-search__party">
          {t('search.partySummary', {
            travellers: partyText(t, size),
            rooms: t('search.roomCount', { count: rooms.length }),
          })}
        </p>
        <Button
          type="submit"
          name="accion"
          value={SEARCH_ACTION}
          formAction="/hotel"
          size="lg"
          className="hotel-search__submit"
        >
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
