import { useTranslation } from '../i18n/i18n';
import { data, useActionData } from 'react-router';
import { callbackRequestSchema } from '../../domain/schemas/callback-request';
import { CallMeForm } from '../components/layout/call-me-form';
import { LoadFailure } from '../components/layout/load-failure';
import { parseForm } from '../forms.server';
import { requestLanguage } from '../request-language.server';
import { serverT } from '../i18n/translations.server';
import { pageMeta } from '../seo';
import type { Route } from './+types/call-me';

export function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(requestLanguage(request, context));
  return { title: t('callMe.title'), description: t('callMe.intro') };
}

/** The answer names the visitor: no cache keeps it. */
export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': 'no-store' });

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location, noindex: true });

/** Stores a "call me" request; answers the dialog (fetcher) or, without JavaScript, this page. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), callbackRequestSchema);
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), stored: false, failed: false, name: '' }, { status: 400 });
  }
  try {
    const stored = await context.services.callback.request(
      submission.value,
      requestLanguage(request, context),
    );
    if (!stored.ok) {
      return data(
        {
          result: submission.reply({
            fieldErrors: Object.fromEntries(
              Object.entries(stored.fieldErrors).map(([field, message]) => [field, [message]]),
            ),
          }),
          stored: false,
          failed: false,
          name: '',
        },
        { status: 400 },
      );
    }
    return {
      result: submission.reply({ resetForm: true }),
      stored: true,
      failed: false,
      name: submission.value.nombre,
    };
  } catch (error) {
    context.log.error({ err: error }, 'call-me request could not be stored');
    return data({ result: submission.reply(), stored: false, failed: true, name: '' }, { status: 503 });
  }
}

export default function CallMePage() {
  const { t } = useTranslation();
  const answer = useActionData<typeof action>();
  return (
    <section className="container page narrow">
      <h1>{t('callMe.title')}</h1>
      <p className="lead">{t('callMe.intro')}</p>
      <div className="panel">
        <CallMeForm pageResult={answer} />
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
