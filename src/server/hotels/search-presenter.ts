import type { BedBankCity, HotelReview } from '../../domain/hotels/bed-bank';
import { daysUntil } from '../../domain/days';
import { bedBankText } from '../../domain/hotels/city-lookup';
import { perNightPrice } from '../../domain/hotels/hotel-prices';
import { overallScore, type ReviewAnalysis, type ReviewSummary } from '../../domain/hotels/hotel-reviews';
import type { Language } from '../../domain/language';
import type { HotelResult, HotelStay } from './hotel-search.service';

/**
 * The search service's answers in the specification's Spanish field names (schemas in
 * domain/schemas/search-api-responses.ts); money in euros, cents / 100.
 */

const euros = (cents: number) => cents / 100;

export function city(found: BedBankCity & { hotels: number }, language: Language) {
  return {
    destinoId: found.id,
    nombre: bedBankText(found.name, language).text,
    nombres: found.name,
    pais: found.country,
    tipo: found.kind === 'beach' ? ('playa' as const) : ('ciudad' as const),
    hoteles: found.hotels,
  };
}

export function hotelResult(result: HotelResult, stay: HotelStay, language: Language) {
  const { hotel } = result;
  const nights = daysUntil(stay.checkIn, stay.checkOut);
  const cheapest = result.options[0];
  return {
    codigo: hotel.code,
    nombre: hotel.name,
    estrellas: hotel.stars,
    descripcion: hotel.description,
    direccion: hotel.address,
    latitud: hotel.latitude,
    longitud: hotel.longitude,
    distancia: {
      metros: hotel.distanceMetres,
      hasta: result.city.kind === 'beach' ? ('playa' as const) : ('centro' as const),
    },
    servicios: hotel.amenities,
    imagen: hotel.imagePath,
    opiniones: result.reviews ? { media: result.reviews.average, total: result.reviews.count } : null,
    noches: nights,
    disponible: cheapest !== undefined,
    habitaciones: (cheapest?.rooms ?? []).map((room) => {
      return {
        habitacion: room.roomNumber,
        codigo: room.roomCode,
        nombre: bedBankText(room.roomName, language).text,
        proveedor: room.supplier,
        regimen: room.mealPlan,
        reembolsable: room.refundable,
        cancelacionGratuitaHasta: room.freeUntil,
        gastosCancelacion: euros(room.cancellationFee),
        observaciones: bedBankText(room.remarks, language).text,
        precio: euros(room.total),
      };
    }),
    precioTotal: euros(cheapest?.total ?? 0),
    precioNoche: euros(cheapest ? perNightPrice(cheapest.total, nights) : 0),
    opciones: result.options.map((option) => ({
      regimen: option.mealPlan,
      reembolsable: option.refundable,
      precioTotal: euros(option.total),
    })),
  };
}

export function reviews(list: readonly HotelReview[], summary: ReviewSummary) {
  return {
    resumen: {
      total: summary.count,
      media: summary.average ?? 0,
      excelentes: summary.bands.excellent,
      buenas: summary.bands.good,
      correctas: summary.bands.average,
      malas: summary.bands.poor,
    },
    opiniones: list.map((review) => ({
      id: review.id,
      idioma: review.language,
      autor: review.author,
      fecha: review.date,
      puntuacion: overallScore(review),
      puntuaciones: review.scores,
      titulo: review.title,
      texto: review.text,
      pros: review.pros,
      contras: review.cons,
      respuesta: review.ownerResponse
        ? { fecha: review.ownerResponse.date, texto: review.ownerResponse.text }
        : null,
    })),
  };
}

export function analysis(found: ReviewAnalysis) {
  return {
    medias: found.aspects,
    pros: found.pros.map((item) => ({ clave: item.key, veces: item.count })),
    contras: found.cons.map((item) => ({ clave: item.key, veces: item.count })),
    positivas: found.positive,
    negativas: found.negative,
  };
}
