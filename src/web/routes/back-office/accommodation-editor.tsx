import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { addDays, isoDayOf } from '../../../domain/days';
import { LANGUAGES } from '../../../domain/language';
import { accommodationTextsSchema, daysChangeSchema } from '../../../domain/schemas/back-office';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { CsrfField } from '../../components/back-office/csrf-field';
import { PriceDays } from '../../components/back-office/price-days';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/accommodation-editor';

const positive = integerBetween(1, MAX_INTEGER);
/** Days the price grid shows: two months from the first day asked. */
const GRID_DAYS = 62;

/** Which form answered (texts or days) and its reply: done, invalid (each field's message), or an empty range. */
type Answer = { intent: 'textos' | 'dias'; result: SubmissionResult } & (
  { kind: 'done'; days?: number } | { kind: 'invalid' } | { kind: 'range' }
);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAgent(context, 'admin');
  const id = positive.safeParse(params.id);
  const url = new URL(request.url);
  const service = positive.safeParse(url.searchParams.get('servicio'));
  const asked = url.searchParams.get('desde') ?? '';
  const today = isoDayOf(new Date());
  const from =
    /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= addDays(today, -31) && asked <= addDays(today, 730)
      ? asked
      : today;
  const found = id.success
    ? await context.services.catalogueEditor.accommodation(id.data, {
        serviceId: service.success ? service.data : undefined,
        from,
        days: GRID_DAYS,
      })
    : undefined;
  if (!found) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  return data({ ...backOfficeTexts(request, context), ...found, from, today }, { headers: NO_STORE });
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page ? `${page.hotel.name} · Gestión` : 'Gestión' },
];

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = requireAgent(context, 'admin');
  const id = positive.safeParse(params.id);
  if (!id.success) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  const form = await request.formData();
  const answer = (body: Answer, status = 200) => data(body, { status, headers: NO_STORE });
  const editor = context.services.catalogueEditor;
  if (form.get('intent') === 'textos') {
    const texts = parseForm(form, accommodationTextsSchema);
    const result = texts.reply();
    if (texts.status !== 'success') return answer({ intent: 'textos', kind: 'invalid', result }, 400);
    const descriptions = Object.fromEntries(
      LANGUAGES.map((l) => [l, texts.value[`descripcion_${l}`]]),
    ) as Record<(typeof LANGUAGES)[number], string>;
    const saved = await editor.saveTexts(
      id.data,
      { name: texts.value.nombre, descriptions },
      actorOf(session),
    );
    if (!saved) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
    return answer({ intent: 'textos', kind: 'done', result });
  }
  const days = parseForm(form, daysChangeSchema);
  const result = days.reply();
  if (days.status !== 'success') return answer({ intent: 'dias', kind: 'invalid', result }, 400);
  const { servicio, desde, hasta, accion, precio, porcentaje } = days.value;
  const outcome = await editor.changeDays(
    servicio,
    { from: desde, to: hasta },
    accion === 'precio'
      ? { kind: 'price', cents: precio! }
      : accion === 'porcentaje'
        ? { kind: 'percent', percent: porcentaje! }
        : { kind: 'close' },
    actorOf(session),
  );
  if (outcome.kind === 'not-found') throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  return outcome.kind === 'range'
    ? answer({ intent: 'dias', kind: 'range', result }, 400)
    : answer({ intent: 'dias', kind: 'done', days: outcome.days, result });
}

