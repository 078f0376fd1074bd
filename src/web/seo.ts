import { shareablePicture } from '../domain/catalogue/photo-variants';
import type { MetaDescriptor } from 'react-router';
import { alternateLinks } from './language-links';
import type { RootData } from './root-data';

interface PageMetaInput {
  title: string | undefined;
  description?: string | undefined;
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
  location: { pathname: string; search: string };
  noindex?: boolean;
  image?: string;
}

/** Title, description, canonical and hreflang alternates for a page, in its language. */
export function pageMeta({
  title,
  description,
  matches,
  location,
  noindex,
  image,
}: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const brand = root?.site.brandName ?? '';
  const fullTitle = title ? `${title} | ${brand}` : brand;
  const tags: MetaDescriptor[] = [{ title: fullTitle }];
  if (description)
    tags.push(
      { name: 'description', content: description },
      { property: 'og:description', content: description },
    );
  tags.push({ property: 'og:title', content: fullTitle }, { property: 'og:type', content: 'website' });
  if (noindex) tags.push({ name: 'robots', content: 'noindex' });
  if (root) {
    const params = new URLSearchParams(location.search);
    params.delete('idioma');
    const query = params.toString();
    const own = root.site.languageSites[root.language];
    const canonical = own
      ? `${own.replace(/\/$/, '')}${location.pathname}${query ? `?${query}` : ''}`
      : `${root.origin}${location.pathname}?${new URLSearchParams({ ...Object.fromEntries(params), idioma: root.language }).toString()}`;
    tags.push(
      { tagName: 'link', rel: 'canonical', href: canonical },
      { property: 'og:url', content: canonical },
    );
    tags.push({ property: 'og:locale', content: root.language });
    if (image)
      tags.push({
        property: 'og:image',
        content: image.startsWith('http') ? image : `${root.origin}${shareablePicture(image)}`,
      });
    if (!noindex) {
      for (const alternate of alternateLinks(location, root.site.languageSites, root.origin)) {
        tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.language, href: alternate.href });
      }
      tags.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: `${root.origin}${location.pathname}${query ? `?${query}` : ''}`,
      });
    }
  }
  return tags;
}
