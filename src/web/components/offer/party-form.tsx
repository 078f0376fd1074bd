import { useTranslation } from '../../i18n/i18n';
import { Form, useSubmit } from 'react-router';
import type { PartyRoom } from '../../../domain/catalogue/party';
import { MAX_ROOMS } from '../../../domain/pricing/types';
import { roomLetter } from '../../../domain/pricing/room-letters';
import { Button } from '../ui/button';
import { SelectField } from '../ui/field';
import { useAddressForm } from '../ui/use-address-form';
import { RoomTravellers } from './room-travellers';

export interface RoomOption {
  roomId: number;
  name: string;
  maxAdults: number;
  maxOccupancy: number;
}

/** Rooms and travellers; every change reprices through the page address (works without JavaScript too). */
export function PartyForm({
  rooms,
  options,
  hidden,
}: {
  rooms: (PartyRoom & { roomId?: number })[];
  options: RoomOption[];
  hidden: Record<string, string>;
}) {
  const { t } = useTranslation('offer');
  const submit = useSubmit();
  const { key: addressKey, ...addressForm } = useAddressForm();

  return (
    <Form
      key={addressKey}
      {...addressForm}
      method="get"
      className="party-form"
      onChange={(event) => {
        const target = event.target as unknown as HTMLElement;
        if (target.tagName === 'SELECT') submit(event.currentTarget, { preventScrollReset: true });
      }}
    >
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
            <SelectField
              label={t('party.roomType')}
              name={`h${n}`}
              defaultValue={String(room.roomId ?? options[0]?.roomId ?? '')}
              options={options.map((option) => ({
                value: String(option.roomId),
                label: option.name,
              }))}
            />
            <RoomTravellers n={n} room={room} />
            {rooms.length > 1 ? (
              <Button type="submit" name="accion" value={`quitar-${n}`} variant="ghost" size="sm">
                {t('party.removeRoom', { letter })}
              </Button>
            ) : null}
          </fieldset>
        );
      })}
      <div className="button-row">
        {rooms.length < MAX_ROOMS ? (
          <Button type="submit" name="accion" value="anadir" variant="secondary">
            {t('party.addRoom')}
          </Button>
        ) : null}
        <Button type="submit">{t('party.update')}</Button>
      </div>
    </Form>
  );
}
