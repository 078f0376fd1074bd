import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Fragment, useMemo } from 'react';
import type { z } from 'zod';
import { Form, useNavigation } from 'react-router';
import { CARD_TYPE_NAMES, CARD_TYPES } from '../../../domain/booking/card';
import { formatCents } from '../../../domain/format';
import type { Language } from '../../../domain/language';
import {
  OPTIONAL_EXTRAS,
  optionalExtrasTotal,
  type OptionalExtra,
} from '../../../domain/pricing/supplements';
import { bookingRequestSchema, type BookingFormContext } from '../../../domain/schemas/booking-request';
import { useTranslation } from '../../i18n/i18n';
import { useLayout } from '../../root-data';
import { Button } from '../ui/button';
import { Checkbox, SelectField, TextField } from '../ui/field';
import { errorText } from './error-text';

type BookingRequestInput = z.input<ReturnType<typeof bookingRequestSchema>>;

export interface BookingFormProps {
  action: string;
  context: BookingFormContext;
  submissionKey: string;
  /** The package's total general plus excursions, in cents, as priced on the server. */
  total: number;
  extraPrices: Record<OptionalExtra, { importe: number; cantidad: number }>;
  /** Who pays per-person extras and for how long: the optional extras' total comes from the domain. */
  trip: { payingTravellers: number; nights: number };
  countries: { value: string; label: string }[];
  defaultCountry: string;
  lastResult: SubmissionResult<string[]> | undefined;
  language: Language;
  /** Shown above the button: the price changed, the day is gone, saving failed. */
  notice?: React.ReactNode;
  submitLabel?: string;
}

type TravellerFields = ReturnType<FieldMetadata<BookingTraveller>['getFieldset']>;
interface BookingTraveller {
  nombre: string;
  apellido: string;
  dni: string;
  nacionalidad: string;
  fechaNacimiento: string;
  tipo: string;
}

/**
 * The booking request of section 2: requester, one block per traveller, comments, optional
 * extras, the guaranteeing card and the two consents. The same schema checks it here and on the
 * server; without JavaScript it is a plain form post.
 */
