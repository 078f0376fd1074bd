import {
  data,
  Form,
  Link,
  NavLink,
  Outlet,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
} from 'react-router';
import { SIGN_OUT_PATH } from '../../../domain/back-office/paths';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { BACK_OFFICE_LAYOUT_ID, CsrfField } from '../../components/back-office/csrf-field';
import { ErrorScreen } from '../../components/layout/error-screen';
import { ErrorMessages } from '../../components/ui/error-text';
import { LanguageSwitch } from '../../components/back-office/language-switch';
import { backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/layout';
import '../../styles/back-office.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = requireAgent(context);
  const [counts, money, myFiles, overdue] = await Promise.all([
    context.services.inbox.counts(),
    context.services.payments.moneyToSee(),
    context.services.desk.openFilesOf(session.agent.id),
    context.services.inbox.promisesDue(),
  ]);
  return data(
    {
      ...backOfficeTexts(request, context),
      agent: { name: session.agent.name, email: session.agent.email, role: session.agent.role },
      csrf: session.csrfToken,
      waiting: (counts.bookings.solicitud ?? 0) + counts.changes + counts.callbacks + counts.messages,
      // 48-hour promises already broken or running out today.
      promisesDue: overdue,
      myFiles,
      // Refunds to make and payment orders overdue or due today.
      moneyUrgent: money.urgent,
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
  // "My files" is the inbox's list of the agent's own files: one of the two is the current page.
  const location = useLocation();
  const mine =
    location.pathname === '/gestion' && new URLSearchParams(location.search).get('asignada') === 'yo';
  const inbox = location.pathname === '/gestion' && !mine;
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
          <Link
            to="/gestion"
            className={inbox ? 'active' : undefined}
            aria-current={inbox ? 'page' : undefined}
          >
            {t('nav.inbox')}
            {page.waiting > 0 ? (
              <span className="bo-badge" aria-label={t('nav.waiting', { count: page.waiting })}>
                {page.waiting}
              </span>
            ) : null}
            {page.promisesDue > 0 ? (
              <span
                className="bo-badge bo-badge--alert"
                aria-label={t('nav.promisesDue', { count: page.promisesDue })}
              >
                {page.promisesDue}
              </span>
            ) : null}
          </Link>
          <Link
            to="/gestion?asignada=yo&estado=abiertas#resultados"
            className={mine ? 'active' : undefined}
            aria-current={mine ? 'page' : undefined}
          >
            {t('nav.myFiles')}
            {page.myFiles > 0 ? (
              <span className="bo-badge" aria-label={t('nav.myFilesOpen', { count: page.myFiles })}>
                {page.myFiles}
              </span>
            ) : null}
          </Link>
          <NavLink to="/gestion/pagos">
            {t('nav.money')}
            {page.moneyUrgent > 0 ? (
              <span className="bo-badge" aria-label={t('nav.moneyUrgent', { count: page.moneyUrgent })}>
                {page.moneyUrgent}
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
        <Form method="get" action="/gestion/ir" className="bo-jump" role="search">
          <label>
            <span className="visually-hidden">{t('nav.jumpLabel')}</span>
            <input
              name="localizador"
              type="search"
              maxLength={120}
              placeholder={t('nav.jumpPlaceholder')}
              className="field__control"
              autoComplete="off"
            />
          </label>
          <button type="submit" className="bo-link-button">
            {t('nav.jump')}
          </button>
        </Form>
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
        <ErrorMessages value="backOffice">
          <Outlet />
        </ErrorMessages>
      </main>
    </div>
  );
}

/** The layout itself failed: the error alone, in the team's frame (the storefront's screen without its data). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!useRouteLoaderData(BACK_OFFICE_LAYOUT_ID)) return <ErrorScreen error={error} />;
  return (
    <div className="bo">
      <main id="contenido" className="bo-main">
        <BackOfficeError error={error} />
      </main>
    </div>
  );
}
