import {
  FormProvider,
  getFormProps,
  useField,
  useForm,
  useFormMetadata,
  type SubmissionResult,
} from '@conform-to/react';
import { Form, useLocation, useNavigation } from 'react-router';
import type { z } from 'zod';
import type { Language } from '../../../domain/language';
import type { OptionalExtra } from '../../../domain/pricing/supplements';
import type { HtmlConstraint } from '../../../domain/schemas/html-constraints';
import type { bookingRequestSchema, BookingFormContext } from '../../../domain/schemas/booking-request';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { shownErrorCount } from '../ui/error-text';
import { FieldError } from '../ui/field';
import { CardFields } from './card-fields';
import { CommentField, ConsentFields } from './consent-fields';
import { ExtrasFields, RequestTotal } from './extras-fields';
import { RequesterFields } from './requester-fields';
import { draftOf, keepDraft } from './request-draft';
import { REPEAT_CONFIRMED, REPEAT_FIELD } from './request-notice';
import { useRequestValidation } from './request-validation';
import { TravellerFields } from './traveller-fields';

// Types only: the schema itself (zod) loads when the visitor starts on the form.
type BookingRequestInput = z.input<ReturnType<typeof bookingRequestSchema>>;
type BookingRequestOutput = z.output<ReturnType<typeof bookingRequestSchema>>;

export interface BookingFormProps {
  action: string;
  context: BookingFormContext;
  /** Each field's HTML limits, read on the server from the shared schema (htmlConstraints). */
  constraint: Record<string, HtmlConstraint>;
  submissionKey: string;
  /** The package's total general plus excursions, in cents, as priced on the server. */
  total: number;
  extraPrices: Record<OptionalExtra, { importe: number; cantidad: number }>;
  /** Who pays per-person extras and for how long: the optional extras' total comes from the domain. */
  trip: { payingTravellers: number; nights: number };
  defaultCountry: string;
  lastResult: SubmissionResult<string[]> | undefined;
  language: Language;
  /** Shown above the button: the price changed, the day is gone, saving failed. */
  notice?: React.ReactNode;
  /** The trip's card beside the form: inside the form's context, so its total follows the extras ticked. */
  aside: React.ReactNode;
  /** Shown above the form: the requester was copied, type the card again. */
  intro?: React.ReactNode;
  submitLabel?: string;
  /** The visitor was told of an earlier request of this trip: sending again makes another one. */
  repeatConfirmed?: boolean;
}

/**
 * The booking request of section 2: requester, one block per traveller, comments, optional
 * extras, the guaranteeing card and the two consents. The same schema checks it here and on the
 * server; without JavaScript it is a plain form post.
 *
 * Each group of fields is its own component reading its own fields from the form's context, so a
 * keystroke re-renders the group it changed, not the ~40 fields; the rules (zod) load when the
 * visitor first focuses the form (request-validation.ts), not while the page hydrates.
 */
export function BookingRequestForm(props: BookingFormProps) {
  const { t } = useTranslation('booking');
  const navigation = useNavigation();
  const validation = useRequestValidation<BookingRequestOutput>(props.context);
  // Back or Forward to this form gives back what was typed (request-draft.ts).
  const { key: historyEntry } = useLocation();
  const [form, fields] = useForm<BookingRequestInput, BookingRequestOutput>({
    lastResult: navigation.state === 'idle' ? props.lastResult : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    constraint: props.constraint,
    onValidate: validation.onValidate,
    defaultValue: draftOf<BookingRequestInput>(historyEntry) ?? {
      solicitante: { pais: props.defaultCountry },
      viajeros: props.context.travellers.map((traveller) => ({
        tipo: traveller.tipo,
        nacionalidad: props.defaultCountry,
      })),
    },
  });
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
    <FormProvider context={form.context}>
      <div className="booking-layout">
        <aside className="booking-layout__aside">{props.aside}</aside>
        <div className="booking-layout__main">
          {props.intro}
          <Form
            method="post"
            action={props.action}
            className="booking-form"
            {...getFormProps(form)}
            onFocus={validation.prepare}
            onPointerDown={validation.prepare}
            onChange={(event) => keepDraft(historyEntry, event.currentTarget)}
          >
            <input type="hidden" name="idSolicitud" value={props.submissionKey} />
            <input type="hidden" name="precioMostrado" value={props.total} />
            {props.repeatConfirmed ? (
              <input type="hidden" name={REPEAT_FIELD} value={REPEAT_CONFIRMED} />
            ) : null}
            <ErrorSummary />

            <RequesterFields name={fields.solicitante.name} language={props.language} />

            <fieldset className="form-section">
              <legend>{t('form.travellers')}</legend>
              <p className="form-note">{t('form.travellersHint')}</p>
              <TravellersError name={fields.viajeros.name} />
              {props.context.travellers.map((expected, index) => (
                <TravellerFields
                  key={index}
                  name={`${fields.viajeros.name}[${index}]`}
                  number={index + 1}
                  heading={t(`form.travellerType.${expected.tipo}`, {
                    age: expected.age,
                    room: expected.room,
                  })}
                  language={props.language}
                  action={
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
                    ) : undefined
                  }
                />
              ))}
            </fieldset>

            <CommentField name={fields.comentario.name} />
            <ExtrasFields prices={props.extraPrices} language={props.language} />
            <CardFields name={fields.tarjeta.name} language={props.language} today={props.context.today} />
            <ConsentFields
              conditions={fields.CondicionesGenerales.name}
              privacy={fields.CondicionesPrivacidad.name}
              language={props.language}
            />

            <div className="booking-form__submit">
              <p className="booking-form__total">
                <span>{t('form.totalLabel')}</span>
                <RequestTotal total={props.total} trip={props.trip} language={props.language} />
              </p>
              {props.notice}
              <Button type="submit" size="lg" block disabled={sending}>
                {sending ? t('form.sending') : (props.submitLabel ?? t('form.submit'))}
              </Button>
              <p className="form-note">{t('form.noCharge')}</p>
            </div>
          </Form>
        </div>
      </div>
    </FormProvider>
  );
}

/** "Fix the N fields marked": follows every field's errors, alone, counting each marked field once. */
function ErrorSummary() {
  const { t } = useTranslation('booking');
  const form = useFormMetadata();
  const errorCount = shownErrorCount(form.allErrors);
  return form.status === 'error' && errorCount > 0 ? (
    <p className="notice notice--error" role="alert">
      {t('form.fixErrors', { count: errorCount })}
    </p>
  ) : null;
}

/** A problem with the list of travellers as a whole. */
function TravellersError({ name }: { name: string }) {
  const [field] = useField(name);
  return <FieldError field={field} />;
}
