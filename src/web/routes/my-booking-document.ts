import { redirect } from 'react-router';
import { integerBetween, MAX_INTEGER } from '../../domain/schemas/bounds';
import { bookingSummaryPdf } from '../platform.server';
import { DOWNLOAD_HEADERS, fileDownload } from '../downloads.server';
import { serverT } from '../i18n/translations.server';
import { sessionBooking } from '../my-booking-session.server';
import { requestLanguage } from '../request-language.server';
import type { Route } from './+types/my-booking-document';

const documentId = integerBetween(1, MAX_INTEGER);

/**
 * /vermireserva/documento?doc=<id>: one of this session's booking's documents, streamed with the
 * name and type the server stored; ?doc=resumen: the booking summary PDF, made now in the page's
 * language. Nothing the visitor sends names a file: a document of another booking, or one gone,
 * leads back to the booking's documents with a notice, as does a failure.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const bookingId = await sessionBooking(request, context);
  // The session has ended: back to the lookup, which says so.
  if (bookingId === undefined)
    return redirect(`/mireserva?idioma=${language}&sesion=fin`, { headers: DOWNLOAD_HEADERS });
  // Anything but a file goes back to the booking's documents, which say what happened.
  const back = (notice: 'no' | 'error') =>
    redirect(`/vermireserva?idioma=${language}&documento=${notice}#documentos`, {
      headers: DOWNLOAD_HEADERS,
    });
  const asked = new URL(request.url).searchParams.get('doc');
  try {
    if (asked === 'resumen') {
      const view = await context.services.myBooking.view(bookingId, language);
      if (!view) return back('no');
      const t = serverT(language, 'myBooking');
      const pdf = await bookingSummaryPdf(
        view,
        language,
        { myBooking: t, offer: serverT(language, 'offer'), booking: serverT(language, 'booking') },
        context.config.site,
      );
      return fileDownload(pdf, 'application/pdf', `${t('pdf.fileName')}-${view.booking.locator}.pdf`);
    }
    const id = documentId.safeParse(asked);
    const file = id.success ? await context.services.documents.read(bookingId, id.data) : undefined;
    if (!file) return back('no');
    return fileDownload(file.data, file.fileType, file.fileName);
  } catch (error) {
    context.log.error({ err: error }, 'booking document could not be served');
    return back('error');
  }
}
