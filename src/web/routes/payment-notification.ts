import { text } from '../../domain/schemas/bounds';
import { z } from '../../domain/schemas/zod';
import { parseForm } from '../forms.server';
import { serverT } from '../i18n/translations.server';
import type { Route } from './+types/payment-notification';

/** The three fields Redsys posts, each bounded before anything reads it. */
const notification = z.object({
  Ds_SignatureVersion: text(20),
  Ds_MerchantParameters: text(4000).pipe(z.string().regex(/^[A-Za-z0-9+/=_-]+$/)),
  Ds_Signature: text(100).pipe(z.string().regex(/^[A-Za-z0-9+/=_-]+$/)),
});

/**
 * POST /pago/notificacion: the card gateway's signed notification of a payment (Redsys "online
 * notification", server to server). Only a correctly signed one changes anything, once; the
 * answer is a plain 200 either way, as Redsys expects, except for an unreadable request.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = parseForm(await request.formData(), notification);
  if (parsed.status !== 'success')
    return new Response('bad request', { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const outcome = await context.services.payments.applyNotification(parsed.value, (language) =>
    serverT(language, 'myBooking'),
  );
  if (outcome.kind === 'paid') context.mail.nudge();
  const level = outcome.kind === 'refused' || outcome.kind === 'ignored' ? 'warn' : 'info';
  context.log[level](
    { outcome: outcome.kind, reason: 'reason' in outcome ? outcome.reason : undefined },
    'card gateway notification',
  );
  return new Response('OK', { headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' } });
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } });
}
