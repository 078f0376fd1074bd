import { ADD_ROOM_ACTION, removeRoomAction } from '../../../domain/hotels/hotel-search-draft';
import {
  HOTEL_CHILD_AGES,
  MAX_ADULTS_PER_ROOM,
  MAX_HOTEL_CHILDREN_PER_ROOM,
  MAX_HOTEL_ROOMS,
  MIN_ADULTS_PER_ROOM,
  roomField,
  type HotelRoomDraft,
} from '../../../domain/hotels/hotel-search-query';
import { useTranslation } from '../../i18n/i18n';
import { RoomTravellers, type RoomRules } from '../offer/room-travellers';
import { Button } from '../ui/button';

/** A hotel's room: 1–4 adults and up to 4 children of 0 to 17 (babies are children of 0 or 1). */
const HOTEL_ROOM_RULES: RoomRules = {
  adults: Array.from(
    { length: MAX_ADULTS_PER_ROOM - MIN_ADULTS_PER_ROOM + 1 },
    (_, i) => i + MIN_ADULTS_PER_ROOM,
  ),
  maxChildren: MAX_HOTEL_CHILDREN_PER_ROOM,
  childAges: HOTEL_CHILD_AGES,
  maxInfants: 0,
  texts: {
    adults: 'hotels:search.adults',
    children: 'hotels:search.children',
    childAge: 'hotels:search.childAge',
    infants: 'hotels:search.children',
    chooseAge: 'hotels:search.chooseAge',
    ageNeeded: 'hotels:search.ageNeeded',
  },
};

/** A room of the form: its draft and a key that stays with it when the rooms before it go. */
export interface KeyedRoom extends HotelRoomDraft {
  key: number;
}

/** The id of a control the error summary links to. */
export const controlId = (field: string) => `hotel-${field}`;
export const roomId = (n: number) => `hotel-habitacion-${n}`;

/**
 * The rooms, each with its adults, children and every child's age, numbered from 1. "Add a room"
 * and "Remove" are submit buttons: without JavaScript they send the draft to /hotel, which
 * answers with the rooms changed; with it the form handles them in place.
 */
export function HotelRooms({
  rooms,
  errorText,
  onRoomChange,
}: {
  rooms: readonly KeyedRoom[];
  /** The error of a field, translated, if it has one. */
  errorText: (field: string) => string | undefined;
  onRoomChange: (index: number, room: HotelRoomDraft) => void;
}) {
  const { t } = useTranslation('hotels');
  const roomsError = errorText('habitaciones');
  return (
    <fieldset
      className="hotel-search__rooms"
      id={controlId('habitaciones')}
      tabIndex={-1}
      aria-describedby={roomsError ? `${controlId('habitaciones')}-error` : undefined}
    >
      <legend className="hotel-search__legend">{t('search.rooms')}</legend>
      {roomsError ? (
        <p id={`${controlId('habitaciones')}-error`} className="field__error">
          {roomsError}
        </p>
      ) : null}
      {rooms.map((room, index) => {
        const n = index + 1;
        return (
          <fieldset key={room.key} id={roomId(n)} tabIndex={-1} className="party-form__room hotel-room">
            <legend>{t('search.room', { number: n })}</legend>
            <RoomTravellers
              n={n}
              room={{ ...room, infants: 0 }}
              rules={HOTEL_ROOM_RULES}
              ids={{
                adults: controlId(roomField.adults(n)),
                children: controlId(roomField.children(n)),
                age: (child) => controlId(roomField.childAge(n, child)),
              }}
              errors={{
                adults: errorText(roomField.adults(n)),
                children: errorText(roomField.children(n)),
                ages: room.childAges.map((_, child) => errorText(roomField.childAge(n, child + 1))),
              }}
              onChange={(next) => onRoomChange(index, { adults: next.adults, childAges: next.childAges })}
            />
            {rooms.length > 1 ? (
              <Button
                type="submit"
                name="accion"
                value={removeRoomAction(n)}
                formAction="/hotel"
                formNoValidate
                variant="ghost"
                size="sm"
                className="hotel-room__remove"
              >
                {t('search.removeRoom', { number: n })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      {rooms.length < MAX_HOTEL_ROOMS ? (
        <Button
          type="submit"
          name="accion"
          value={ADD_ROOM_ACTION}
          formAction="/hotel"
          formNoValidate
          variant="secondary"
          className="hotel-search__add-room"
        >
          {t('search.addRoom')}
        </Button>
      ) : (
        <p className="field__hint">{t('search.roomLimit', { rooms: MAX_HOTEL_ROOMS })}</p>
      )}
    </fieldset>
  );
}
