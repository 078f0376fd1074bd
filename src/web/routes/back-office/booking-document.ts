import { redirect } from 'react-router';
import { integerBetween, MAX_INTEGER } from '../../../domain/schemas/bounds';
import { requireAgent } from '../../back-office.server';
import { DOWNLOAD_HEADERS, fileDownload } from '../../downloads.server';
import type { Route } from './+types/booking-document';

const documentId = integerBetween(1, MAX_INTEGER);

/** A booking's document as the team downloads it; anything else goes back to the file's documents. */
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAgent(context);
  const locator = params.localizador.toUpperCase();
  const back = redirect(`/gestion/reservas/${encodeURIComponent(locator)}?documento=no#documentos`, {
    headers: DOWNLOAD_HEADERS,
  });
  const id = documentId.safeParse(params.id);
  if (!id.success || !/^[A-Z0-9]{4,12}$/.test(locator)) return back;
  const file = await context.services.desk.document(locator, id.data);
  return file ? fileDownload(file.data, file.fileType, file.fileName) : back;
}
