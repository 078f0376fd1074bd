import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { Button } from '../ui/button';
import { LocatorAndEmailFields } from '../ui/locator-email-fields';

/** Step one of "Create new request": the booking's locator and the e-mail it was made with. */
export function LocatorSearch({ result }: { result: SubmissionResult | undefined }) {
  const { t } = useTranslation('changes');
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm<Record<'locata' | 'emailReserva', string>>({
    id: 'frc',
    lastResult: result,
  });
  return (
    <Form method="post" className="form-stack" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="buscar" />
      <p>{t('create.lookupIntro')}</p>
      <LocatorAndEmailFields
        locator={{ label: t('fields.locata'), field: fields.locata }}
        email={{ label: t('fields.emailReserva'), field: fields.emailReserva }}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('create.searching') : t('create.search')}
      </Button>
    </Form>
  );
}
