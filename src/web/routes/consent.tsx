import { useTranslation } from '../i18n/i18n';
import { data, Form, redirect } from 'react-router';
import {
  acceptAll,
  parseConsent,
  rejectAll,
  serializeConsent,
  type ConsentChoice,
} from '../../domain/consent';
import { safeReturnPath } from '../../domain/return-path';
import { z } from '../../domain/schemas/zod';
import { ConsentToggles } from '../components/layout/cookie-consent';
import { LoadFailure } from '../components/layout/load-failure';
import { Button } from '../components/ui/button';
import { parseForm } from '../forms.server';
import { serverT } from '../i18n/translations.server';
import { consentCookie, readCookie, setCookie } from '../cookies.server';
import { requestLanguage } from '../request-language.server';
import { pageMeta } from '../seo';
import type { Route } from './+types/consent';

export function loader({ request, context }: Route.LoaderArgs) {
  const t = serverT(requestLanguage(request, context));
  return {
    title: t('consent.settingsTitle'),
    description: t('consent.settingsIntro'),
    consent: parseConsent(readCookie(request, consentCookie)),
    returnTo: safeReturnPath(new URL(request.url).searchParams.get('returnTo')),
  };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location, noindex: true });

/** A purpose's switch: on when ticked, off otherwise. */
const ticked = z.preprocess((value) => value === 'on', z.boolean());
/** Accept all, reject all, or the switches as they are. */
const consentForm = z.object({
  decision: z.enum(['accept', 'reject', 'custom']),
  analytics: ticked,
  advertising: ticked,
  personalization: ticked,
});

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const submission = parseForm(form, consentForm);
  if (submission.status !== 'success') return data({ saved: false }, { status: 400 });
  const now = new Date();
  const { decision, ...purposes } = submission.value;
  const choice: ConsentChoice =
    decision === 'accept'
      ? acceptAll(now)
      : decision === 'reject'
        ? rejectAll(now)
        : { ...purposes, decidedAt: now.toISOString() };
  const cookie = await setCookie(consentCookie, request, serializeConsent(choice));
  const headers = { 'Set-Cookie': cookie, 'Cache-Control': 'no-store' };
  // The banner (JavaScript) stays on its page; a plain form post goes back where it came from.
  if (form.get('inline') === '1') return data({ saved: true }, { headers });
  throw redirect(safeReturnPath(form.get('returnTo')), { headers });
}

export default function ConsentPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="container page narrow">
      <h1>{t('consent.settingsTitle')}</h1>
      <p className="lead">{t('consent.settingsIntro')}</p>
      <Form method="post" className="panel">
        <input type="hidden" name="returnTo" value={loaderData.returnTo} />
        <ConsentToggles consent={loaderData.consent} />
        <div className="button-row">
          <Button type="submit" name="decision" value="custom">
            {t('consent.confirm')}
          </Button>
          <Button type="submit" name="decision" value="accept" variant="secondary">
            {t('consent.accept')}
          </Button>
          <Button type="submit" name="decision" value="reject" variant="secondary">
            {t('consent.reject')}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
