import { getInputProps, useField, useFormMetadata } from '@conform-to/react';
import { memo } from 'react';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { TextField } from '../ui/field';
import { CountrySelect } from './country-select';
import { useErrorText } from './error-text';

interface Requester {
  nombre: string;
  apellido: string;
  email: string;
  telefono: string;
  dni: string;
  pais: string;
  provincia: string;
}

/** Who asks for the trip. Re-renders only when one of its own fields changes state. */
export const RequesterFields = memo(function RequesterFields({
  name,
  language,
}: {
  name: string;
  language: Language;
}) {
  const { t } = useTranslation('booking');
  const fieldError = useErrorText();
  const [meta] = useField<Requester>(name);
  const form = useFormMetadata();
  const requester = meta.getFieldset();
  // A phone typed without its prefix is read in the country of residence: another country checks it again.
  function checkPhone(event: React.ChangeEvent<HTMLSelectElement>) {
    const phone = event.currentTarget.form?.elements.namedItem(requester.telefono.name);
    if (phone instanceof HTMLInputElement && phone.value.trim())
      form.validate({ name: requester.telefono.name });
  }
  return (
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
        <CountrySelect
          label={`${t('form.pais')} *`}
          language={language}
          autoComplete="country"
          error={fieldError(requester.pais.errors)}
          field={requester.pais}
          onChange={checkPhone}
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
  );
});
