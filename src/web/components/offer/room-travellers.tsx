import { useTranslation } from '../../i18n/i18n';
import {
  CHILD_AGES,
  MAX_CHILDREN_PER_ROOM,
  MAX_INFANTS_PER_ROOM,
  type PartyRoomDraft,
} from '../../../domain/catalogue/party';
import { SelectField } from '../ui/field';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numberOptions = (values: number[]) => values.map((v) => ({ value: String(v), label: String(v) }));

/**
 * The travellers of room n, as the offer page and the search form ask for them: adults, children
 * with each one's age, and babies (a{n}, n{n}, e{n} per child, b{n} in the address). A child just
 * added has no age: its select asks for one (required), since the price depends on it.
 */
export function RoomTravellers({
  n,
  room,
  onChange,
}: {
  n: number;
  room: PartyRoomDraft;
  /** Called with the room as the visitor changes it (the search form keeps it; the offer page reprices). */
  onChange: (room: PartyRoomDraft) => void;
}) {
  const { t } = useTranslation('offer');
  const change = (next: Partial<PartyRoomDraft>) => onChange({ ...room, ...next });
  const ageMissing = room.childAges.some((age) => age === null);
  return (
    <>
      <div className="party-form__counts">
        <SelectField
          label={t('party.adults')}
          name={`a${n}`}
          defaultValue={String(room.adults)}
          options={numberOptions(range(1, 6))}
          onChange={(event) => change({ adults: Number(event.currentTarget.value) })}
        />
        <SelectField
          label={t('party.children')}
          name={`n${n}`}
          defaultValue={String(room.childAges.length)}
          options={numberOptions(range(0, MAX_CHILDREN_PER_ROOM))}
          onChange={(event) => {
            const count = Number(event.currentTarget.value);
            change({ childAges: Array.from({ length: count }, (_, i) => room.childAges[i] ?? null) });
          }}
        />
        <SelectField
          label={t('party.infants')}
          name={`b${n}`}
          defaultValue={String(room.infants)}
          options={numberOptions(range(0, MAX_INFANTS_PER_ROOM))}
          onChange={(event) => change({ infants: Number(event.currentTarget.value) })}
        />
      </div>
      {room.childAges.length > 0 ? (
        <div className="party-form__ages">
          {room.childAges.map((age, childIndex) => (
            <SelectField
              key={childIndex}
              label={t('party.childAge', { number: childIndex + 1 })}
              name={`e${n}`}
              defaultValue={age === null ? '' : String(age)}
              required
              placeholder={age === null ? t('party.chooseAge') : undefined}
              options={numberOptions(CHILD_AGES)}
              onChange={(event) =>
                change({
                  childAges: room.childAges.map((other, i) =>
                    i === childIndex ? Number(event.currentTarget.value) : other,
                  ),
                })
              }
            />
          ))}
          {ageMissing ? <p className="field__hint party-form__ask">{t('party.ageNeeded')}</p> : null}
        </div>
      ) : null}
    </>
  );
}
