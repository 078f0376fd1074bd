import { useEffect, useMemo, type ReactNode } from 'react';
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
} from 'react-router';
import { parseConsent } from '../domain/consent';
import { isDatabaseUnavailable, siteForLanguage } from './platform.server';
import type { Route } from './+types/root';
import { AssistantLauncher } from './components/assistant/assistant-launcher';
import { CookieConsentProvider } from './components/layout/cookie-consent';
import { ErrorScreen } from './components/layout/error-screen';
import { LoadingBar } from './components/layout/loading-bar';
import { PageSkeleton } from './components/layout/page-skeleton';
import { SiteFooter } from './components/layout/site-footer';
import { SiteHeader } from './components/layout/site-header';
import { createTranslator, TranslationProvider } from './i18n/i18n';
import { translationsFor } from './i18n/translations.server';
import { backOfficeLanguage, isBackOfficePath } from '../domain/back-office/paths';
import { useNonce } from './nonce';
import { consentCookie, readCookie } from './cookies.server';
import { rememberedLanguageCookie, requestLanguage } from './request-language.server';
import { useRootData, type RootData } from './root-data';
import './styles/app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const backOffice = isBackOfficePath(new URL(request.url).pathname);
  const visitorLanguage = requestLanguage(request, context);
  // The back office speaks Spanish and English (the team's languages).
  const language = backOffice ? backOfficeLanguage(visitorLanguage) : visitorLanguage;
  const languageCookie = await rememberedLanguageCookie(request, language);
  const root: RootData = {
    language,
    backOffice,
    translations: translationsFor(language, ['common']),
    site: siteForLanguage(context.config.site, language),
    consent: parseConsent(readCookie(request, consentCookie)),
    origin: context.config.publicUrl,
    footerDestinations: backOffice
      ? []
      : await context.services.catalogue.footerDestinations(language).catch((error: unknown) => {
          // A database that is not answering is logged once, by the page's own loader or /healthz.
          if (!isDatabaseUnavailable(error))
            context.log.warn({ err: error }, 'footer destinations unavailable');
          return [];
        }),
  };
  return data(root, languageCookie ? { headers: { 'Set-Cookie': languageCookie } } : undefined);
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  const language = root?.language ?? 'es';
  const translator = useMemo(
    () => createTranslator(language, root?.translations ?? {}),
    [language, root?.translations],
  );
  useEffect(() => {
    // Lets browser tests (and styles, if ever needed) know the page is interactive.
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  return (
    <html
      lang={language}
      className={root && root.consent === null && !root.backOffice ? 'scroll-locked' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0c4a6e" />
        <Meta />
        <Links />
      </head>
      <body>
        <TranslationProvider translator={translator}>
          {root?.backOffice ? (
            children
          ) : root ? (
            <CookieConsentProvider consent={root.consent}>
              <LoadingBar />
              <SiteHeader />
              <main id="contenido" tabIndex={-1}>
                <PageOrSkeleton>{children}</PageOrSkeleton>
              </main>
              <SiteFooter />
              <AssistantLauncher language={language} />
            </CookieConsentProvider>
          ) : (
            <main id="contenido">{children}</main>
          )}
        </TranslationProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** While another page loads, its skeleton replaces the current one; changes within a page keep it. */
function PageOrSkeleton({ children }: { children: ReactNode }) {
  const navigation = useNavigation();
  const location = useLocation();
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== location.pathname;
  return leaving ? <PageSkeleton /> : <>{children}</>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorScreen error={error} />;
}
