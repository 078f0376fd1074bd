import { data } from 'react-router';
import { personEmail } from '../../../domain/schemas/back-office';
import { z } from '../../../domain/schemas/zod';
import { actorOf, NO_STORE, requireAgent } from '../../back-office.server';
import { parseForm } from '../../forms.server';
import type { Route } from './+types/personal-data-export';

/** Everything about one person as a JSON file (GDPR access and portability); the e-mail comes in the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const session = requireAgent(context, 'admin');
  const person = parseForm(await request.formData(), z.object({ email: personEmail }));
  if (person.status !== 'success') throw data({ invalid: true }, { status: 400, headers: NO_STORE });
  const document = await context.services.personalData.export(person.value.email, actorOf(session));
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      ...NO_STORE,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="datos-personales.json"',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** A link here just goes back to the page. */
export const loader = () =>
  new Response(null, { status: 303, headers: { ...NO_STORE, Location: '/gestion/proteccion-datos' } });
