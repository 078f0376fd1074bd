/**
 * What the pages may use of the server, in one place. Route modules receive the services
 * through their load context (`context.services`); the few values they need beyond that (page
 * cache headers, the database's state, throttling keys, content pages, documents) come from
 * here, so that the web never reaches into the server's database or HTTP internals, and a lint
 * zone (eslint.config.js) keeps it that way. Types may be imported from the server directly.
 */
export { RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../server/db/availability';
export { KEEPABLE_PAGE_HEADERS } from '../server/http/page-cache';
export { siteForLanguage } from '../server/site-settings';
export { bookingLookupKeys, onlyTheReferencePaused } from '../server/sign-in-throttle/lookup-throttle';
export { conditionsPage, dataProtectionPage, faqPage } from '../server/content/content';
export { createAssistant } from '../server/assistant/assistant.service';
export { priceOffersForParty } from '../server/catalogue/search-results';
export { countryHolidays } from '../server/catalogue/country-holidays';
export { attachmentHeader } from '../server/documents/documents.service';
export { bookingSummaryPdf } from '../server/documents/booking-summary-pdf';
export { UNREADABLE_SECRET } from '../server/back-office/agents.service';
export { mapImagePath } from '../server/maps/map-image';
export { fitView, isInside, parseMapView, projectPoint, viewAround } from '../server/maps/map-view';
