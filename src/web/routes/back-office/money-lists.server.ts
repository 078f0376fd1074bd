import { readOrder, sortRows } from '../../../domain/back-office/lists';
import type { PaymentsService } from '../../../server/payments/payments.service';

type MoneyToSee = Awaited<ReturnType<PaymentsService['moneyToSee']>>;

export const REFUND_COLUMNS = ['localizador', 'viajero', 'estado', 'importe'] as const;
export const ORDER_COLUMNS = ['localizador', 'viajero', 'concepto', 'vence', 'importe'] as const;

const travellerOf = (row: { firstName: string; lastName: string }) => `${row.lastName} ${row.firstName}`;

/**
 * /gestion/pagos's two lists in the orders the address asks for (`devoluciones` and `cobros`,
 * each `columna` or `-columna`): by default the largest refund first, the soonest due order first.
 */
export function sortedMoneyLists(params: URLSearchParams, lists: MoneyToSee) {
  const refundsOrder = readOrder(params.get('devoluciones'), REFUND_COLUMNS, { by: 'importe', dir: 'desc' });
  const ordersOrder = readOrder(params.get('cobros'), ORDER_COLUMNS, { by: 'vence', dir: 'asc' });
  return {
    refundsOrder,
    ordersOrder,
    refundsToMake: sortRows(
      lists.refundsToMake,
      refundsOrder,
      (row) =>
        ({ localizador: row.locator, viajero: travellerOf(row), estado: row.status, importe: row.owedBack })[
          refundsOrder.by
        ],
    ),
    ordersDue: sortRows(
      lists.ordersDue,
      ordersOrder,
      (row) =>
        ({
          localizador: row.locator,
          viajero: travellerOf(row),
          concepto: row.ref,
          vence: row.validUntil,
          importe: row.amount,
        })[ordersOrder.by],
    ),
  };
}
