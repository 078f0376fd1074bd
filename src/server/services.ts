import { isoDayOf } from '../domain/days';
import { createApiClientsService } from './api-clients/api-clients.service';
import { createBookingService } from './booking/booking.service';
import { createCallbackService } from './callback/callback.service';
import { createChangeRequestService } from './change-requests/change-request.service';
import { createApiPresenter } from './catalogue/api-presenter';
import { createCatalogueReads } from './catalogue/catalogue-reads';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createCatalogueVersion } from './catalogue/catalogue-version';
import { createOfferQuotes } from './catalogue/offer-quote';
import type { Config } from './config';
import type { Database, DatabaseHandle } from './db/client';
import { createSignInThrottle } from './sign-in-throttle/sign-in-throttle';
import { createBookingMessagesService } from './booking-messages/booking-messages.service';
import { createDocumentsService } from './documents/documents.service';
import { createBookingSystemService } from './booking-system/booking-system.service';
import { createMyBookingService } from './my-booking/my-booking.service';
import { createPaymentsService } from './payments/payments.service';
import { createSandboxGateway } from './payments/sandbox-gateway';
import { createAgentsService } from './back-office/agents.service';
import { loadSecretKey } from './back-office/agent-secret-key';
import { createAuditTrail } from './back-office/audit-trail';
import { createBookingDesk } from './back-office/booking-desk';
import { createServiceChange } from './back-office/service-change';
import { createInbox } from './back-office/inbox';
import { createHotelSearch } from './hotels/hotel-search.service';
import { createMailbox } from './back-office/mailbox';
import { createPersonalData } from './back-office/personal-data';
import { createPhotos } from './catalogue/photos';
import { createCatalogueEditor } from './catalogue/catalogue-editor';
import { importCatalogue, readCatalogueFiles, type RawCatalogue } from './catalogue/import/catalogue-import';
import type { Actor } from './back-office/audit';
import { mailTexts } from './mail/mail-texts';

/** The business services every entry point (page loaders, REST routes, workers) shares. */
export function createServices(
  database: DatabaseHandle,
  config: Config,
  clock: () => Date = () => new Date(),
) {
  const catalogueVersion = createCatalogueVersion(database);
  // One set of cached catalogue reads: the pages' services and the packages API's presenter share it.
  const catalogueReads = createCatalogueReads(database.db, () => isoDayOf(clock()), catalogueVersion);
  const catalogue = createCatalogueService(catalogueReads);
  const offers = createOfferQuotes(catalogue);
  const paymentsWith = (db: Database) =>
    createPaymentsService({
      db,
      gateway: config.payments,
      site: config.site,
      publicUrl: config.publicUrl,
      clock,
    });
  const payments = paymentsWith(database.db);
  const messages = createBookingMessagesService({
    db: database.db,
    site: config.site,
    publicUrl: config.publicUrl,
    clock,
  });
  const documentsWith = (db: Database) => createDocumentsService({ db, clock });
  const documents = documentsWith(database.db);
  const myBooking = createMyBookingService({
    db: database.db,
    publicUrl: config.publicUrl,
    replyTo: config.site.mailboxes.bookings,
    catalogue,
    payments,
    messages,
    documents,
    clock,
  });
  const signInThrottle = createSignInThrottle(database.db, clock);
  return {
    agents: createAgentsService({
      db: database.db,
      throttle: signInThrottle,
      clock,
      secretKey: () => loadSecretKey({ fromEnvironment: config.agentSecretKey, dataDir: config.dataDir }),
    }),
    inbox: createInbox(database.db),
    auditTrail: createAuditTrail(database.db),
    mailbox: createMailbox(database.db),
    personalData: createPersonalData(database.db, clock),
    photos: createPhotos(database),
    catalogueEditor: createCatalogueEditor(database.db),
    /** The agency's catalogue files: read, then checked and written whole (catalogue/import). */
    catalogueImport: {
      read: readCatalogueFiles,
      run: (catalogue: RawCatalogue, actor: Actor) => importCatalogue(database.db, catalogue, actor),
    },
    desk: createBookingDesk({
      db: database.db,
      site: config.site,
      publicUrl: config.publicUrl,
      clock,
      myBooking,
      messages,
      documents,
      paymentsWith,
      documentsWith,
      travellerTexts: mailTexts('myBooking'),
      changeTexts: mailTexts('changes'),
    }),
    serviceChange: createServiceChange({
      db: database.db,
      catalogue,
      offers,
      paymentsWith,
      site: config.site,
      publicUrl: config.publicUrl,
      clock,
      travellerTexts: mailTexts('myBooking'),
    }),
    bookingSystem: createBookingSystemService({ db: database.db, payments, clock }),
    payments,
    /** The card gateway's stand-in, when no Redsys key is configured. */
    sandboxGateway: config.payments.sandbox
      ? createSandboxGateway({
          config: config.payments,
          key: payments.gatewayKey,
          publicUrl: config.publicUrl,
          clock,
        })
      : undefined,
    messages,
    documents,
    myBooking,
    callback: createCallbackService(database.db),
    apiClients: createApiClientsService(database.db),
    signInThrottle,
    catalogueVersion,
    /** The bed bank's search service (hotel-only stays, /api/search and the /hotel pages). */
    hotelSearch: createHotelSearch({ db: database.db, catalogueVersion, today: () => isoDayOf(clock()) }),
    /** The catalogue as the pages read it (English view models). */
    catalogue,
    /** The packages API's answers, in the specification's field names (http/api/packages-api.ts only). */
    packagesApi: createApiPresenter(catalogueReads, catalogue.trips),
    offers,
    changeRequests: createChangeRequestService({
      db: database.db,
      catalogue,
      site: config.site,
      publicUrl: config.publicUrl,
      today: () => isoDayOf(clock()),
    }),
    booking: createBookingService({
      db: database.db,
      offers,
      catalogue,
      site: config.site,
      publicUrl: config.publicUrl,
      clock,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
