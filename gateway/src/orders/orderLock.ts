import type { GatewayContext } from '../core/context';
import { holdOrConflict } from '../core/locks';

/** The lock of one order, shared by the replicas through Redis (core/locks.ts). */
export const orderLockName = (orderId: string | number) => `order:${orderId}`;

/**
 * Runs `change` holding the order's lock. PUT /orders/{id} (001 §7) writes what it is sent, with no condition on
 * what the order holds, so a status decided from the order as read (the label: Processed becomes Label Printed; the
 * bulk status change) would overwrite one saved between that read and the write (Canceled; Shipped with a tracking
 * code). Every gateway write of an order's shipment status holds this lock, so none lands in that window. A write
 * made outside the gateway still can (the stand-in refuses Label Printed on a tracked order itself).
 */
export const changingOrder = <T>(context: GatewayContext, orderId: string | number, change: () => Promise<T>) =>
  holdOrConflict(
    context.locks,
    orderLockName(orderId),
    `Another change of order ${orderId} is being saved; try again`,
    change,
  );
