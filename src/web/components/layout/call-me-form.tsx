import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useId } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { useFetcher } from 'react-router';
import { callbackRequestSchema, PREFERRED_TIMES } from '../../../domain/schemas/callback-request';
import type { action } from '../../routes/call-me';
import { Button } from '../ui/button';
import { CALLBACK_SLOTS, slotText } from '../../../domain/opening-hours';
import { useLayout } from '../../root-data';
import { SelectField, TextField } from '../ui/field';

type CallMeResult =
  Awaited<ReturnType<typeof action>> extends infer R ? (R extends { data: infer D } ? D : R) : never;

/** Name, phone and preferred time; validated in the browser and again on the server. */
export function CallMeForm({
  onDone,
  pageResult,
}: {
  onDone?: () => void;
  pageResult?: CallMeResult | undefined;
}) {
  const { t } = useTranslation();
  const { language } = useLayout();
  const formId = useId();
  const fetcher = useFetcher<typeof action>();
  // Without JavaScript the form posts to the /llamame page, which passes its action's answer here.
  const result = fetcher.data ?? pageResult;
  const [form, fields] = useForm({
    id: formId,
    lastResult: fetcher.state === 'idle' ? result?.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: callbackRequestSchema }),
  });

  if (result?.stored && fetcher.state === 'idle') {
    return (
      <div className="call-me__done" role="status">
        <p>{t('callMe.success', { name: result.name })}</p>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('actions.close')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/llamame" className="form-stack" {...getFormProps(form)}>
      <TextField label={t('callMe.name')} autoComplete="name" field={fields.nombre} />
      <TextField
        label={t('callMe.phone')}
        hint={t('callMe.phoneHint')}
        autoComplete="tel"
        inputMode="tel"
        type="tel"
        field={fields.telefono}
      />
      <SelectField
        label={t('callMe.time')}
        placeholder={t('callMe.timePlaceholder')}
        options={PREFERRED_TIMES.map((value) => ({
          value,
          label: t(
            `callMe.times.${value}`,
            value === 'asap' ? undefined : { hours: slotText(CALLBACK_SLOTS[value], language) },
          ),
        }))}
        field={fields.horario}
      />
      {result?.failed ? (
        <p className="notice notice--error" role="alert">
          {t('callMe.failed')}
        </p>
      ) : null}
      <p className="form-note">{t('callMe.privacy')}</p>
      <Button type="submit" block disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? t('callMe.sending') : t('callMe.submit')}
      </Button>
    </fetcher.Form>
  );
}

export default CallMeForm;
