import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';

/** Links to the pages of a long list (at most the first 20), the current one marked. */
export function PageLinks({
  pages,
  current,
  href,
}: {
  pages: number;
  current: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation('backOffice');
  if (pages <= 1) return null;
  return (
    <nav className="bo-pages" aria-label={t('inbox.pages')}>
      {Array.from({ length: Math.min(pages, 20) }, (_, index) => index + 1).map((n) => (
        <Link key={n} to={href(n)} aria-current={n === current ? 'page' : undefined}>
          {n}
        </Link>
      ))}
    </nav>
  );
}