export function BookingRequestForm(props: BookingFormProps) {
  const { t } = useTranslation('booking');
  const { t: common } = useTranslation();
  const { site } = useLayout();
  const navigation = useNavigation();
  const schema = useMemo(() => bookingRequestSchema(props.context), [props.context]);
  const [form, fields] = useForm<BookingRequestInput>({
    lastResult: navigation.state === 'idle' ? props.lastResult : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    defaultValue: {
      solicitante: { pais: props.defaultCountry },
      viajeros: props.context.travellers.map((traveller) => ({
        tipo: traveller.tipo,
        nacionalidad: props.defaultCountry,
      })),
    },
  });
  const requester = fields.solicitante.getFieldset();
  const card = fields.tarjeta.getFieldset();
  const travellers = fields.viajeros.getFieldList();
  const fieldError = (errors: string[] | undefined) => errorText(common, errors);
  const money = (cents: number) => formatCents(cents, props.language);
  const extrasTotal = optionalExtrasTotal(
    Object.fromEntries(OPTIONAL_EXTRAS.map((extra) => [extra, fields[extra].value === 'on'])),
    props.trip,
  );
  const errorCount = Object.entries(form.allErrors).filter(([, errors]) => errors.length > 0).length;
  const sending = navigation.state === 'submitting';

  function copyRequester(event: React.MouseEvent<HTMLButtonElement>) {
    const element = event.currentTarget.form;
    if (!element) return;
    event.preventDefault();
    const data = new FormData(element);
    const value = (name: string) => String(data.get(name) ?? '');
    form.update({
      name: fields.viajeros.name,
      index: 0,
      value: {
        nombre: value('solicitante.nombre'),
        apellido: value('solicitante.apellido'),
        dni: value('solicitante.dni'),
        nacionalidad: value('solicitante.pais') || value('viajeros[0].nacionalidad'),
        fechaNacimiento: value('viajeros[0].fechaNacimiento'),
        tipo: value('viajeros[0].tipo'),
      },
    });
  }

  return (
    <Form method="post" action={props.action} className="booking-form" {...getFormProps(form)}>
      <input type="hidden" name="idSolicitud" value={props.submissionKey} />
      <input type="hidden" name="precioMostrado" value={props.total} />
      {form.status === 'error' && errorCount > 0 ? (
        <p className="notice notice--error" role="alert">
          {t('form.fixErrors', { count: errorCount })}
        </p>
      ) : null}

      <fieldset className="form-section">
        <legend>{t('form.requester')}</legend>
        <p className="form-note">{t('form.requesterHint')}</p>
        <div className="form-grid">
          <TextField
            label={`${t('form.nombre')} *`}
            autoComplete="given-name"
            error={fieldError(requester.nombre.errors)}
            {...getInputProps(requester.nombre, { type: 'text' })}
            key={requester.nombre.key}
          />
          <TextField
            label={`${t('form.apellido')} *`}
            autoComplete="family-name"
            error={fieldError(requester.apellido.errors)}
            {...getInputProps(requester.apellido, { type: 'text' })}
            key={requester.apellido.key}
          />
          <TextField
            label={`${t('form.email')} *`}
            autoComplete="email"
            inputMode="email"
            error={fieldError(requester.email.errors)}
            {...getInputProps(requester.email, { type: 'email' })}
            key={requester.email.key}
          />
          <TextField
            label={`${t('form.telefono')} *`}
            hint={t('form.telefonoHint')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={20}
            error={fieldError(requester.telefono.errors)}
            {...getInputProps(requester.telefono, { type: 'tel' })}
            key={requester.telefono.key}
          />
          <TextField
            label={`${t('form.dni')} *`}
            autoCapitalize="characters"
            error={fieldError(requester.dni.errors)}
            {...getInputProps(requester.dni, { type: 'text' })}
            key={requester.dni.key}
          />
          <SelectField
            label={`${t('form.pais')} *`}
            options={props.countries}
            autoComplete="country"
            error={fieldError(requester.pais.errors)}
            {...getSelectProps(requester.pais)}
            key={requester.pais.key}
          />
          <TextField
            label={`${t('form.provincia')} *`}
            autoComplete="address-level1"
            error={fieldError(requester.provincia.errors)}
            {...getInputProps(requester.provincia, { type: 'text' })}
            key={requester.provincia.key}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('form.travellers')}</legend>
        <p className="form-note">{t('form.travellersHint')}</p>
        {fieldError(fields.viajeros.errors) ? (
          <p className="field__error" role="alert">
            {fieldError(fields.viajeros.errors)}
          </p>
        ) : null}
        {travellers.map((traveller, index) => {
          const expected = props.context.travellers[index];
          return (
            <TravellerBlock
              key={traveller.key}
              number={index + 1}
              heading={t(`form.travellerType.${expected?.tipo ?? 'A'}`, {
                age: expected?.age,
                room: expected?.room,
              })}
              fields={traveller.getFieldset()}
              countries={props.countries}
              fieldError={fieldError}
              copyButton={
                index === 0 ? (
                  <button
                    type="submit"
                    name="intent"
                    value="copiar"
                    className="btn btn--secondary btn--sm"
                    onClick={copyRequester}
                  >
                    {t('form.copyRequester')}
                  </button>
                ) : null
              }
            />
          );
        })}
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('form.comments')}</legend>
        <div className="field">
          <label className="field__label" htmlFor={fields.comentario.id}>
            {t('form.comments')}
          </label>
          <textarea
            className="field__control field__control--area"
            rows={3}
            aria-describedby={`${fields.comentario.id}-hint`}
            {...getTextareaProps(fields.comentario)}
            key={fields.comentario.key}
          />
          <p id={`${fields.comentario.id}-hint`} className="field__hint">
            {t('form.commentsHint')}
          </p>
          {fieldError(fields.comentario.errors) ? (
            <p className="field__error" role="alert">
              {fieldError(fields.comentario.errors)}
            </p>
          ) : null}
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('form.extras')}</legend>
        <p className="form-note">{t('form.extrasHint')}</p>
        {OPTIONAL_EXTRAS.map((extra) => {
          const price = props.extraPrices[extra];
          const priceText =
            price.cantidad > 1
              ? t('form.perTraveller', { count: price.cantidad, price: money(price.importe) })
              : money(price.importe);
          return (
            <Fragment key={extra}>
              <Checkbox
                label={`${t(`form.${extra}`)} · ${money(price.importe * price.cantidad)}`}
                description={t(`form.${extra}Hint`, { price: priceText })}
                {...getInputProps(fields[extra], { type: 'checkbox' })}
              />
            </Fragment>
          );
        })}
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('form.card')}</legend>
        <p className="form-note">{t('form.cardHint')}</p>
        <div className="form-grid">
          <SelectField
            label={`${t('form.CardType')} *`}
            placeholder={t('form.choose')}
            options={CARD_TYPES.map((type) => ({ value: type, label: CARD_TYPE_NAMES[type] }))}
            error={fieldError(card.CardType.errors)}
            {...getSelectProps(card.CardType)}
            key={card.CardType.key}
          />
          <TextField
            label={`${t('form.CardNumber')} *`}
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            error={fieldError(card.CardNumber.errors)}
            {...getInputProps(card.CardNumber, { type: 'text' })}
            key={card.CardNumber.key}
          />
          <TextField
            label={`${t('form.NameOnCard')} *`}
            autoComplete="cc-name"
            error={fieldError(card.NameOnCard.errors)}
            {...getInputProps(card.NameOnCard, { type: 'text' })}
            key={card.NameOnCard.key}
          />
          <TextField
            label={`${t('form.ExpirationDate')} *`}
            hint={t('form.ExpirationDateHint')}
            autoComplete="cc-exp"
            placeholder={t('form.ExpirationDateHint')}
            error={fieldError(card.ExpirationDate.errors)}
            {...getInputProps(card.ExpirationDate, { type: 'month' })}
            key={card.ExpirationDate.key}
          />
          <TextField
            label={`${t('form.SecurityCode')} *`}
            hint={t('form.SecurityCodeHint')}
            autoComplete="cc-csc"
            inputMode="numeric"
            maxLength={4}
            error={fieldError(card.SecurityCode.errors)}
            {...getInputProps(card.SecurityCode, { type: 'password' })}
            key={card.SecurityCode.key}
          />
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend>{t('form.conditions')}</legend>
        <details className="conditions-summary">
          <summary>{t('form.conditionsSummary')}</summary>
          <ul>
            {['item1', 'item2', 'item3', 'item4'].map((item) => (
              <li key={item}>{t(`form.conditionsSummaryItems.${item}`)}</li>
            ))}
          </ul>
        </details>
        <Checkbox
          label={`${t('form.CondicionesGenerales')} *`}
          description={<a href={`/home/condiciones?idioma=${props.language}`}>{t('form.conditionsLink')}</a>}
          error={fieldError(fields.CondicionesGenerales.errors)}
          {...getInputProps(fields.CondicionesGenerales, { type: 'checkbox' })}
          key={fields.CondicionesGenerales.key}
        />
        <Checkbox
          label={`${t('form.CondicionesPrivacidad')} *`}
          description={<a href={`/home/proteccion?idioma=${props.language}`}>{t('form.privacyLink')}</a>}
          error={fieldError(fields.CondicionesPrivacidad.errors)}
          {...getInputProps(fields.CondicionesPrivacidad, { type: 'checkbox' })}
          key={fields.CondicionesPrivacidad.key}
        />
        <aside className="privacy-notice" aria-labelledby="privacy-notice-title">
          <h2 id="privacy-notice-title">{t('form.privacyNotice')}</h2>
          <p>{t('form.privacyNoticeText', { brand: site.brandName, email: site.customerServiceEmail })}</p>
        </aside>
      </fieldset>

      <div className="booking-form__submit">
        <p className="booking-form__total">
          <span>{t('form.totalLabel')}</span>
          <strong data-testid="request-total">{money(props.total + extrasTotal)}</strong>
        </p>
        {props.notice}
        <Button type="submit" size="lg" block disabled={sending}>
          {sending ? t('form.sending') : (props.submitLabel ?? t('form.submit'))}
        </Button>
        <p className="form-note">{t('form.noCharge')}</p>
      </div>
    </Form>
  );
}

