import { data } from 'react-router';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { NO_STORE, requireAgent } from '../../back-office.server';
import type { Route } from './+types/mail-html';

const mailId = integerBetween(1, MAX_INTEGER);

/**
 * One mail's HTML, for the mailbox's sandboxed frame: no script, nothing fetched, its own inline
 * styles allowed (the mail layout is inline-styled, as mail clients need), framed by our pages only.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAgent(context);
  const id = mailId.safeParse(params.id);
  const mail = id.success ? await context.services.mailbox.read(id.data) : undefined;
  if (!mail) throw data({ notFound: true }, { status: 404, headers: NO_STORE });
  return new Response(mail.htmlBody, {
    headers: {
      ...NO_STORE,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
      'X-Frame-Options': 'SAMEORIGIN',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
