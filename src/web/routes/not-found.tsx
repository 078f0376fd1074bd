import { data } from 'react-router';
import { ErrorScreen, refusalTitleKey } from '../components/layout/error-screen';
import { serverT } from '../i18n/translations.server';
import { requestLanguage } from '../request-language.server';
import type { Route } from './+types/not-found';

/**
 * Any address no route matches: a real 404 inside the layout, in the visitor's language. The
 * server also renders here the requests it refused before any route saw them (context.refused).
 */
export function loader({ request, context }: Route.LoaderArgs): never {
  const t = serverT(requestLanguage(request, context));
  const refused = context.refused;
  if (refused) {
    const title = t(refusalTitleKey(refused.reason));
    throw data({ title, reason: refused.reason, back: refused.back }, { status: refused.status });
  }
  throw data({ title: t('errors.notFoundTitle') }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error }) => {
  const title = (error as { data?: { title?: string } } | undefined)?.data?.title;
  return [{ title: title ?? '404' }, { name: 'robots', content: 'noindex' }];
};

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
