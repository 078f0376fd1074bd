import { toLanguage } from '../../domain/language';
import { text } from '../../domain/schemas/bounds';
import { createAssistant } from '../platform.server';
import type { Assistant } from '../../server/assistant/assistant.service';
import type { Services } from '../../server/services';
import { serverT, translationsFor } from '../i18n/translations.server';
import type { Route } from './+types/assistant';

const question = text(300);

/** One assistant per running storefront (its index is built once per language, on first use). */
const assistants = new WeakMap<Services, Assistant>();

/**
 * /asistente?idioma=es: Domi's texts in a language, fetched when the chat first opens;
 * /asistente?idioma=es&q=…: Domi's reply to a question, as JSON. An unreadable question is
 * handed over to a person, like one Domi cannot answer.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const language = toLanguage(params.get('idioma')) ?? 'es';
  if (!params.has('q')) {
    // The chat's own words; the phrasings that help the index find answers stay on the server.
    const { phrasings: _serverOnly, ...texts } = translationsFor(language, ['assistant']).assistant ?? {};
    return Response.json({ assistant: texts }, { headers: { 'cache-control': 'public, max-age=3600' } });
  }
  const typed = question.safeParse(params.get('q'));
  let assistant = assistants.get(context.services);
  if (!assistant) {
    assistant = createAssistant({
      settings: context.config.site,
      catalogue: context.services.catalogue,
      translate: (lng) => serverT(lng, 'assistant'),
    });
    assistants.set(context.services, assistant);
  }
  const reply = typed.success
    ? await assistant.reply(typed.data, language)
    : { kind: 'handover', destination: null };
  return Response.json(reply, { headers: { 'cache-control': 'no-store' } });
}
