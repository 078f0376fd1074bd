import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { Block } from '../../../domain/content/rich-text';
import { useTranslation } from '../../i18n/i18n';
import { RichText } from './rich-text';

/** Opens the collapsed section an address's #anchor points into (a link from the assistant or the FAQ). */
function useOpenAnchoredSection() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return;
    for (let node: HTMLElement | null = target; node; node = node.parentElement) {
      if (node instanceof HTMLDetailsElement) node.open = true;
    }
    target.scrollIntoView({ block: 'start' });
  }, [hash]);
}

/**
 * The frame of an information page: an illustration, the title and the intro, a list of its
 * sections to jump to, then the sections.
 */
export function InfoPage({
  title,
  intro,
  illustration,
  contents,
  children,
}: {
  title: string;
  intro: readonly Block[];
  illustration: string;
  contents: readonly { id: string; title: string }[];
  children: ReactNode;
}) {
  const { t } = useTranslation('info');
  useOpenAnchoredSection();
  return (
    <div className="container page info-page">
      <header className="info-hero">
        <img className="info-hero__picture" src={illustration} alt="" width={320} height={200} />
        <div className="info-hero__text">
          <h1>{title}</h1>
          <div className="lead">
            <RichText blocks={intro} />
          </div>
        </div>
      </header>
      <nav className="info-contents" aria-label={t('contents')}>
        <ul>
          {contents.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
