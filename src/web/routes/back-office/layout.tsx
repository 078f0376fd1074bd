import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useRouteLoaderData,
} from 'react-router';
import { SIGN_IN_PATH, SIGN_OUT_PATH, STALE_FORM } from '../../../domain/back-office/paths';
import { BACK_OFFICE_LAYOUT_ID, CsrfField } from '../../components/back-office/csrf-field';
import { ErrorScreen } from '../../components/layout/error-screen';
import { LanguageSwitch } from '../../components/back-office/language-switch';
import { backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/layout';
import '../../styles/back-office.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAgent(context);
  const counts = await context.services.inbox.counts();
  return data(
    {
      ...backOfficeTexts(request, context),
      agent: { name: session.agent.name, email: session.agent.email, role: session.agent.role },
      csrf: session.csrfToken,
      waiting: (counts.bookings.solicitud ?? 0) + counts.changes + counts.callbacks + counts.messages,
      staleForm: new URL(request.url).searchParams.get('formulario') === 'caducado',
    },
    { headers: NO_STORE },
  );
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** The team's workplace: its own header and navigation around every /gestion page. */
export default function BackOfficeLayout() {
  const page = useLoaderData<typeof loader>();
  const { t } = useRouteTranslation('backOffice', page.translations);
  const admin = page.agent.role === 'admin';
  return (
    <div className="bo">
      <a className="skip-link" href="#contenido">
        {t('skip')}
      </a>
      <header className="bo-header">
        <Link to="/gestion" className="bo-header__brand">
          <span className="bo-brand-mark" aria-hidden="true" />
          {t('brand')}
        </Link>
        <nav className="bo-nav" aria-label={t('nav.label')}>
          <NavLink to="/gestion" end>
            {t('nav.inbox')}
            {page.waiting > 0 ? (
              <span className="bo-badge" aria-label={t('nav.waiting', { count: page.waiting })}>
                {page.waiting}
              </span>
            ) : null}
          </NavLink>
          <NavLink to="/gestion/correo">{t('nav.mailbox')}</NavLink>
          {admin ? <NavLink to="/gestion/agentes">{t('nav.agents')}</NavLink> : null}
          {admin ? <NavLink to="/gestion/clientes-api">{t('nav.apiClients')}</NavLink> : null}
          {admin ? <NavLink to="/gestion/auditoria">{t('nav.audit')}</NavLink> : null}
          {admin ? <NavLink to="/gestion/catalogo">{t('nav.catalogue')}</NavLink> : null}
          {admin ? <NavLink to="/gestion/proteccion-datos">{t('nav.privacy')}</NavLink> : null}
        </nav>
        <div className="bo-header__agent">
          <span className="bo-header__name">
            {page.agent.name}
            <span className="bo-role">{t(`roles.${page.agent.role}`)}</span>
          </span>
          <LanguageSwitch language={page.language} />
          <Form method="post" action={SIGN_OUT_PATH}>
            <CsrfField token={page.csrf} />
            <button type="submit" className="bo-link-button">
              {t('nav.signOut')}
            </button>
          </Form>
        </div>
      </header>
      <main id="contenido" className="bo-main" tabIndex={-1}>
        {page.staleForm ? (
          <p className="bo-notice bo-notice--error" role="alert">
            {t('errors.staleForm')}
          </p>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}

/** A refused or failed back-office page: what happened and where to go, in the team's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>(BACK_OFFICE_LAYOUT_ID);
  const { t } = useRouteTranslation('backOffice', layout?.translations);
  // Without the layout's data (the database not answering) the storefront's error screen says what to do.
  if (!layout) return <ErrorScreen error={error} />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const stale = isRouteErrorResponse(error) && error.data === STALE_FORM;
  const message = stale
    ? t('errors.staleForm')
    : status === 403
      ? t('errors.forbidden')
      : status === 404
        ? t('errors.notFound')
        : status === 413
          ? t('errors.tooLarge')
          : t('errors.failed');
  return (
    <div className="bo">
      <main id="contenido" className="bo-main">
        <section className="bo-panel bo-panel--narrow">
          <h1>{message}</h1>
          <p>
            <Link to="/gestion">{t('errors.toInbox')}</Link> · <a href={SIGN_IN_PATH}>{t('errors.signIn')}</a>
          </p>
        </section>
      </main>
    </div>
  );
}
