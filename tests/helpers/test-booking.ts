import { randomUUID } from 'node:crypto';
import type { OfferSelection } from '../../src/domain/booking/offer-address';
import { expectedTravellers } from '../../src/domain/booking/travellers';
import { addDays, compactToIso } from '../../src/domain/days';
import type { Language } from '../../src/domain/language';
import type { BookingRequest } from '../../src/domain/schemas/booking-request';
import type { BookingRequestInput } from '../../src/server/booking/booking.service';
import type { Services } from '../../src/server/services';
import { REQUESTER } from './booking-form.mjs';

export const TEST_CARD = { number: '4111111111111111', code: '8642' };

/**
 * A bookable selection of the demo catalogue: 2 adults and a child of 7, one excursion; in Punta
 * Cana unless another destination (code) is asked for.
 */
export async function demoSelection(
  services: Services,
  today: string,
  destination = 'PUJ',
): Promise<OfferSelection> {
  const [offer] = await services.packagesApi.accommodationOffers({
    language: 'es',
    destination,
    from: today,
  });
  if (!offer) throw new Error(`the demo catalogue has no offer in ${destination}`);
  const selection: OfferSelection = {
    accommodationId: offer.id_alojamiento,
    origin: 'MAD',
    nights: offer.noches,
    day: compactToIso(offer.fecha),
    party: [{ adults: 2, childAges: [7], infants: 0 }],
    excursions: [],
  };
  const quote = await services.offers.quote(selection, 'es');
  const extra = quote?.extras[0]?.extras[0];
  if (extra) selection.excursions.push({ id: extra.id, day: extra.from });
  return selection;
}

/** A birth date that makes a traveller of this type (and age) on the day of departure. */
function birthDateFor(tipo: string, age: number | undefined, departure: string) {
  if (tipo === 'B') return addDays(departure, -200);
  const years = tipo === 'A' ? 40 : (age ?? 7);
  const monthDay = departure.slice(5) === '02-29' ? '02-28' : departure.slice(5);
  return addDays(`${Number(departure.slice(0, 4)) - years}-${monthDay}`, -30);
}

/** A complete, valid request for a selection, as the schema hands it to the service. */
export async function demoRequest(
  services: Services,
  selection: OfferSelection,
  changes: Partial<BookingRequest> = {},
): Promise<BookingRequest> {
  const quote = await services.offers.quote(selection, 'es');
  if (!quote?.selected || quote.total === null) throw new Error('the demo selection is not priced');
  const departure = quote.selected.day;
  return {
    idSolicitud: randomUUID(),
    precioMostrado: quote.total,
    solicitante: { ...REQUESTER },
    viajeros: expectedTravellers(selection.party).map((traveller, index) => ({
      nombre: ['Ana', 'Luis', 'Lucía', 'Pablo'][index] ?? 'Eva',
      apellido: 'García',
      dni: `X${1000000 + index}`,
      nacionalidad: 'ES',
      fechaNacimiento: birthDateFor(traveller.tipo, traveller.age, departure),
      tipo: traveller.tipo,
    })),
    comentario: '',
    seguroViaje: true,
    ampliacionMedica: false,
    atencionPersonalizada: true,
    tarjeta: {
      CardType: 'VI',
      CardNumber: TEST_CARD.number,
      SecurityCode: TEST_CARD.code,
      NameOnCard: 'ANA GARCIA',
      ExpirationDate: '2030-04',
    },
    CondicionesGenerales: true,
    CondicionesPrivacidad: true,
    ...changes,
  };
}

/**
 * Books the demo selection (or `selection`) as the storefront's form does (`changes` to the
 * request: another requester, say); its locator and id, and what was sent.
 */
export async function bookDemoTrip(
  services: Services,
  options: {
    today: string;
    language: Language;
    texts: BookingRequestInput['texts'];
    changes?: Partial<BookingRequest>;
    selection?: OfferSelection;
  },
) {
  const selection = options.selection ?? (await demoSelection(services, options.today));
  const request = await demoRequest(services, selection, options.changes);
  const outcome = await services.booking.request({
    selection,
    request,
    language: options.language,
    texts: options.texts,
  });
  if (outcome.kind !== 'booked') throw new Error(`the demo trip was not booked: ${outcome.kind}`);
  const id = await services.myBooking.find(outcome.locator, request.solicitante.email);
  if (id === undefined) throw new Error(`the booking ${outcome.locator} is not found`);
  return { locator: outcome.locator, id, selection, request };
}
