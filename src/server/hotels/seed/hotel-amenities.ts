import { HOTEL_AMENITIES, type HotelAmenity } from '../../../domain/hotels/bed-bank';
import type { Random } from '../../../domain/random';

/**
 * A hotel's amenities, consistent with what it is: beachfront only on the sand, a kids' club
 * only at the beach and never with adults only (itself rare), more of everything with stars.
 */

interface AmenitiesFor {
  kind: 'beach' | 'city';
  stars: number;
  distanceMetres: number;
}

const byStars = (stars: number, shares: readonly [number, number, number, number, number]) =>
  shares[stars - 1] ?? 0;

export function hotelAmenities(random: Random, hotel: AmenitiesFor): HotelAmenity[] {
  const { kind, stars } = hotel;
  const beach = kind === 'beach';
  const adultsOnly = random.chance(beach ? (stars >= 4 ? 0.08 : 0.02) : 0.01);
  const chance: Record<HotelAmenity, number> = {
    pool: beach ? byStars(stars, [0.3, 0.6, 0.85, 1, 1]) : byStars(stars, [0, 0.02, 0.08, 0.3, 0.6]),
    beachfront: beach && hotel.distanceMetres === 0 ? 1 : 0,
    spa: byStars(stars, [0, 0, 0.12, 0.5, 0.85]),
    gym: byStars(stars, [0, 0.05, 0.3, 0.65, 0.9]),
    wifi: 0.97,
    parking: beach ? 0.85 : 0.2 + stars * 0.08,
    restaurant: beach ? byStars(stars, [0.3, 0.5, 0.8, 1, 1]) : byStars(stars, [0.05, 0.2, 0.55, 0.85, 1]),
    kidsClub: beach && !adultsOnly ? byStars(stars, [0, 0.05, 0.3, 0.6, 0.7]) : 0,
    airportShuttle: beach ? 0.5 : 0.05 + stars * 0.04,
    petsAllowed: beach || adultsOnly ? 0.03 : 0.2,
    adultsOnly: adultsOnly ? 1 : 0,
    accessible: 0.25 + stars * 0.12,
  };
  return HOTEL_AMENITIES.filter((amenity) => chance[amenity] >= 1 || random.chance(chance[amenity]));
}
