import type { Route } from './+types/robots';

export function loader({ context }: Route.LoaderArgs) {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /llamame',
    'Disallow: /consentimiento',
    'Disallow: /guia-de-estilo',
    'Disallow: /vermireserva',
    'Disallow: /pago/',
    'Disallow: /pasarela-pruebas/',
    '',
    `Sitemap: ${context.config.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
