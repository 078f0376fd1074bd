import { useState } from 'react';
import { useNavigation } from 'react-router';
import { originCityName } from '../../../domain/constants';
import { formatAmount, formatDate } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import { MAX_ROOMS } from '../../../domain/pricing/types';
import type {
  ServiceChange,
  ServiceChangeOptions,
  ServiceChangeProblem,
  TripFacts,
} from '../../../server/back-office/service-change';
import type { BookingFileData } from '../../routes/back-office/booking-file';
import type { FileAnswer, ServicesAnswer } from './file-answer';
import { useTranslation, type TFunction } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { FieldError, SelectField, TextAreaField, TextField } from '../ui/field';
import { ActionNotice } from './action-notice';
import { DeskForm } from './desk-form';

/**
 * The team changes the booked trip (hotel, city, day, nights, rooms): first the engine's new price
 * beside the booked one, then, with a reason, the change itself, e-mailed to the traveller.
 */
export function FileServices({
  page,
  answer,
}: {
  page: BookingFileData;
  answer: FileAnswer | ServicesAnswer | undefined;
}) {
  const { t, language } = useTranslation('backOffice');
  const { services } = page;
  const preview = answer?.kind === 'preview' ? answer : undefined;
  const formAnswer = answer?.kind === 'preview' ? undefined : answer;
  const previewOptions = preview && 'options' in preview.result ? preview.result.options : undefined;
  // A field changed after the price was calculated: that price is no longer what the form says.
  const previewKey = preview ? JSON.stringify(preview.change) : '';
  const [editedAfter, setEditedAfter] = useState('');
  const outdated = previewKey !== '' && editedAfter === previewKey;
  return (
    <section className="bo-panel" id="servicios" aria-labelledby="servicios-title">
      <h2 id="servicios-title">{t('services.title')}</h2>
      {services.kind === 'closed' ? (
        <p className="bo-muted">{problemText(services.problem, t, language ?? 'es')}</p>
      ) : (
        <>
          <p className="bo-muted">{t('services.intro')}</p>
          <ActionNotice answer={formAnswer} done={t('services.done')} />
          <ChangeForm
            key={preview ? previewKey : JSON.stringify(services.current)}
            change={preview?.change ?? services.current}
            options={previewOptions ?? services.options}
            travellers={services.travellers}
            answer={formAnswer?.intent === 'servicios' ? formAnswer : undefined}
            onChange={() => setEditedAfter(previewKey)}
          />
          {outdated ? (
            <p className="bo-notice bo-notice--error" role="status">
              {t('services.outdated')}
            </p>
          ) : preview ? (
            <Preview answer={preview} />
          ) : null}
        </>
      )}
    </section>
  );
}

