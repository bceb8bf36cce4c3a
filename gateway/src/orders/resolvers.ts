import { orderInputRules, type OrderInputValues, orderShippingInputRules } from '@backoffice/schema/rules/order';
import { statusOnSave } from '@backoffice/schema/rules/shipmentStatus';

import { requireWriteOf } from '../core/access';
import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { loadProduct } from '../products/rest';
import { bulkOrderIds, eachOrder, generateLabel, setOrderStatus } from './bulk';
import { withOrderCustomer } from './customer';
import { GOJEK_COURIER_ID, orderInputFields, orderInWords, toRestOrderBody, toRestOrderFilters } from './map';
import { Order } from './Order.resolvers';
import { OrderLine } from './OrderLine.resolvers';
import { OrderList } from './OrderList.resolvers';
import { changingOrder } from './orderLock';
import {
  createOrder,
  listOrders,
  loadOrder,
  orderGojekPickup,
  orderSortFieldMap,
  refreshQuickbooksInvoice,
  syncOrderToJubelio,
  updateOrder,
} from './rest';

/**
 * Each line's price: the one typed, else the product's gross price (spec 001 §4), read once per distinct
 * product. A product without a gross price falls back to its retail price, as a line without a price reads.
 */
const unitPricesOf = (context: GatewayContext, lines: OrderInputValues['lines']) =>
  Promise.all(
    lines.map(async (line) => {
      if (line.unitPrice !== undefined && line.unitPrice !== null) return line.unitPrice;
      const product = await loadProduct(context, line.productId);
      return product.gross_price ?? product.retail_price ?? 0;
    }),
  );

export const orderResolvers: Resolvers = {
  Order,
  OrderLine,
  OrderList,
  Query: {
    orders: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('order list', { page, perPage }, (paging) =>
        listOrders(context, {
          ...toRestOrderFilters(filter),
          ...paging,
          orderby: orderSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    order: (_parent, { id }, context) => loadOrder(context, id),
    ordersByIds: (_parent, { ids }, context) => Promise.all(bulkOrderIds(ids).map((id) => loadOrder(context, id))),
  },
  Mutation: {
    /*
     * Prices are read before anything is written, so a failed read leaves nothing behind. A customer
     * chosen on the form is used (and brought up to date) instead of creating another: Customers no
     * longer fills with one record per order of the same person.
     */
    async createOrder(_parent, { input }, context) {
      const values = validateInput(orderInputRules, input);
      const unitPrices = await unitPricesOf(context, values.lines);
      return withOrderCustomer(context, values.customer, values.customer.customerId || null, (customerId) =>
        inInputTerms(
          orderInputFields,
          createOrder(context, { ...toRestOrderBody(values, customerId, unitPrices), shipping_method: 'manual' }),
        ),
      );
    },
    /*
     * The old client created a new customer on every edit, leaving the previous one orphaned. Here the
     * order's own customer (or the one chosen on the form, which the order then refers to) is changed in
     * place, then the order; an order without a customer gets a new one.
     */
    async updateOrder(_parent, { id, input }, context) {
      const values = validateInput(orderInputRules, input);
      // It sets the shipment status too: under the order's lock, as every such write (orderLock.ts).
      return changingOrder(context, id, async () => {
        const [order, unitPrices] = await Promise.all([loadOrder(context, id), unitPricesOf(context, values.lines)]);
        context.history.before(orderInWords(order));
        return withOrderCustomer(
          context,
          values.customer,
          values.customer.customerId || order.CustomerId,
          (customerId) => {
            // The customer it keeps when the form names none is its own.
            context.history.after({ customer: { customerId } });
            return inInputTerms(
              orderInputFields,
              updateOrder(context, id, toRestOrderBody(values, customerId, unitPrices), order),
            );
          },
        );
      });
    },
    async updateOrderShipping(_parent, { id, input }, context) {
      const values = validateInput(orderShippingInputRules, input);
      // Under the order's lock, as every write of its shipment status (orderLock.ts).
      return changingOrder(context, id, async () => {
        // Read first: the saved order can then be shown as sent even if the API neither answers nor serves it.
        const before = await loadOrder(context, id);
        context.history.before(orderInWords(before));
        // The dialog holds the payment status too: the orders' writers' to change, not shipping's alone (issue 39).
        if (paymentStatusMap.fromRest(before.OrderStatus) !== values.paymentStatus)
          await requireWriteOf(context, 'paymentStatus', 'orders');
        // A tracking code ships a Processed or Label Printed order: the history tells the status it got.
        const shipmentStatus = statusOnSave(values.shipmentStatus, values.trackingCode);
        context.history.after({ shipmentStatus });
        return inInputTerms(
          orderInputFields,
          updateOrder(
            context,
            id,
            {
              ShipFromLocationId: Number(values.shipFromId),
              DeliveryMethodId: Number(values.courierId),
              shipment_date: values.shipmentDate || null,
              ShipStatus: shipmentStatusMap.toRest(shipmentStatus),
              tracking_code: values.trackingCode || null,
              OrderStatus: paymentStatusMap.toRest(values.paymentStatus),
            },
            before,
          ),
        );
      });
    },
    generateShippingLabel: (_parent, { id }, context) =>
      inInputTerms(orderInputFields, generateLabel(context, id), ABOUT_THE_RECORD),
    // One mutation for many orders, each through the one-order rules; see bulk.ts.
    async setOrdersStatus(_parent, { ids, shipmentStatus, paymentStatus }, context) {
      if (!shipmentStatus && !paymentStatus)
        throw gatewayError('BAD_USER_INPUT', 'Choose a shipment status or a payment status', {
          field: 'shipmentStatus',
        });
      // A shipment status is shipping's (Warehouse) as well as the orders' writers'; a payment status is theirs only.
      if (paymentStatus) await requireWriteOf(context, 'paymentStatus', 'orders');
      return eachOrder(context, ids, setOrderStatus(context, shipmentStatus, paymentStatus));
    },
    generateShippingLabels: (_parent, { ids }, context) => eachOrder(context, ids, (id) => generateLabel(context, id)),
    async refreshQuickbooksStatus(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      await refreshQuickbooksInvoice(context, String(order.id));
      return order;
    },
    syncOrderToJubelio: (_parent, { id }, context) =>
      inInputTerms(orderInputFields, syncOrderToJubelio(context, id), ABOUT_THE_RECORD),
    async orderGojek(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      if (order.DeliveryMethodId !== GOJEK_COURIER_ID) {
        throw gatewayError('BAD_USER_INPUT', 'Gojek can only be ordered for orders shipped with Gojek', {
          field: 'courierId',
        });
      }
      return inInputTerms(orderInputFields, orderGojekPickup(context, id), ABOUT_THE_RECORD);
    },
  },
};
