import { priceBreakdown } from '../../domain/pricing/breakdown';
import type { PricedService, RoomChoice } from '../../domain/pricing/types';
import type { CatalogueRepository } from './catalogue.repository';
import type { ServiceRoomRow } from './repository/accommodations.repository';
import type { ServiceRow } from './repository/services.repository';
import { NotFoundError } from './errors';

/** Maps the database's service to the pricing engine's view of it for one day's price. */
export function pricedService(service: ServiceRow, basePrice: number): PricedService {
  return {
    numeroServicio: service.id,
    alojamiento: service.accommodationName,
    grupo: service.groupCode,
    basePrice,
    taxPerPerson: service.taxPerPerson,
    insurancePerPerson: service.insurancePerPerson,
    childDiscountPercent: service.childDiscountPercent,
    thirdPersonDiscountPercent: service.thirdPersonDiscountPercent,
    singleSupplement: service.singleSupplement,
    infantRule: service.infantRule,
  };
}

export interface RoomToPrice {
  numeroServicio: number;
  idHabitacion: number;
  adults: number;
  childAges: number[];
  infants: number;
  /** YYYY-MM-DD, not before `from`; the service's first bookable day from `from` when absent. */
  day?: string | undefined;
}

/**
 * Section 4 breakdown from the pricing engine, for rooms of one or more services on their day
 * (a day before `from`, the offer date, is not sold):
 * each service, its day's price and its rooms are read once, whatever the number of rooms.
 */
export async function priceRooms(repo: CatalogueRepository, rooms: RoomToPrice[], from: string) {
  const services = new Map<number, Promise<{ service: ServiceRow; rooms: ServiceRoomRow[] }>>();
  const serviceOf = (serviceId: number) => {
    let loading = services.get(serviceId);
    if (!loading) {
      loading = Promise.all([repo.service(serviceId), repo.serviceRooms(serviceId, 'es')]).then(
        ([service, serviceRooms]) => {
          if (!service) throw new NotFoundError(`service ${serviceId} not found`);
          return { service, rooms: serviceRooms };
        },
      );
      services.set(serviceId, loading);
    }
    return loading;
  };
  const choices: RoomChoice[] = await Promise.all(
    rooms.map(async (room) => {
      const { service, rooms: options } = await serviceOf(room.numeroServicio);
      const day = room.day ?? (await repo.firstBookableDay(service.id, from))?.day;
      const [price] = day && day >= from ? await repo.dayPrices([service.id], day) : [];
      if (!price?.price) throw new NotFoundError(`service ${service.id} has no price on ${day ?? 'any day'}`);
      const option = options.find((candidate) => candidate.roomId === room.idHabitacion);
      if (!option)
        throw new NotFoundError(`room ${room.idHabitacion} is not offered with service ${service.id}`);
      return {
        service: pricedService(service, price.price),
        idHabitacion: option.roomId,
        nombreHabitacion: option.name,
        roomSupplement: option.supplement,
        adults: room.adults,
        childAges: room.childAges,
        infants: room.infants,
      };
    }),
  );
  return priceBreakdown(choices);
}
