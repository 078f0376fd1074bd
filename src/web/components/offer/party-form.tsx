import { useRef } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Form, useSubmit } from 'react-router';
import {
  CHILD_AGES,
  MAX_CHILDREN_PER_ROOM,
  MAX_INFANTS_PER_ROOM,
  type PartyRoom,
} from '../../../domain/catalogue/party';
import { MAX_ROOMS } from '../../../domain/pricing/types';
import { roomLetter } from '../../../domain/pricing/room-letters';
import { Button } from '../ui/button';
import { SelectField } from '../ui/field';
import { useResetOnNavigation } from '../ui/use-reset-on-navigation';

export interface RoomOption {
  id_habitacion: number;
  nombreHabitacion: string;
  maxAdultos: number;
  maxPersonas: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

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
  const formRef = useRef<HTMLFormElement>(null);
  useResetOnNavigation(formRef);

  return (
    <Form
      ref={formRef}
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
        const letter = roomLetter(index);
        return (
          <fieldset key={n} className="party-form__room">
            <legend>{t('party.room', { letter })}</legend>
            <SelectField
              label={t('party.roomType')}
              name={`h${n}`}
              defaultValue={String(room.roomId ?? options[0]?.id_habitacion ?? '')}
              options={options.map((option) => ({
                value: String(option.id_habitacion),
                label: option.nombreHabitacion,
              }))}
            />
            <div className="party-form__counts">
              <SelectField
                label={t('party.adults')}
                name={`a${n}`}
                defaultValue={String(room.adults)}
                options={range(1, 6).map((v) => ({ value: String(v), label: String(v) }))}
              />
              <SelectField
                label={t('party.children')}
                name={`n${n}`}
                defaultValue={String(room.childAges.length)}
                options={range(0, MAX_CHILDREN_PER_ROOM).map((v) => ({ value: String(v), label: String(v) }))}
              />
              <SelectField
                label={t('party.infants')}
                name={`b${n}`}
                defaultValue={String(room.infants)}
                options={range(0, MAX_INFANTS_PER_ROOM).map((v) => ({ value: String(v), label: String(v) }))}
              />
            </div>
            {room.childAges.length > 0 ? (
              <div className="party-form__ages">
                {room.childAges.map((age, childIndex) => (
                  <SelectField
                    key={childIndex}
                    label={t('party.childAge', { number: childIndex + 1 })}
                    name={`e${n}`}
                    defaultValue={String(age)}
                    options={CHILD_AGES.map((v) => ({ value: String(v), label: String(v) }))}
                  />
                ))}
              </div>
            ) : null}
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
