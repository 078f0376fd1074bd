import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceBreakdown } from './breakdown';
import { ROOM_LETTERS } from './room-letters';
import { MAX_ROOMS, MAX_TRAVELLERS_PER_ROOM } from './types';
import type { BreakdownLine, PricedService, RoomChoice } from './types';

const GROUPS = ['bavaro', 'cayo', 'samana'];

const cents = fc.integer({ min: 0, max: 1_000_000 });
const percent = fc.integer({ min: 0, max: 100 });

/** A service of the given group; numeroServicio is unique per group so lines can be traced back. */
function serviceArb(groupIndex: number): fc.Arbitrary<PricedService> {
  return fc.record({
    numeroServicio: fc.constant(groupIndex + 1),
    alojamiento: fc.constant(`Hotel ${groupIndex + 1}`),
    grupo: fc.constant(GROUPS[groupIndex] ?? 'extra'),
    basePrice: cents,
    taxPerPerson: cents,
    insurancePerPerson: cents,
    childDiscountPercent: percent,
    thirdPersonDiscountPercent: percent,
    singleSupplement: cents,
    infantRule: fc.constantFrom('taxes-and-insurance' as const, 'ten-percent' as const),
  });
}

const partyArb = fc
  .integer({ min: 1, max: MAX_TRAVELLERS_PER_ROOM })
  .chain((adults) =>
    fc
      .array(fc.integer({ min: 0, max: 17 }), { maxLength: MAX_TRAVELLERS_PER_ROOM - adults })
      .chain((childAges) =>
        fc
          .integer({ min: 0, max: MAX_TRAVELLERS_PER_ROOM - adults - childAges.length })
          .map((infants) => ({ adults, childAges, infants })),
      ),
  );

const roomsArb: fc.Arbitrary<RoomChoice[]> = fc
  .integer({ min: 1, max: GROUPS.length })
  .chain((groupCount) => fc.tuple(...Array.from({ length: groupCount }, (_, index) => serviceArb(index))))
  .chain((services) =>
    fc.array(
      fc.record({
        service: fc.constantFrom(...services),
        idHabitacion: fc.integer({ min: 1, max: 50 }),
        nombreHabitacion: fc.constantFrom('Doble estándar', 'Junior suite'),
        roomSupplement: cents,
        party: partyArb,
      }),
      { minLength: 1, maxLength: MAX_ROOMS },
    ),
  )
  .map((rooms) => rooms.map(({ party, ...room }) => ({ ...room, ...party })));

function travellerCount(rooms: RoomChoice[]): number {
  return rooms.reduce((total, room) => total + room.adults + room.childAges.length + room.infants, 0);
}

/** The room letters of one service's lines, one entry per room (a room's lines share a letter). */
function lettersOfService(lines: BreakdownLine[], numeroServicio: number): string[] {
  const letters = lines
    .filter((line) => line.numeroServicio === numeroServicio)
    .map((line) => line.habitacion);
  return letters.filter((letter, index) => letter !== letters[index - 1]);
}

describe('priceBreakdown properties', () => {
  it('adds up: totals, line amounts and traveller counts', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const { lines, totalGeneral, pricePerPerson, travellers } = priceBreakdown(rooms);
        expect(totalGeneral).toBe(lines.reduce((total, line) => total + line.precioHabitacion, 0));
        for (const line of lines) {
          expect(line.cantidad).toBeGreaterThan(0);
          expect(line.importeBASE).toBe(line.basePersona * line.cantidad);
          expect(line.subDescuento).toBe(line.descuentoPersona * line.cantidad);
          expect(line.precioHabitacion).toBe(
            (line.basePersona - line.descuentoPersona + line.tasaPersona) * line.cantidad,
          );
        }
        const total = travellerCount(rooms);
        expect(lines.reduce((sum, line) => sum + line.cantidad, 0)).toBe(total);
        expect(travellers.adults + travellers.children + travellers.infants).toBe(total);
        expect(pricePerPerson).toBe(
          Math.ceil(totalGeneral / (travellers.adults + travellers.children) / 100) * 100,
        );
      }),
    );
  });

  it('charges whole euros, rounded up from the catalogue once: what is shown is what is booked', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const { lines, totalGeneral, pricePerPerson } = priceBreakdown(rooms);
        for (const amount of [totalGeneral, pricePerPerson]) expect(amount % 100).toBe(0);
        for (const line of lines) {
          const service = rooms.find((room) => room.service.numeroServicio === line.numeroServicio)!.service;
          for (const amount of [line.precioBase, line.suplemento, line.tasaPersona, line.descuentoPersona])
            expect(amount % 100).toBe(0);
          // Taxes rounded up, never by a euro or more; a discount rounded down, never by a euro or more.
          expect(line.tasaPersona - service.taxPerPerson).toBeGreaterThanOrEqual(0);
          expect(line.tasaPersona - service.taxPerPerson).toBeLessThan(100);
          const exactDiscount = (line.basePersona * line.descuento) / 100;
          expect(exactDiscount - line.descuentoPersona).toBeGreaterThanOrEqual(0);
          expect(exactDiscount - line.descuentoPersona).toBeLessThan(100);
        }
      }),
    );
  });

  it('never produces a negative amount', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const result = priceBreakdown(rooms);
        const amounts = [
          result.totalGeneral,
          result.pricePerPerson,
          ...result.lines.flatMap((line) =>
            Object.values(line).filter((value): value is number => typeof value === 'number'),
          ),
        ];
        for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const before = structuredClone(rooms);
        const first = priceBreakdown(rooms);
        const second = priceBreakdown(rooms);
        expect(second).toEqual(first);
        expect(rooms).toEqual(before);
      }),
    );
  });

  it('gives every baby line the room letter of the line before it', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const { lines } = priceBreakdown(rooms);
        lines.forEach((line, index) => {
          if (line.tipoPasajero !== 'INF') return;
          expect(index).toBeGreaterThan(0);
          expect(line.habitacion).toBe(lines[index - 1]?.habitacion);
        });
      }),
    );
  });

  it('letters the rooms of each accommodation group a, b, c… in order', () => {
    fc.assert(
      fc.property(roomsArb, (rooms) => {
        const { lines } = priceBreakdown(rooms);
        const services = new Set(rooms.map((room) => room.service.numeroServicio));
        for (const numeroServicio of services) {
          const roomCount = rooms.filter((room) => room.service.numeroServicio === numeroServicio).length;
          expect(lettersOfService(lines, numeroServicio)).toEqual([...ROOM_LETTERS.slice(0, roomCount)]);
        }
      }),
    );
  });
});
