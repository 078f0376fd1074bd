import { LANGUAGES } from '../../domain/language';
import { alternateLinks } from '../language-links';
import type { Route } from './+types/sitemap';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Every indexable page (home, contact, the hotel search, each destination, combined trip and circuit) in the six languages, with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, services } = context;
  const origin = config.publicUrl;
  const sites = config.site.languageSites;
  const [destinations, trips] = await Promise.all([
    services.catalogue.destinationLinks('es', { onSale: false }),
    services.catalogue.trips.searchEntries('es'),
  ]);
  const pages = [
    { pathname: '/', search: '' },
    { pathname: '/contacto', search: '' },
    { pathname: '/hotel', search: '' },
    ...destinations.map((destination) => ({
      pathname: '/alojamientoDestino',
      search: `?destino=${encodeURIComponent(destination.slug)}`,
    })),
    { pathname: '/combinados', search: '' },
    { pathname: '/circuitos', search: '' },
    // Each trip's page without its language (the alternates add each site's).
    ...trips.flatMap((trip) => {
      if (!trip.href) return [];
      const url = new URL(trip.href, origin);
      url.searchParams.delete('idioma');
      return [{ pathname: url.pathname, search: url.search }];
    }),
  ];
  const urls = pages.flatMap((page) => {
    const alternates = alternateLinks(page, sites, origin);
    return LANGUAGES.map((language) => {
      const own = alternates.find((alternate) => alternate.language === language)?.href ?? '';
      const links = alternates
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate.language}" href="${escapeXml(alternate.href)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(own)}</loc>${links}</url>`;
    });
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
