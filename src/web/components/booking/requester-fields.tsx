import { useField, useFormMetadata } from '@conform-to/react';
import { memo } from 'react';
import type { Language } from '../../../domain/language';
import { useTranslation } from '../../i18n/i18n';
import { TextField } from '../ui/field';
import { CountrySelect } from './country-select';

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
        <TextField label={`${t('form.nombre')} *`} autoComplete="given-name" field={requester.nombre} />
        <TextField label={`${t('form.apellido')} *`} autoComplete="family-name" field={requester.apellido} />
        <TextField
          label={`${t('form.email')} *`}
          autoComplete="email"
          inputMode="email"
          field={requester.email}
          type="email"
        />
        <TextField
          label={`${t('form.telefono')} *`}
          hint={t('form.telefonoHint')}
          autoComplete="tel"
          inputMode="tel"
          field={requester.telefono}
          type="tel"
        />
        <TextField label={`${t('form.dni')} *`} autoCapitalize="characters" field={requester.dni} />
        <CountrySelect
          label={`${t('form.pais')} *`}
          language={language}
          autoComplete="country"
          field={requester.pais}
          onChange={checkPhone}
        />
        <TextField
          label={`${t('form.provincia')} *`}
          autoComplete="address-level1"
          field={requester.provincia}
        />
      </div>
    </fieldset>
  );
});