export default function AccommodationEditor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { t } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  const resultOf = (intent: Answer['intent']) => (answer?.intent === intent ? answer.result : undefined);
  const [textsForm, texts] = useForm<Record<string, string>>({
    id: 'textos',
    lastResult: resultOf('textos'),
    defaultValue: {
      nombre: page.hotel.name,
      ...Object.fromEntries(LANGUAGES.map((lng) => [`descripcion_${lng}`, page.descriptions[lng] ?? ''])),
    },
  });
  const [daysForm, days] = useForm<Record<string, string>>({
    id: 'dias',
    lastResult: resultOf('dias'),
    defaultValue: { desde: page.from, hasta: page.from },
  });
  const chosen = page.chosen;
  const base = `/gestion/catalogo/alojamientos/${page.hotel.id}`;
  return (
    <div className="bo-page">
      <p className="bo-muted">
        <Link to="/gestion/catalogo">{t('nav.catalogue')}</Link> / {page.hotel.id}
      </p>
      <h1 className="bo-title">{page.hotel.name}</h1>
      <section className="bo-panel" aria-labelledby="textos">
        <h2 id="textos">{t('editor.textsTitle')}</h2>
        {answer?.intent === 'textos' && answer.kind === 'done' ? (
          <p className="bo-notice bo-notice--ok" role="status">
            {t('editor.textsDone')}
          </p>
        ) : null}
        <Form method="post" className="bo-form" {...getFormProps(textsForm)}>
          <CsrfField />
          <input type="hidden" name="intent" value="textos" />
          <TextField label={t('editor.name')} maxLength={200} field={texts.nombre} />
          {LANGUAGES.map((lng) => (
            <TextAreaField
              key={lng}
              label={t('editor.description', { language: lng.toUpperCase() })}
              lang={lng}
              rows={4}
              maxLength={20_000}
              field={texts[`descripcion_${lng}`]}
            />
          ))}
          <div className="bo-actions">
            <Button type="submit" disabled={submitting}>
              {t('editor.saveTexts')}
            </Button>
          </div>
        </Form>
      </section>

      <section className="bo-panel" aria-labelledby="precios">
        <h2 id="precios">{t('editor.pricesTitle')}</h2>
        {page.packages.length === 0 ? (
          <p className="bo-muted">{t('editor.noPackages')}</p>
        ) : (
          <>
            <nav className="bo-filters" aria-label={t('editor.packages')}>
              {page.packages.map((p) => (
                <Link
                  key={p.id}
                  to={`${base}?servicio=${p.id}&desde=${page.from}`}
                  aria-current={p.id === chosen?.id ? 'page' : undefined}
                >
                  {t('editor.package', { origin: p.originCode, nights: p.nights, id: p.id })}
                </Link>
              ))}
            </nav>
            <p className="bo-muted">{t('editor.gridHint')}</p>
            <PriceDays days={page.days} from={page.from} count={GRID_DAYS} />
            <p className="bo-pages">
              <Link to={`${base}?servicio=${chosen?.id}&desde=${addDays(page.from, -GRID_DAYS)}`}>
                {t('editor.earlier')}
              </Link>
              <Link to={`${base}?servicio=${chosen?.id}&desde=${addDays(page.from, GRID_DAYS)}`}>
                {t('editor.later')}
              </Link>
            </p>
            {answer?.intent === 'dias' && answer.kind === 'done' ? (
              <p className="bo-notice bo-notice--ok" role="status">
                {t('editor.daysDone', { count: answer.days ?? 0 })}
              </p>
            ) : answer?.intent === 'dias' && answer.kind === 'range' ? (
              <p className="bo-notice bo-notice--error" role="alert">
                {t('editor.range')}
              </p>
            ) : null}
            <Form method="post" className="bo-form bo-form--grid" {...getFormProps(daysForm)}>
              <CsrfField />
              <input type="hidden" name="intent" value="dias" />
              <input type="hidden" name="servicio" value={chosen?.id} />
              <h3 className="bo-form__title">{t('editor.changeTitle')}</h3>
              <TextField label={t('editor.from')} type="date" field={days.desde} />
              <TextField label={t('editor.to')} type="date" field={days.hasta} />
              <SelectField
                label={t('editor.action')}
                options={(['precio', 'porcentaje', 'cerrar'] as const).map((value) => ({
                  value,
                  label: t(`editor.actions.${value}`),
                }))}
                field={days.accion}
              />
              <TextField
                label={t('editor.price')}
                inputMode="decimal"
                maxLength={20}
                hint={t('editor.priceHint')}
                field={days.precio}
              />
              <TextField
                label={t('editor.percent')}
                inputMode="numeric"
                maxLength={4}
                hint={t('editor.percentHint')}
                field={days.porcentaje}
              />
              <Button type="submit" disabled={submitting}>
                {t('editor.apply')}
              </Button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
