import { GraphQLError } from 'graphql';

import { BULK_ORDER_LIMIT, shipmentStatusInBulk } from '@backoffice/schema/rules/bulkOrders';
import { statusAfterLabel } from '@backoffice/schema/rules/shipmentStatus';

import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import type { PaymentStatus, ShipmentStatus } from '../generated/graphql';
import { orderInputFields, orderInWords } from './map';
import { changingOrder } from './orderLock';
import { loadOrder, type RestOrder, type RestOrderBody, updateOrder } from './rest';

/**
 * Bulk actions on orders: each order goes through the same rules and REST calls as one order would, on its
 * own, so one refusal never stops or hides the others. Reads go through the request's order DataLoader (one
 * batch for all ids) and every call through the REST client's limiter, so at most REST_CONCURRENCY run at once.
 */

export interface BulkOrderOutcome {
  orderId: string;
  ok: boolean;
  order: RestOrder | null;
  error: { code: string; message: string } | null;
}

/** The ids once each, in the order given; refused past BULK_ORDER_LIMIT or when there are none. */
export function bulkOrderIds(ids: readonly string[]): string[] {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) throw gatewayError('BAD_USER_INPUT', 'Choose at least one order', { field: 'ids' });
  if (distinct.length > BULK_ORDER_LIMIT) {
    throw gatewayError('BAD_USER_INPUT', `At most ${BULK_ORDER_LIMIT} orders at once, not ${distinct.length}`, {
      field: 'ids',
    });
  }
  return distinct;
}

async function outcomeOf(
  context: GatewayContext,
  orderId: string,
  change: (id: string) => Promise<RestOrder>,
): Promise<BulkOrderOutcome> {
  try {
    return {
      orderId,
      ok: true,
      order: await inInputTerms(orderInputFields, change(orderId), ABOUT_THE_RECORD),
      error: null,
    };
  } catch (error) {
    if (error instanceof GraphQLError)
      return {
        orderId,
        ok: false,
        order: null,
        error: { code: String(error.extensions.code), message: error.message },
      };
    // A fault of the gateway itself: logged, and told as every unexpected error is, without details.
    context.logger.error({ orderId, err: (error as Error).message }, 'bulk order action failed');
    return {
      orderId,
      ok: false,
      order: null,
      error: { code: 'INTERNAL_SERVER_ERROR', message: 'Internal server error' },
    };
  }
}

/** Runs `change` for every order at once (the limiter paces them) and reports each outcome. */
export async function eachOrder(
  context: GatewayContext,
  ids: readonly string[],
  change: (id: string) => Promise<RestOrder>,
) {
  const results = await Promise.all(bulkOrderIds(ids).map((id) => outcomeOf(context, id, change)));
  // An ended session refuses every order alike: answered as one error, so the client signs in again.
  const unauthenticated = results.find((result) => result.error?.code === 'UNAUTHENTICATED');
  if (unauthenticated && results.every((result) => !result.ok))
    throw gatewayError('UNAUTHENTICATED', unauthenticated.error!.message);
  const okCount = results.filter((result) => result.ok).length;
  return { results, okCount, refusedCount: results.length - okCount };
}

/**
 * One order of setOrdersStatus. A shipment status needs the order's tracking code (the one-order rule), so
 * the order is read first and written only when something changes; a payment status alone is written
 * straight away, one call per order.
 */
export function setOrderStatus(
  context: GatewayContext,
  shipmentStatus: ShipmentStatus | null | undefined,
  paymentStatus: PaymentStatus | null | undefined,
) {
  return async (id: string): Promise<RestOrder> => {
    if (!shipmentStatus) return updateOrder(context, id, { OrderStatus: paymentStatusMap.toRest(paymentStatus!) });
    return changingOrder(context, id, async () => {
      const order = await loadOrder(context, id);
      context.history.before(orderInWords(order), id);
      const asked = shipmentStatusMap.toRest(shipmentStatus);
      const outcome = shipmentStatusInBulk(shipmentStatus, order.tracking_code, asked);
      if ('refusal' in outcome) throw gatewayError('CONFLICT', outcome.refusal);
      const body: Partial<RestOrderBody> = {};
      if (order.ShipStatus !== asked) body.ShipStatus = asked;
      if (paymentStatus && order.OrderStatus !== paymentStatusMap.toRest(paymentStatus))
        body.OrderStatus = paymentStatusMap.toRest(paymentStatus);
      return Object.keys(body).length === 0 ? order : updateOrder(context, id, body, order);
    });
  };
}

/**
 * One order of generateShippingLabels, as generateShippingLabel: Processed becomes Label Printed and is saved. The
 * spec's PUT cannot say "only if still Processed", so the read and the write hold the order's lock (orderLock.ts).
 */
export const generateLabel = (context: GatewayContext, id: string): Promise<RestOrder> =>
  changingOrder(context, id, async () => {
    const order = await loadOrder(context, id);
    // A status the gateway does not know is no Processed: it stays as it is.
    const current = shipmentStatusMap.fromRest(order.ShipStatus);
    if (current === null) return order;
    // Its history says the status it leaves and the one it gets (the mutation's arguments name none).
    context.history.before({ shipmentStatus: current }, id);
    context.history.after({ shipmentStatus: statusAfterLabel(current) }, id);
    const status = shipmentStatusMap.toRest(statusAfterLabel(current));
    return status === order.ShipStatus ? order : updateOrder(context, id, { ShipStatus: status }, order);
  });
