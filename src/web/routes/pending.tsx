import { data } from 'react-router';
import { ComingSoon } from '../components/layout/coming-soon';
import { serverT } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import { pendingScreen } from '../screens';
import { pageMeta } from '../seo';
import { LoadFailure } from '../components/layout/load-failure';
import type { Route } from './+types/pending';

export function loader({ request, context }: Route.LoaderArgs) {
  const screen = pendingScreen(new URL(request.url).pathname);
  if (!screen) throw data(null, { status: 404 });
  const t = serverT(requestLanguage(request, context));
  return { title: t(`screens.${screen}`), description: t('pending.text') };
}

export const meta: Route.MetaFunction = ({ data: page, matches, location }) =>
  pageMeta({ title: page?.title, description: page?.description, matches, location, noindex: true });

export default function PendingScreen({ loaderData }: Route.ComponentProps) {
  return <ComingSoon title={loaderData.title} />;
}

/** Data that could not be loaded: said inside the site's layout, with the phone and a retry. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <LoadFailure error={error} />;
}
