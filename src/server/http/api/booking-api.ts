import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as input from '../../../domain/schemas/booking-api';
import * as answer from '../../../domain/schemas/booking-api-responses';
import { centsToEuros } from '../../../domain/pricing/money';
import { BookingNotFoundError } from '../../booking-system/booking-system.service';
import { attachmentHeader, MAX_DOCUMENT_BYTES } from '../../documents/documents.service';
import { mailTexts } from '../../mail/mail-texts';
import { answers, scoped } from './api-answers';

const tags = ['Reservas'];
/** Reads (GET) need `bookings:read`; writes (POST), which can reach travellers, `bookings:write` (decision 0021). */
const READ = 'bookings:read';
const WRITE = 'bookings:write';
/** A read names a booking (404 when there is none); a write also reads a body and can meet a booking that refuses it. */
const read = <T>(ok: T) => answers(ok, { notFound: true });
const write = <T>(ok: T) => answers(ok, { notFound: true, body: true, conflict: true });
/** Base64 of the largest document, with room for the other fields. */
const UPLOAD_BODY_BYTES = Math.ceil((MAX_DOCUMENT_BYTES * 4) / 3) + 64 * 1024;

/**
 * The booking system API of section 7 under /api/v1, with the same bearer tokens as /api. Reads
 * take the booking's id; the create calls write a draft step by step and `Reservas/Publicar` makes
 * it visible to its traveller. Handlers validate (zod) and call the services; nothing else.
 */
