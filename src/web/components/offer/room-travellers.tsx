import { useTranslation } from '../../i18n/i18n';
import {
  CHILD_AGES,
  MAX_CHILDREN_PER_ROOM,
  MAX_INFANTS_PER_ROOM,
  type PartyRoomDraft,
} from '../../../domain/catalogue/party';
import { SelectField } from '../ui/field';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const numberOptions = (values: readonly number[]) =>
  values.map((v) => ({ value: String(v), label: String(v) }));

/** What a room may hold and what its selects are called (keys, with their namespace). */
export interface RoomRules {
  adults: readonly number[];
  maxChildren: number;
  childAges: readonly number[];
  /** 0: no babies' select (the hotel search counts babies as children of 0 or 1). */
  maxInfants: number;
  texts: {
    adults: string;
    children: string;
    /** With {{number}}: the child's number in the room. */
    childAge: string;
    infants: string;
    chooseAge: string;
    ageNeeded: string;
  };
}

/** A package's room: 1–6 adults, children of 2 to 11 and babies apart (the offer page and the holiday search). */
export const PACKAGE_ROOM_RULES: RoomRules = {
  adults: range(1, 6),
  maxChildren: MAX_CHILDREN_PER_ROOM,
  childAges: CHILD_AGES,
  maxInfants: MAX_INFANTS_PER_ROOM,
  texts: {
    adults: 'offer:party.adults',
    children: 'offer:party.children',
    childAge: 'offer:party.childAge',
    infants: 'offer:party.infants',
    chooseAge: 'offer:party.chooseAge',
    ageNeeded: 'offer:party.ageNeeded',
  },
};

/** The ids of a room's selects, when a page links to them (the hotel search's error summary). */
export interface RoomControlIds {
  adults: string;
  children: string;
  /** Child 1, 2…: its age's select. */
  age: (child: number) => string;
}

/** Each select's error, already translated. */
export interface RoomErrors {
  adults?: string | undefined;
  children?: string | undefined;
  /** By child, from the first. */
  ages?: readonly (string | undefined)[];
}

/**
 * The travellers of room n, as the offer page and the search forms ask for them: adults, children
 * with each one's age, and babies (a{n}, n{n}, e{n} per child, b{n} in the address). A child just
 * added has no age: its select asks for one (required), since the price depends on it.
 */
export function RoomTravellers({
  n,
  room,
  onChange,
  rules = PACKAGE_ROOM_RULES,
  ids,
  errors,
}: {
  n: number;
  room: PartyRoomDraft;
  /** Called with the room as the visitor changes it (the search form keeps it; the offer page reprices). */
  onChange: (room: PartyRoomDraft) => void;
  rules?: RoomRules;
  ids?: RoomControlIds;
  errors?: RoomErrors;
}) {
  const { t } = useTranslation('offer');
  const change = (next: Partial<PartyRoomDraft>) => onChange({ ...room, ...next });
  const ageMissing = room.childAges.some((age) => age === null);
  return (
    <>
      <div className="party-form__counts">
        <SelectField
          id={ids?.adults}
          label={t(rules.texts.adults)}
          name={`a${n}`}
          defaultValue={String(room.adults)}
          error={errors?.adults}
          options={numberOptions(rules.adults)}
          onChange={(event) => change({ adults: Number(event.currentTarget.value) })}
        />
        <SelectField
          id={ids?.children}
          label={t(rules.texts.children)}
          name={`n${n}`}
          defaultValue={String(room.childAges.length)}
          error={errors?.children}
          options={numberOptions(range(0, rules.maxChildren))}
          onChange={(event) => {
            const count = Number(event.currentTarget.value);
            change({ childAges: Array.from({ length: count }, (_, i) => room.childAges[i] ?? null) });
          }}
        />
        {rules.maxInfants > 0 ? (
          <SelectField
            label={t(rules.texts.infants)}
            name={`b${n}`}
            defaultValue={String(room.infants)}
            options={numberOptions(range(0, rules.maxInfants))}
            onChange={(event) => change({ infants: Number(event.currentTarget.value) })}
          />
        ) : null}
      </div>
      {room.childAges.length > 0 ? (
        <div className="party-form__ages">
          {room.childAges.map((age, childIndex) => (
            <SelectField
              key={childIndex}
              id={ids?.age(childIndex + 1)}
              label={t(rules.texts.childAge, { number: childIndex + 1 })}
              name={`e${n}`}
              defaultValue={age === null ? '' : String(age)}
              error={errors?.ages?.[childIndex]}
              required
              placeholder={age === null ? t(rules.texts.chooseAge) : undefined}
              options={numberOptions(rules.childAges)}
              onChange={(event) =>
                change({
                  childAges: room.childAges.map((other, i) =>
                    i === childIndex ? Number(event.currentTarget.value) : other,
                  ),
                })
              }
            />
          ))}
          {ageMissing ? <p className="field__hint party-form__ask">{t(rules.texts.ageNeeded)}</p> : null}
        </div>
      ) : null}
    </>
  );
}
