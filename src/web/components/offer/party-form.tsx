import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Form, useSubmit } from 'react-router';
import { ADDED_ROOM, everyChildAged, type PartyRoomDraft } from '../../../domain/catalogue/party';
import { MAX_ROOMS } from '../../../domain/pricing/types';
import { roomLetter } from '../../../domain/pricing/room-letters';
import { Button } from '../ui/button';
import { SelectField } from '../ui/field';
import { useAddressForm } from '../ui/use-address-form';
import { RoomTravellers } from './room-travellers';

/** A room as "Añadir habitación" adds it: one adult, nobody else yet. */
const isAddedRoom = (room: PartyRoomDraft) =>
  room.adults === ADDED_ROOM.adults && room.childAges.length === 0 && room.infants === 0;

export interface RoomOption {
  roomId: number;
  name: string;
  maxAdults: number;
  maxOccupancy: number;
}

/**
 * Rooms and travellers; every change reprices through the page address (works without JavaScript
 * too), except while a child just added has no age: the form waits for it.
 */
export function PartyForm(props: {
  rooms: (PartyRoomDraft & { roomId?: number })[];
  options: RoomOption[];
  hidden: Record<string, string>;
}) {
  const { key: addressKey, ...addressForm } = useAddressForm();
  return <PartyFormAt key={addressKey} addressForm={addressForm} {...props} />;
}

function PartyFormAt({
  rooms,
  options,
  hidden,
  addressForm,
}: {
  rooms: (PartyRoomDraft & { roomId?: number })[];
  options: RoomOption[];
  hidden: Record<string, string>;
  addressForm: Omit<ReturnType<typeof useAddressForm>, 'key'>;
}) {
  const { t } = useTranslation('offer');
  const submit = useSubmit();
  const [draft, setDraft] = useState<PartyRoomDraft[]>(rooms);
  const reprice = () => {
    const form = addressForm.ref.current;
    if (form) void submit(form, { preventScrollReset: true });
  };
  const setRoom = (index: number, room: PartyRoomDraft) => {
    const next = draft.map((other, i) => (i === index ? room : other));
    setDraft(next);
    return next;
  };

  return (
    <Form {...addressForm} method="get" className="party-form">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="habitaciones" value={rooms.length} />
      {rooms.map((room, index) => {
        const n = index + 1;
        const letter = roomLetter(index).toUpperCase();
        return (
          <fieldset key={n} className="party-form__room">
            <legend>{t('party.room', { letter })}</legend>
            {index > 0 && isAddedRoom(room) ? <p className="field__hint">{t('party.addedRoom')}</p> : null}
            <SelectField
              label={t('party.roomType')}
              name={`h${n}`}
              defaultValue={String(room.roomId ?? options[0]?.roomId ?? '')}
              onChange={() => {
                if (everyChildAged(draft)) reprice();
              }}
              options={options.map((option) => ({
                value: String(option.roomId),
                label: option.name,
              }))}
            />
            <RoomTravellers
              n={n}
              room={draft[index] ?? room}
              onChange={(next) => {
                // A child without an age is not priced yet: the form waits for the age.
                if (everyChildAged(setRoom(index, next))) reprice();
              }}
            />
            {rooms.length > 1 ? (
              <Button
                type="submit"
                name="accion"
                value={`quitar-${n}`}
                variant="ghost"
                size="sm"
                formNoValidate
              >
                {t('party.removeRoom', { letter })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div className="button-row">
        {rooms.length < MAX_ROOMS ? (
          <Button type="submit" name="accion" value="anadir" variant="secondary" formNoValidate>
            {t('party.addRoom')}
          </Button>
        ) : null}
        <Button type="submit">{t('party.update')}</Button>
      </div>
    </Form>
  );
}