export async function registerBookingApi(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { bookingSystem: system, payments, messages, documents } = app.services;
  const byId = { querystring: input.bookingIdQuery, tags };

  api.get(
    '/Reservas',
    scoped(READ, { querystring: input.bookingQuery, response: read(answer.bookingRecord), tags }),
    async ({ query }) => system.booking(query.localizador, query.IDWeb),
  );
  api.get(
    '/Reservas/Hoteles',
    scoped(READ, { ...byId, response: read(answer.bookingHotels) }),
    async ({ query }) => system.hotels(query.IDReserva),
  );
  api.get(
    '/Reservas/Pasajeros',
    scoped(READ, { ...byId, response: read(answer.bookingPassengers) }),
    async ({ query }) => system.passengers(query.IDReserva),
  );
  api.get(
    '/Reservas/Suplementos',
    scoped(READ, { ...byId, response: read(answer.bookingSupplements) }),
    async ({ query }) => system.supplements(query.IDReserva),
  );
  api.get(
    '/Reservas/Mensajes',
    scoped(READ, { ...byId, response: read(answer.bookingMessages) }),
    async ({ query }) => system.messages(query.IDReserva),
  );
  api.get(
    '/Reservas/DetalleVuelo',
    scoped(READ, { querystring: input.bookingIdSnakeQuery, response: read(answer.flightDetail), tags }),
    async ({ query }) => system.flightDetail(query.id_reserva),
  );
  api.get(
    '/Reservas/PagosRealizados',
    scoped(READ, { ...byId, response: read(answer.paymentsMade) }),
    async ({ query }) => {
      await system.requireBooking(query.IDReserva);
      return (await payments.paymentsOf(query.IDReserva)).map((p) => ({
        idPago: p.id,
        monto: centsToEuros(p.amount),
        formaPago: p.method,
        referencia: p.reference,
        fecha: p.paidAt.toISOString(),
      }));
    },
  );
  api.get(
    '/Reservas/OrdenesPago',
    scoped(READ, { ...byId, response: read(answer.paymentOrders) }),
    async ({ query }) => {
      await system.requireBooking(query.IDReserva);
      return (await payments.ordersOf(query.IDReserva)).map((o) => ({
        idOrden: o.id,
        ref: o.ref,
        monto: centsToEuros(o.amount),
        fechaVigencia: o.validUntil,
        estado: o.status,
      }));
    },
  );
  api.get(
    '/Reservas/SaldoPendiente',
    scoped(READ, { ...byId, response: read(answer.pendingBalance) }),
    async ({ query }) => {
      const balance = await payments.balance(query.IDReserva);
      if (!balance) throw new BookingNotFoundError('La reserva no existe');
      return centsToEuros(balance.pending);
    },
  );
  api.get(
    '/Reservas/OperadorVuelo',
    scoped(READ, { querystring: input.operatorQuery, response: read(answer.operatorInfo), tags }),
    async ({ query }) => system.operator(query.idWeb, query.locata),
  );
  api.get(
    '/Reservas/Desglose',
    scoped(READ, { querystring: input.bookingIdSnakeQuery, response: read(answer.breakdownLines), tags }),
    async ({ query }) => system.breakdown(query.id_reserva),
  );
  api.get(
    '/Reservas/Documentos/Existe',
    scoped(READ, { ...byId, response: read(answer.documentsExist) }),
    async ({ query }) => {
      await system.requireBooking(query.IDReserva);
      return (await documents.list(query.IDReserva)).length > 0;
    },
  );
  api.get(
    '/Reservas/Documentos',
    scoped(READ, { ...byId, response: read(answer.bookingDocuments) }),
    async ({ query }) => {
      await system.requireBooking(query.IDReserva);
      return (await documents.list(query.IDReserva)).map((d) => ({
        idDocumento: d.id,
        fileName: d.fileName,
        fileType: d.fileType,
        fileSize: d.fileSize,
        fecha: d.createdAt.toISOString(),
      }));
    },
  );
  api.get(
    '/Reservas/Documentos/Descargar',
    scoped(READ, {
      querystring: input.documentQuery,
      response: read({ content: { 'application/octet-stream': { schema: answer.documentFile } } }),
      tags,
    }),
    async ({ query }, reply) => {
      const file = await documents.read(query.IDReserva, query.doc);
      if (!file) return reply.status(404).send({ error: 'Not Found', message: 'El documento no existe' });
      return reply
        .header('content-type', file.fileType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );

  api.post(
    '/Reservas',
    scoped(WRITE, { body: input.createBookingBody, response: write(answer.createdBooking), tags }),
    async ({ body }) => system.createBooking(body),
  );
  api.post(
    '/Reservas/Hotel',
    scoped(WRITE, { body: input.bookingHotelBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => system.addHotel(body),
  );
  api.post(
    '/Reservas/Habitacion',
    scoped(WRITE, { body: input.bookingRoomBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => system.addRoom(body),
  );
  api.post(
    '/Reservas/Pasajero',
    scoped(WRITE, { body: input.bookingPassengerBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => system.addPassenger(body),
  );
  api.post(
    '/Reservas/Suplemento',
    scoped(WRITE, { body: input.bookingSupplementBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => system.addSupplement(body),
  );
  api.post(
    '/Reservas/SuplementoAdicional',
    scoped(WRITE, { body: input.additionalSupplementBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => system.addDiscount(body),
  );
  api.post(
    '/Reservas/Desglose',
    scoped(WRITE, { body: input.breakdownBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => system.addPriceLine(body),
  );
  api.post(
    '/Reservas/Publicar',
    scoped(WRITE, { body: input.publishBookingBody, response: write(answer.published), tags }),
    async ({ body }) => system.publish(body.idReserva),
  );
  api.post(
    '/Reservas/Mensajes',
    scoped(WRITE, { body: input.bookingMessageBody, response: write(answer.createdRecord), tags }),
    async ({ body }) => {
      await system.requireBooking(body.idReserva);
      const sent = await messages.fromTeam(body.idReserva, body.Mensaje, mailTexts('myBooking'));
      app.mail.nudge();
      return { id: sent.id };
    },
  );
  api.post(
    '/Reservas/OrdenesPago',
    scoped(WRITE, { body: input.paymentOrderBody, response: write(answer.createdRecord), tags }),
    async ({ body }, reply) => {
      await system.requireBooking(body.idReserva);
      const order = await payments.createOrder(body.idReserva, {
        ref: body.ref,
        amount: body.monto,
        validUntil: body.fechaVigencia,
      });
      if (!order)
        return reply
          .status(409)
          .send({ error: 'Conflict', message: 'El importe supera el saldo pendiente de la reserva' });
      return { id: order.id };
    },
  );
  api.post(
    '/Reservas/Documentos',
    {
      bodyLimit: UPLOAD_BODY_BYTES,
      ...scoped(WRITE, { body: input.documentUploadBody, response: write(answer.createdRecord), tags }),
    },
    async ({ body }, reply) => {
      await system.requireBooking(body.idReserva);
      const data = Buffer.from(body.data, 'base64');
      if (data.length !== body.fileSize)
        return reply.status(400).send({
          error: 'Bad Request',
          message: 'Error de validacion',
          errores: [{ campo: 'fileSize', mensaje: 'fileSize no coincide con el tamaño de data' }],
        });
      const stored = await documents.store(body.idReserva, { fileName: body.fileName, data });
      if (stored.kind === 'refused')
        return reply.status(400).send({
          error: 'Bad Request',
          message: 'Error de validacion',
          errores: [
            {
              campo: stored.reason === 'name' ? 'fileName' : 'data',
              mensaje: UPLOAD_REFUSALS[stored.reason],
            },
          ],
        });
      return { id: stored.id };
    },
  );
}

const UPLOAD_REFUSALS = {
  empty: 'El archivo está vacío',
  'too-large': 'El archivo supera los 5 MB',
  type: 'Solo se admiten PDF, JPEG, PNG o WebP (según su contenido)',
  name: 'El nombre del archivo no es válido',
} as const;
