import { createApiClientsService } from './api-clients/api-clients.service';
import { createBookingService } from './booking/booking.service';
import { createCallbackService } from './callback/callback.service';
import { createChangeRequestService } from './change-requests/change-request.service';
import { createCatalogueService } from './catalogue/catalogue.service';
import { createCatalogueVersion } from './catalogue/catalogue-version';
import { createOfferQuotes } from './catalogue/offer-quote';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createSignInThrottle } from './sign-in-throttle/sign-in-throttle';
import { createBookingMessagesService } from './booking-messages/booking-messages.service';
import { createDocumentsService } from './documents/documents.service';
import { createBookingSystemService } from './booking-system/booking-system.service';
import { createMyBookingService } from './my-booking/my-booking.service';
import { createPaymentsService } from './payments/payments.service';
import { createSandboxGateway } from './payments/sandbox-gateway';

/** The business services every entry point (page loaders, REST routes, workers) shares. */
export function createServices(
  database: DatabaseHandle,
  config: Config,
  clock: () => Date = () => new Date(),
) {
  const catalogueVersion = createCatalogueVersion(database);
  const catalogue = createCatalogueService(
    database.db,
    () => clock().toISOString().slice(0, 10),
    catalogueVersion,
  );
  const offers = createOfferQuotes(catalogue);
  const payments = createPaymentsService({
    db: database.db,
    gateway: config.payments,
    site: config.site,
    publicUrl: config.publicUrl,
    clock,
  });
  const messages = createBookingMessagesService({
    db: database.db,
    site: config.site,
    publicUrl: config.publicUrl,
    clock,
  });
  const documents = createDocumentsService({ db: database.db, clock });
  return {
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
    myBooking: createMyBookingService({ db: database.db, catalogue, payments, messages, documents, clock }),
    callback: createCallbackService(database.db),
    apiClients: createApiClientsService(database.db),
    signInThrottle: createSignInThrottle(database.db, clock),
    catalogueVersion,
    catalogue,
    offers,
    changeRequests: createChangeRequestService({
      db: database.db,
      catalogue,
      site: config.site,
      publicUrl: config.publicUrl,
      today: () => clock().toISOString().slice(0, 10),
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
