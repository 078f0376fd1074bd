import { data, Link, useLoaderData } from 'react-router';
import { integerBetween } from '../../../domain/schemas/bounds';
import { dateTime } from '../../components/back-office/dates';
import {
  actionLabel,
  AUDIT_ENTITIES,
  auditSentence,
  recordOf,
} from '../../components/back-office/audit-sentences';
import { BackOfficeError } from '../../components/back-office/back-office-error';
import { backOfficeTexts, NO_STORE, requireAgent } from '../../back-office.server';
import { PageLinks } from '../../components/back-office/page-links';
import { useRouteTranslation } from '../../i18n/i18n';
import type { Route } from './+types/audit';

const pageNumber = integerBetween(1, 10_000);

/** The whole audit trail for admins: who did what, when, before and after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAgent(context, 'admin');
  const params = new URL(request.url).searchParams;
  const entity = AUDIT_ENTITIES.find((candidate) => candidate === params.get('entidad'));
  const page = pageNumber.safeParse(params.get('pagina'));
  const trail = await context.services.auditTrail.list({ entity, page: page.success ? page.data : 1 });
  return data(
    {
      ...backOfficeTexts(request, context),
      entity: entity ?? '',
      entities: AUDIT_ENTITIES,
      trail: {
        ...trail,
        rows: trail.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      },
    },
    { headers: NO_STORE },
  );
}

export const meta: Route.MetaFunction = ({ data: page }) => [
  { title: page?.language === 'en' ? 'Audit trail · Back office' : 'Auditoría · Gestión' },
];

export default function Audit() {
  const page = useLoaderData<typeof loader>();
  const { t, language } = useRouteTranslation('backOffice', page.translations);
  return (
    <div className="bo-page">
      <h1 className="bo-title">{t('audit.title')}</h1>
      <nav className="bo-filters" aria-label={t('audit.filter')}>
        <Link to="/gestion/auditoria" aria-current={page.entity === '' ? 'page' : undefined}>
          {t('audit.all')}
        </Link>
        {page.entities.map((entity) => (
          <Link
            key={entity}
            to={`/gestion/auditoria?entidad=${entity}`}
            aria-current={page.entity === entity ? 'page' : undefined}
          >
            {t(`audit.entities.${entity}`)}
          </Link>
        ))}
      </nav>
      <section className="bo-panel">
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.record')}</th>
                <th scope="col">{t('audit.happened')}</th>
              </tr>
            </thead>
            <tbody>
              {page.trail.rows.map((row) => (
                <tr key={row.id}>
                  <td>{dateTime(row.createdAt, language)}</td>
                  <td>{actionLabel(row.action, t)}</td>
                  <td>
                    {row.locator ? <Link to={`/gestion/reservas/${row.locator}`}>{row.locator}</Link> : null}
                    {row.entity === 'reserva' ? null : (
                      <span className="bo-muted">
                        {row.locator ? ' · ' : ''}
                        {recordOf(row, t)}
                      </span>
                    )}
                  </td>
                  <td>
                    {auditSentence(row, t, language)}
                    {row.note ? <span className="bo-muted"> · {row.note}</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PageLinks
          pages={page.trail.pages}
          current={page.trail.page}
          href={(n) =>
            `/gestion/auditoria?${new URLSearchParams({ ...(page.entity ? { entidad: page.entity } : {}), pagina: String(n) }).toString()}`
          }
        />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <BackOfficeError error={error} />;
}
