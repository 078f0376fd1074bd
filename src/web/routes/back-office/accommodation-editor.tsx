import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { addDays, daysFrom } from '../../../domain/days';
import { formatAmount } from '../../../domain/format';
import { LANGUAGES } from '../../../domain/language';
import { accommodationTextsSchema, daysChangeSchema } from '../../../domain/schemas/back-office';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { CsrfField } from '../../components/back-office/csrf-field';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import {
  actorOf,
  backOfficeTexts,
  fieldErrors,
  formValues,
  NO_STORE,
  requireAgent,
} from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/accommodation-editor';

const positive = integerBetween(1, MAX_INTEGER);
/** Days the price grid shows: two months from the first day asked. */
const GRID_DAYS = 62;

type Answer =
  | { intent: 'textos' | 'dias'; kind: 'done'; days?: number }
  | { intent: 'textos' | 'dias'; kind: 'invalid'; errors: Record<string, string> }
  | { intent: 'dias'; kind: 'range' };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  requireAgent(context, 'admin');
  const id = positive.safeParse(params.id);
  const url = new URL(request.url);
  const service = positive.safeParse(url.searchParams.get('servicio'));
  const asked = url.searchParams.get('desde') ?? '';
  const today = new Date().toISOString().slice(0, 10);
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
    const names = ['nombre', ...LANGUAGES.map((l) => `descripcion_${l}` as const)] as const;
    const parsed = accommodationTextsSchema.safeParse(formValues(form, names));
    if (!parsed.success)
      return answer({ intent: 'textos', kind: 'invalid', errors: fieldErrors(parsed.error.issues) }, 400);
    const descriptions = Object.fromEntries(
      LANGUAGES.map((l) => [l, parsed.data[`descripcion_${l}`]]),
    ) as Record<(typeof LANGUAGES)[number], string>;
    const saved = await editor.saveTexts(
      id.data,
      { name: parsed.data.nombre, descriptions },
      actorOf(session),
    );
    if (!saved) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
    return answer({ intent: 'textos', kind: 'done' });
  }
  const parsed = daysChangeSchema.safeParse(
    formValues(form, ['servicio', 'desde', 'hasta', 'accion', 'precio', 'porcentaje'] as const),
  );
  if (!parsed.success)
    return answer({ intent: 'dias', kind: 'invalid', errors: fieldErrors(parsed.error.issues) }, 400);
  const { servicio, desde, hasta, accion, precio, porcentaje } = parsed.data;
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
    ? answer({ intent: 'dias', kind: 'range' }, 400)
    : answer({ intent: 'dias', kind: 'done', days: outcome.days });
}

export default function AccommodationEditor() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as Answer | undefined;
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  const errorsOf = (intent: Answer['intent']) =>
    answer?.intent === intent && answer.kind === 'invalid' ? answer.errors : ({} as Record<string, string>);
  const textErrors = errorsOf('textos');
  const dayErrors = errorsOf('dias');
  const error = (errors: Record<string, string>, name: string) =>
    errors[name] ? t(errors[name]) : undefined;
  const prices = new Map(page.days.map((d) => [d.day, d.price]));
  const grid = daysFrom(page.from, GRID_DAYS);
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
        <Form method="post" className="bo-form">
          <CsrfField />
          <input type="hidden" name="intent" value="textos" />
          <TextField
            label={t('editor.name')}
            name="nombre"
            maxLength={200}
            defaultValue={page.hotel.name}
            error={error(textErrors, 'nombre')}
          />
          {LANGUAGES.map((lng) => (
            <TextAreaField
              key={lng}
              label={t('editor.description', { language: lng.toUpperCase() })}
              name={`descripcion_${lng}`}
              lang={lng}
              rows={4}
              maxLength={20_000}
              defaultValue={page.descriptions[lng] ?? ''}
              error={error(textErrors, `descripcion_${lng}`)}
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
            <ol className="bo-days" aria-label={t('editor.gridLabel')}>
              {grid.map((day) => {
                const price = prices.get(day);
                return (
                  <li
                    key={day}
                    className={
                      price === undefined
                        ? 'bo-day bo-day--none'
                        : price === 0
                          ? 'bo-day bo-day--closed'
                          : 'bo-day'
                    }
                  >
                    <span className="bo-day__date">
                      {new Date(`${day}T00:00:00Z`).toLocaleDateString(
                        language === 'en' ? 'en-GB' : 'es-ES',
                        { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' },
                      )}
                    </span>
                    <span className="bo-day__price">
                      {price === undefined
                        ? '—'
                        : price === 0
                          ? t('editor.closed')
                          : formatAmount(price, language ?? 'es')}
                    </span>
                  </li>
                );
              })}
            </ol>
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
            <Form method="post" className="bo-form bo-form--grid">
              <CsrfField />
              <input type="hidden" name="intent" value="dias" />
              <input type="hidden" name="servicio" value={chosen?.id} />
              <h3 className="bo-form__title">{t('editor.changeTitle')}</h3>
              <TextField
                label={t('editor.from')}
                name="desde"
                type="date"
                defaultValue={page.from}
                error={error(dayErrors, 'desde')}
              />
              <TextField
                label={t('editor.to')}
                name="hasta"
                type="date"
                defaultValue={page.from}
                error={error(dayErrors, 'hasta')}
              />
              <SelectField
                label={t('editor.action')}
                name="accion"
                options={(['precio', 'porcentaje', 'cerrar'] as const).map((value) => ({
                  value,
                  label: t(`editor.actions.${value}`),
                }))}
                error={error(dayErrors, 'accion')}
              />
              <TextField
                label={t('editor.price')}
                name="precio"
                inputMode="decimal"
                maxLength={20}
                hint={t('editor.priceHint')}
                error={error(dayErrors, 'precio')}
              />
              <TextField
                label={t('editor.percent')}
                name="porcentaje"
                inputMode="numeric"
                maxLength={4}
                hint={t('editor.percentHint')}
                error={error(dayErrors, 'porcentaje')}
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
