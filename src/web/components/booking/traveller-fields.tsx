import { getInputProps, useField } from '@conform-to/react';
import { memo, type ReactNode } from 'react';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { TextField } from '../ui/field';
import { CountrySelect } from './country-select';
import { useErrorText } from './error-text';

interface Traveller {
  nombre: string;
  apellido: string;
  dni: string;
  nacionalidad: string;
  fechaNacimiento: string;
  tipo: string;
}

/** One traveller of the party: names as in the passport, document, nationality and birth date. */
export const TravellerFields = memo(function TravellerFields({
  name,
  number,
  heading,
  language,
  action,
}: {
  name: string;
  number: number;
  /** The type (and age and room) the party chose for this traveller. */
  heading: string;
  language: Language;
  /** "Copiar solicitante" on the first traveller. */
  action?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  const fieldError = useErrorText();
  const [meta] = useField<Traveller>(name);
  const fields = meta.getFieldset();
  const headingId = `traveller-${number}-title`;
  return (
    <section className="traveller" aria-labelledby={headingId}>
      <div className="traveller__head">
        <h2 id={headingId}>
          {t('form.traveller', { number })} <span className="traveller__type">{heading}</span>
        </h2>
        {action}
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
        <CountrySelect
          label={`${t('form.nacionalidad')} *`}
          language={language}
          error={fieldError(fields.nacionalidad.errors)}
          field={fields.nacionalidad}
        />
        <TextField
          label={`${t('form.fechaNacimiento')} *`}
          hint={t('form.fechaNacimientoHint')}
          placeholder={t('form.fechaNacimientoHint')}
          inputMode="numeric"
          error={fieldError(fields.fechaNacimiento.errors)}
          {...getInputProps(fields.fechaNacimiento, { type: 'text' })}
          key={fields.fechaNacimiento.key}
        />
      </div>
    </section>
  );
});
