import { redirect } from 'react-router';
import { integerBetween, MAX_INTEGER } from '../../domain/schemas/bounds';
import { attachmentHeader } from '../../server/documents/documents.service';
import { bookingSummaryPdf } from '../../server/documents/booking-summary-pdf';
import { serverT } from '../i18n/translations.server';
import { sessionBooking } from '../my-booking-session.server';
import { requestLanguage } from '../request-language.server';
import type { Route } from './+types/my-booking-document';

const documentId = integerBetween(1, MAX_INTEGER);

/** Every download is personal and is what the server says it is. */
const DOWNLOAD_HEADERS = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } as const;

function notFound() {
  return new Response('Not found', {
    status: 404,
    headers: { ...DOWNLOAD_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * /vermireserva/documento?doc=<id>: one of this session's booking's documents, streamed with the
 * name and type the server stored; ?doc=resumen: the booking summary PDF, made now in the page's
 * language. Nothing the visitor sends names a file: a document of another booking is a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request, context);
  const bookingId = await sessionBooking(request, context);
  // The session has ended: back to the lookup, which says so.
  if (bookingId === undefined)
    return redirect(`/mireserva?idioma=${language}&sesion=fin`, { headers: DOWNLOAD_HEADERS });
  const asked = new URL(request.url).searchParams.get('doc');
  if (asked === 'resumen') {
    const view = await context.services.myBooking.view(bookingId, language);
    if (!view) return notFound();
    const pdf = await bookingSummaryPdf(
      view,
      language,
      { myBooking: serverT(language, 'myBooking'), offer: serverT(language, 'offer') },
      context.config.site,
    );
    const name = `${serverT(language, 'myBooking')('pdf.fileName')}-${view.booking.locator}.pdf`;
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...DOWNLOAD_HEADERS,
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.length),
        'Content-Disposition': attachmentHeader(name),
      },
    });
  }
  const id = documentId.safeParse(asked);
  const file = id.success ? await context.services.documents.read(bookingId, id.data) : undefined;
  if (!file) return notFound();
  return new Response(new Uint8Array(file.data), {
    headers: {
      ...DOWNLOAD_HEADERS,
      'Content-Type': file.fileType,
      'Content-Length': String(file.fileSize),
      'Content-Disposition': attachmentHeader(file.fileName),
    },
  });
}