function TravellerBlock({
  number,
  heading,
  fields,
  countries,
  fieldError,
  copyButton,
}: {
  number: number;
  heading: string;
  fields: TravellerFields;
  countries: { value: string; label: string }[];
  fieldError: (errors: string[] | undefined) => string | undefined;
  copyButton: React.ReactNode;
}) {
  const { t } = useTranslation('booking');
  const headingId = `traveller-${number}-title`;
  return (
    <section className="traveller" aria-labelledby={headingId}>
      <div className="traveller__head">
        <h2 id={headingId}>
          {t('form.traveller', { number })} <span className="traveller__type">{heading}</span>
        </h2>
        {copyButton}
      </div>
      <input {...getInputProps(fields.tipo, { type: 'hidden' })} key={fields.tipo.key} />
      {fieldError(fields.tipo.errors) ? (
        <p className="field__error" role="alert">
          {fieldError(fields.tipo.errors)}
        </p>
      ) : null}
      <div className="form-grid">
        <TextField
          label={`${t('form.nombre')} *`}
          error={fieldError(fields.nombre.errors)}
          {...getInputProps(fields.nombre, { type: 'text' })}
          key={fields.nombre.key}
        />
        <TextField
          label={`${t('form.apellido')} *`}
          error={fieldError(fields.apellido.errors)}
          {...getInputProps(fields.apellido, { type: 'text' })}
          key={fields.apellido.key}
        />
        <TextField
          label={`${t('form.dni')} *`}
          autoCapitalize="characters"
          error={fieldError(fields.dni.errors)}
          {...getInputProps(fields.dni, { type: 'text' })}
          key={fields.dni.key}
        />
        <SelectField
          label={`${t('form.nacionalidad')} *`}
          options={countries}
          error={fieldError(fields.nacionalidad.errors)}
          {...getSelectProps(fields.nacionalidad)}
          key={fields.nacionalidad.key}
        />
        <TextField
          label={`${t('form.fechaNacimiento')} *`}
          hint={t('form.fechaNacimientoHint')}
          placeholder={t('form.fechaNacimientoHint')}
          inputMode="numeric"
          maxLength={10}
          error={fieldError(fields.fechaNacimiento.errors)}
          {...getInputProps(fields.fechaNacimiento, { type: 'text' })}
          key={fields.fechaNacimiento.key}
        />
      </div>
    </section>
  );
}
