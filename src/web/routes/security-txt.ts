import { isoDayOf } from '../../domain/days';
import type { Route } from './+types/security-txt';

/** RFC 9116: where to report a security problem (the data-protection mailbox of the site settings). */
export function loader({ context }: Route.LoaderArgs) {
  const expires = isoDayOf(new Date(Date.now() + 365 * 86_400_000));
  const body = [
    `Contact: mailto:${context.config.site.mailboxes.data}`,
    `Expires: ${expires}T00:00:00.000Z`,
    'Preferred-Languages: es, en',
    `Canonical: ${context.config.publicUrl}/.well-known/security.txt`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
