import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { ImportOutcome } from '../../../server/catalogue/import/catalogue-import';
import { CsrfField } from '../../components/back-office/csrf-field';
import { ImportOutcomeReport } from '../../components/back-office/import-outcome';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { hasControlCharacters } from '../../../domain/schemas/bounds';
import { z } from '../../../domain/schemas/zod';
import { actorOf, backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/catalogue-import';

/** Files one upload may carry (one JSON, or a CSV per section). */
const MAX_FILES = 40;
/** The catalogue's files: those with content, one to MAX_FILES. */
const catalogueUpload = z.object({
  archivos: z
    .array(z.unknown())
    .transform((files) => files.filter((file): file is File => file instanceof File && file.size > 0))
    .pipe(z.array(z.file()).min(1).max(MAX_FILES)),
});
/** A photo and whose it is (read leniently: what cannot be read is refused below, with why). */
const photoUpload = z.object({
  tipo: z.string().catch(''),
  clave: z.string().catch(''),
  foto: z.file().optional().catch(undefined),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context, 'admin');
  const asked = (new URL(request.url).searchParams.get('buscar') ?? '').trim().slice(0, 80);
  // A control character (a NUL byte) finds nothing: PostgreSQL refuses it in a text.
  const text = hasControlCharacters(asked) ? '' : asked;
  const hotels = text ? await context.services.catalogueEditor.find(text) : null;
  // ?foto=12 after an upload: whether that photo is encoded and shown yet.
  const photoAsked = new URL(request.url).searchParams.get('foto') ?? '';
  const photo = /^\d{1,9}$/.test(photoAsked)
    ? ((await context.services.photos.state(Number(photoAsked))) ?? null)
    : null;
  return data({ ...backOfficeTexts(request, context), text, hotels, photo }, { headers: NO_STORE });
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Catalogue · Back office' : 'Catálogo · Gestión' },
];

/** Admins upload the agency's catalogue: checked whole, then written whole or not at all. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context, 'admin');
  const form = await request.formData();
  if (form.get('intent') === 'foto') return photoAnswer(form, context, actorOf(session));
  const upload = parseForm(form, catalogueUpload);
  const answer = (outcome: ImportOutcome, status = 200) => data(outcome, { status, headers: NO_STORE });
  if (upload.status !== 'success')
    return answer(
      {
        kind: 'invalid',
        total: 1,
        problems: [{ section: '', line: null, field: null, message: 'import.errors.empty' }],
      },
      400,
    );
  const files = await Promise.all(
    upload.value.archivos.map(async (file) => ({ name: file.name, content: await file.text() })),
  );
  const read = context.services.catalogueImport.read(files);
  if (read.problems.length > 0)
    return answer({ kind: 'invalid', total: read.problems.length, problems: read.problems }, 400);
  const outcome = await context.services.catalogueImport.run(read.catalogue, actorOf(session));
  return answer(outcome, outcome.kind === 'imported' ? 200 : 400);
}

type PhotoAnswer =
  { kind: 'photo-stored'; id: number; key: string } | { kind: 'photo-refused'; reason: string };

/**
 * A photo for a hotel (its id) or a destination (its code), checked by content, size and pixels;
 * it is encoded in the background and shown once ready (?foto=<id> tells).
 */
async function photoAnswer(
  form: FormData,
  context: Route.ActionArgs['context'],
  actor: ReturnType<typeof actorOf>,
) {
  const sent = parseForm(form, photoUpload);
  const {
    tipo,
    clave,
    foto: file,
  } = sent.status === 'success' ? sent.value : { tipo: '', clave: '', foto: undefined };
  const kind = tipo === 'destino' ? 'destino' : 'alojamiento';
  const key = clave.trim().toUpperCase().slice(0, 10);
  const answer = (body: PhotoAnswer, status = 200) => data(body, { status, headers: NO_STORE });
  const owner =
    kind === 'alojamiento' && /^\d{1,9}$/.test(key)
      ? ({ kind, id: Number(key) } as const)
      : kind === 'destino' && /^[A-Z]{3}$/.test(key)
        ? ({ kind, code: key } as const)
        : undefined;
  if (!owner) return answer({ kind: 'photo-refused', reason: 'owner' }, 400);
  if (!file || file.size === 0) return answer({ kind: 'photo-refused', reason: 'empty' }, 400);
  const outcome = await context.services.photos.store(owner, Buffer.from(await file.arrayBuffer()), actor);
  return outcome.kind === 'stored'
    ? answer({ kind: 'photo-stored', id: outcome.id, key })
    : answer({ kind: 'photo-refused', reason: outcome.reason }, 400);
}

export default function CatalogueImport() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ImportOutcome | PhotoAnswer | undefined;
  const outcome = answer?.kind === 'imported' || answer?.kind === 'invalid' ? answer : undefined;
  const { t } = useRouteTranslation('backOffice', page.translations);
  const submitting = useNavigation().state === 'submitting';
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('import.title')}</h1>
      <section className="bo-panel" aria-labelledby="subir-catalogo">
        <h2 id="subir-catalogo">{t('import.importTitle')}</h2>
        <p>{t('import.intro')}</p>
        <p className="bo-muted">{t('import.formatLink')}</p>
        <Form method="post" encType="multipart/form-data" className="bo-form bo-form--grid">
          <CsrfField />
          <TextField
            type="file"
            id="archivos"
            name="archivos"
            multiple
            accept=".json,.csv,application/json,text/csv"
            label={t('import.files')}
            hint={t('import.filesHint')}
          />
          <Button type="submit" disabled={submitting}>
            {t('import.submit')}
          </Button>
        </Form>
      </section>
      <section className="bo-panel" aria-labelledby="editar-hotel">
        <h2 id="editar-hotel">{t('editor.findTitle')}</h2>
        <Form method="get" className="bo-search" role="search">
          <label>
            {t('editor.find')}
            <input
              name="buscar"
              type="search"
              defaultValue={page.text}
              maxLength={80}
              className="field__control"
            />
          </label>
          <Button type="submit">{t('editor.search')}</Button>
        </Form>
        {page.hotels ? (
          page.hotels.length === 0 ? (
            <p className="bo-muted">{t('editor.noneFound')}</p>
          ) : (
            <ul className="bo-lines">
              {page.hotels.map((hotel) => (
                <li key={hotel.id}>
                  <Link to={`/gestion/catalogo/alojamientos/${hotel.id}`}>{hotel.name}</Link>
                  <span className="bo-muted">
                    {hotel.id} · {hotel.destination}
                  </span>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
      <section className="bo-panel" aria-labelledby="fotos">
        <h2 id="fotos">{t('photos.title')}</h2>
        <p className="bo-muted">{t('photos.intro')}</p>
        {answer?.kind === 'photo-stored' ? (
          <div className="bo-notice bo-notice--ok" role="status">
            <p>{t('photos.stored', { key: answer.key })}</p>
            <p>
              <Link to={`?foto=${answer.id}#fotos`}>{t('photos.check')}</Link>
            </p>
          </div>
        ) : answer?.kind === 'photo-refused' ? (
          <p className="bo-notice bo-notice--error" role="alert">
            {t(`photos.refused.${answer.reason}`)}
          </p>
        ) : page.photo?.encoded ? (
          <div className="bo-notice bo-notice--ok" role="status">
            <p>{t('photos.ready', { id: page.photo.id })}</p>
            <img
              src={`/fotos/${page.photo.id}/480.webp`}
              alt={t('photos.preview')}
              width={240}
              height={150}
              className="bo-photo"
            />
          </div>
        ) : page.photo ? (
          <div className="bo-notice" role="status">
            <p>{t('photos.preparing', { id: page.photo.id })}</p>
            <p>
              <Link to={`?foto=${page.photo.id}#fotos`}>{t('photos.check')}</Link>
            </p>
          </div>
        ) : null}
        {/* A new form after an upload: the file is not left in it to be sent twice. */}
        <Form
          key={answer?.kind === 'photo-stored' ? `foto-${answer.id}` : 'foto'}
          method="post"
          encType="multipart/form-data"
          className="bo-form bo-form--grid"
        >
          <CsrfField />
          <input type="hidden" name="intent" value="foto" />
          <SelectField
            label={t('photos.kind')}
            id="tipo-foto"
            name="tipo"
            options={[
              { value: 'alojamiento', label: t('photos.accommodation') },
              { value: 'destino', label: t('photos.destination') },
            ]}
          />
          <TextField
            label={t('photos.key')}
            id="clave-foto"
            name="clave"
            maxLength={10}
            hint={t('photos.keyHint')}
          />
          <TextField
            type="file"
            id="foto"
            name="foto"
            accept="image/jpeg,image/png,image/webp,image/avif"
            label={t('photos.file')}
            hint={t('photos.fileHint')}
          />
          <Button type="submit" disabled={submitting}>
            {t('photos.submit')}
          </Button>
        </Form>
      </section>
      {outcome ? <ImportOutcomeReport outcome={outcome} /> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
