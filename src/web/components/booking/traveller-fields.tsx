import { getInputProps, useField } from '@conform-to/react';
import { memo, type ReactNode } from 'react';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { FieldError, TextField } from '../ui/field';
import { CountrySelect } from './country-select';

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
      <FieldError field={fields.tipo} />
      <div className="form-grid">
        <TextField label={`${t('form.nombre')} *`} field={fields.nombre} />
        <TextField label={`${t('form.apellido')} *`} field={fields.apellido} />
        <TextField label={`${t('form.dni')} *`} autoCapitalize="characters" field={fields.dni} />
        <CountrySelect
          label={`${t('form.nacionalidad')} *`}
          language={language}
          field={fields.nacionalidad}
        />
        <TextField
          label={`${t('form.fechaNacimiento')} *`}
          hint={t('form.fechaNacimientoHint')}
          placeholder={t('form.fechaNacimientoHint')}
          inputMode="numeric"
          field={fields.fechaNacimiento}
        />
      </div>
    </section>
  );
});