function ChangeForm({
  change,
  options,
  travellers,
  answer,
  onChange,
}: {
  change: ServiceChange;
  options: ServiceChangeOptions;
  travellers: { number: number; fullName: string; type: string }[];
  answer: FileAnswer | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation('backOffice');
  const submitting = useNavigation().state === 'submitting';
  const roomCount = Math.min(MAX_ROOMS, travellers.length);
  const usedRooms = Math.max(...change.rooms, 1);
  const roomChoices = Array.from({ length: roomCount }, (_, i) => ({
    value: String(i + 1),
    label: t('services.roomNumber', { n: i + 1 }),
  }));
  const hotels = options.hotels.some((hotel) => hotel.id === change.accommodationId)
    ? options.hotels
    : options.hotels.concat({ id: change.accommodationId, name: `#${change.accommodationId}`, stars: 0 });
  return (
    <DeskForm
      intent="servicios"
      className="bo-form bo-form--grid"
      result={answer?.result}
      onChange={onChange}
    >
      {(fields) => (
        <>
          <SelectField
            label={t('services.hotel')}
            defaultValue={String(change.accommodationId)}
            options={hotels.map((hotel) => ({
              value: String(hotel.id),
              label: hotel.stars ? `${hotel.name} ${'★'.repeat(hotel.stars)}` : hotel.name,
            }))}
            field={fields.alojamiento}
          />
          <SelectField
            label={t('services.origin')}
            defaultValue={change.origin}
            options={withCurrent(
              options.origins.map((origin) => ({ value: origin.code, label: origin.name })),
              change.origin,
            )}
            field={fields.origen}
          />
          <TextField
            label={t('services.day')}
            type="date"
            defaultValue={change.day}
            required
            field={fields.dia}
          />
          <SelectField
            label={t('services.nights')}
            defaultValue={String(change.nights)}
            options={withCurrent(
              options.nights.map((nights) => ({ value: String(nights), label: String(nights) })),
              String(change.nights),
            )}
            field={fields.noches}
          />
          <fieldset className="bo-fieldset">
            <legend>{t('services.whoWhere')}</legend>
            {travellers.map((traveller, index) => (
              <SelectField
                key={traveller.number}
                label={t('services.roomOf', {
                  name: traveller.fullName,
                  type: t(`passengerTypes.${traveller.type}`),
                })}
                name="habitacion"
                defaultValue={String(change.rooms[index] ?? 1)}
                options={roomChoices}
              />
            ))}
            {/* One message for the list, whichever traveller's room it is about. */}
            <FieldError errors={Object.values(fields.habitacion?.allErrors ?? {}).flat()} />
          </fieldset>
          <fieldset className="bo-fieldset">
            <legend>{t('services.roomTypes')}</legend>
            {Array.from({ length: usedRooms }, (_, i) => (
              <SelectField
                key={i}
                label={t('services.roomNumber', { n: i + 1 })}
                name="opcion"
                defaultValue={String(change.roomOptions[i] ?? 0)}
                options={[
                  { value: '0', label: t('services.anyOption') },
                  ...options.roomOptions.map((room) => ({ value: String(room.id), label: room.name })),
                ]}
              />
            ))}
          </fieldset>
          <Button type="submit" variant="secondary" disabled={submitting}>
            {t('services.calculate')}
          </Button>
        </>
      )}
    </DeskForm>
  );
}

/** A select always offers the value it shows (a city or length the hotel no longer sells). */
function withCurrent(options: { value: string; label: string }[], current: string) {
  return options.some((option) => option.value === current)
    ? options
    : [{ value: current, label: current }, ...options];
}

function Preview({ answer }: { answer: ServicesAnswer }) {
  const { t, language } = useTranslation('backOffice');
  const lng = language ?? 'es';
  const submitting = useNavigation().state === 'submitting';
  const { result, change } = answer;
  const refusal = answer.refusedConfirm ? (
    <p className="bo-notice bo-notice--error" role="alert">
      {problemText(answer.refusedConfirm, t, lng)}
    </p>
  ) : Object.keys(answer.confirm?.error ?? {}).some((name) => name !== 'motivo') ? (
    <p className="bo-notice bo-notice--error" role="alert">
      {t('errors.stale')}
    </p>
  ) : null;
  if (result.kind !== 'quoted')
    return (
      <div className="bo-preview" aria-live="polite">
        {answer.refusedConfirm?.kind !== result.problem.kind ? refusal : null}
        <p className="bo-notice bo-notice--error" role="alert">
          {problemText(result.problem, t, lng)}
        </p>
      </div>
    );
  const { before, after, paid, dropped, switched } = result;
  const difference = after.total - before.total;
  const belowPaid = after.total < paid;
  const money = (cents: number) => formatAmount(cents, lng);
  return (
    <div className="bo-preview" aria-live="polite">
      {refusal}
      <h3>{t('services.compareTitle')}</h3>
      <div className="bo-table-wrap">
        <table className="bo-table bo-compare">
          <thead>
            <tr>
              <td />
              <th scope="col">{t('services.now')}</th>
              <th scope="col">{t('services.after')}</th>
            </tr>
          </thead>
          <tbody>
            {compareRows(before, after, t, lng).map(([label, was, now]) => (
              <tr key={label} className={was === now ? undefined : 'bo-compare--changed'}>
                <th scope="row">{label}</th>
                <td>{was}</td>
                <td>{now}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="bo-total">
        <span>{t('services.difference')}</span>
        <strong>
          {difference === 0
            ? t('services.samePrice')
            : `${difference > 0 ? '+' : '−'}${money(Math.abs(difference))}`}
        </strong>
      </p>
      {paid > 0 ? <p className="bo-muted">{t('services.paid', { amount: money(paid) })}</p> : null}
      {dropped.length > 0 ? (
        <div className="bo-notice bo-notice--error">
          <p>{t('services.dropped')}</p>
          <ul>
            {dropped.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {switched.length > 0 ? (
        <ul className="bo-notice">
          {switched.map((room) => (
            <li key={room.room}>{t('services.switched', room)}</li>
          ))}
        </ul>
      ) : null}
      {belowPaid ? (
        <p className="bo-notice bo-notice--error" role="alert">
          {t('services.problems.below-paid', { amount: money(paid) })}
        </p>
      ) : (
        <DeskForm intent="servicios-confirmar" className="bo-form" result={answer.confirm}>
          {(fields) => (
            <>
              <input type="hidden" name="alojamiento" value={change.accommodationId} />
              <input type="hidden" name="origen" value={change.origin} />
              <input type="hidden" name="dia" value={change.day} />
              <input type="hidden" name="noches" value={change.nights} />
              {change.rooms.map((room, index) => (
                <input key={`h${index}`} type="hidden" name="habitacion" value={room} />
              ))}
              {change.roomOptions.map((option, index) => (
                <input key={`o${index}`} type="hidden" name="opcion" value={option} />
              ))}
              <input type="hidden" name="precioVisto" value={after.total} />
              <input type="hidden" name="reservaVista" value={result.stamp} />
              <TextAreaField
                label={t('services.reason')}
                rows={2}
                maxLength={1000}
                required
                hint={t('services.reasonHint')}
                field={fields.motivo}
              />
              <Button type="submit" disabled={submitting}>
                {t('services.confirm', { total: money(after.total) })}
              </Button>
            </>
          )}
        </DeskForm>
      )}
    </div>
  );
}

function compareRows(before: TripFacts, after: TripFacts, t: TFunction, language: Language) {
  const dates = (facts: TripFacts) =>
    `${formatDate(facts.departure, language)} → ${formatDate(facts.returnDate, language)}`;
  const rooms = (facts: TripFacts) =>
    facts.rooms
      .map((room) => `${room.name} (${t('file.travellers', { count: room.travellers })})`)
      .join(' · ');
  const row = (label: string, show: (facts: TripFacts) => string): [string, string, string] => [
    label,
    show(before),
    show(after),
  ];
  return [
    row(t('services.hotel'), (facts) => facts.hotel),
    row(t('services.origin'), (facts) => originCityName(facts.origin, language)),
    row(t('services.dates'), dates),
    row(t('services.nights'), (facts) => String(facts.nights)),
    row(t('services.mealPlan'), (facts) => facts.mealPlan || '—'),
    row(t('services.rooms'), rooms),
    row(t('file.total'), (facts) => formatAmount(facts.total, language)),
  ];
}

/** Why the services cannot change, or why this change cannot be sold, in the team's words. */
function problemText(problem: ServiceChangeProblem, t: TFunction, language: Language): string {
  const key = `services.problems.${problem.kind}`;
  switch (problem.kind) {
    case 'unavailable':
      return problem.nearestDays.length > 0
        ? `${t(key)} ${t('services.nearest', {
            days: problem.nearestDays.map((day) => formatDate(day, language)).join(', '),
          })}`
        : t(key);
    case 'birth-date-missing':
      return t(key, { number: problem.number });
    case 'room-without-adult':
    case 'room-too-full':
      return t(key, { room: problem.room });
    case 'below-paid':
      return t(key, { amount: formatAmount(problem.paid, language) });
    case 'price-moved':
      return t(key, { amount: formatAmount(problem.total, language) });
    default:
      return t(key);
  }
}
