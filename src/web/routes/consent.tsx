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
import { ConsentToggles } from '../components/layout/cookie-consent';
import { Button } from '../components/ui/button';
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

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const now = new Date();
  const decision = form.get('decision');
  let choice: ConsentChoice;
  if (decision === 'accept') choice = acceptAll(now);
  else if (decision === 'reject') choice = rejectAll(now);
  else if (decision === 'custom') {
    choice = {
      analytics: form.get('analytics') === 'on',
      advertising: form.get('advertising') === 'on',
      personalization: form.get('personalization') === 'on',
      decidedAt: now.toISOString(),
    };
  } else {
    return data({ saved: false }, { status: 400 });
  }
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
