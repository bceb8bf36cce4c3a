import { isDeepStrictEqual } from 'node:util';
import { GraphQLError } from 'graphql';
import { orderInputRules, orderShippingInputRules, type OrderInputValues } from '@backoffice/schema/rules/order';
import { statusOnSave } from '@backoffice/schema/rules/shipmentStatus';
import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import { validateInput } from '../core/validateInput';
import { createCustomer, deleteCustomer, fetchCustomer, replaceCustomer } from '../customers/rest';
import type { Resolvers } from '../generated/graphql';
import { loadProduct } from '../products/rest';
import { bulkOrderIds, eachOrder, generateLabel, setOrderStatus } from './bulk';
import {
  customerBodyOf,
  GOJEK_COURIER_ID,
  newCustomerBody,
  orderCustomerFields,
  orderInputFields,
  orderTypeResolvers,
  toRestOrderBody,
  toRestOrderFilters,
} from './map';
import {
  createOrder,
  listOrders,
  loadOrder,
  orderGojekPickup,
  orderSortFieldMap,
  refreshQuickbooksInvoice,
  syncOrderToJubelio,
  updateOrder,
  type RestOrder,
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

/** An undo step that fails is logged; the error the user sees stays the one that made the undo necessary. */
async function undo(context: GatewayContext, what: string, step: () => Promise<unknown>) {
  try {
    await step();
  } catch (error) {
    context.logger.error({ err: (error as Error).message }, `could not ${what}`);
  }
}

/** A customer the input names by id; an id nobody has is the input's fault, so it names the field. */
async function knownCustomer(context: GatewayContext, id: string | number) {
  try {
    return await fetchCustomer(context, Number(id));
  } catch (error) {
    if (error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND') {
      throw gatewayError('BAD_USER_INPUT', `Customer ${id} is not a known customer`, { field: 'customer.customerId' });
    }
    throw error;
  }
}

/**
 * Writes an order (`write`, given its customer's id) with its customer, in two REST calls with no
 * transaction between them. With `existingId` (a customer chosen on the form, or an edited order's own)
 * that customer is changed in place — PUT replaces it whole, so what the form does not hold is kept from
 * what was read, and nothing is written when nothing changes — and put back as it was if the order is
 * refused; it is never deleted, as other orders may refer to it. Without, a new customer is created and
 * deleted again if the order is refused, so a retry starts from the same state. The order's own error
 * is what the client gets.
 */
async function withOrderCustomer(
  context: GatewayContext,
  customer: OrderInputValues['customer'],
  existingId: string | number | null,
  write: (customerId: number) => Promise<RestOrder>,
) {
  if (existingId === null) {
    const created = await inInputTerms(orderInputFields, createCustomer(context, newCustomerBody(customer)));
    try {
      return await write(created.id);
    } catch (error) {
      await undo(context, `delete customer ${created.id} after a refused order`, () => deleteCustomer(context, String(created.id)));
      throw error;
    }
  }
  const before = await knownCustomer(context, existingId);
  const asBefore = customerBodyOf(before);
  const changed = { ...asBefore, ...orderCustomerFields(customer, before) };
  if (isDeepStrictEqual(changed, asBefore)) return write(before.id);
  await inInputTerms(orderInputFields, replaceCustomer(context, String(before.id), changed));
  try {
    return await write(before.id);
  } catch (error) {
    await undo(context, `restore customer ${before.id} after a refused order`, () => replaceCustomer(context, String(before.id), asBefore));
    throw error;
  }
}

export const orderResolvers: Resolvers = {
  ...orderTypeResolvers,
  Query: {
    orders: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('order list', { page, perPage }, (paging) =>
        listOrders(context, { ...toRestOrderFilters(filter), ...paging, orderby: orderSortFieldMap.toRest(sortBy), desc }),
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
        inInputTerms(orderInputFields, createOrder(context, { ...toRestOrderBody(values, customerId, unitPrices), shipping_method: 'manual' })),
      );
    },
    /*
     * The old client created a new customer on every edit, leaving the previous one orphaned. Here the
     * order's own customer (or the one chosen on the form, which the order then refers to) is changed in
     * place, then the order; an order without a customer gets a new one.
     */
    async updateOrder(_parent, { id, input }, context) {
      const values = validateInput(orderInputRules, input);
      const [order, unitPrices] = await Promise.all([loadOrder(context, id), unitPricesOf(context, values.lines)]);
      return withOrderCustomer(context, values.customer, values.customer.customerId || order.CustomerId, (customerId) =>
        inInputTerms(orderInputFields, updateOrder(context, id, toRestOrderBody(values, customerId, unitPrices))),
      );
    },
    updateOrderShipping(_parent, { id, input }, context) {
      const values = validateInput(orderShippingInputRules, input);
      return inInputTerms(orderInputFields, updateOrder(context, id, {
        ShipFromLocationId: Number(values.shipFromId),
        DeliveryMethodId: Number(values.courierId),
        shipment_date: values.shipmentDate || null,
        ShipStatus: shipmentStatusMap.toRest(statusOnSave(values.shipmentStatus, values.trackingCode)),
        tracking_code: values.trackingCode || null,
        OrderStatus: paymentStatusMap.toRest(values.paymentStatus),
      }));
    },
    generateShippingLabel: (_parent, { id }, context) => inInputTerms(orderInputFields, generateLabel(context, id), ABOUT_THE_RECORD),
    // One mutation for many orders, each through the one-order rules; see bulk.ts.
    setOrdersStatus(_parent, { ids, shipmentStatus, paymentStatus }, context) {
      if (!shipmentStatus && !paymentStatus) throw gatewayError('BAD_USER_INPUT', 'Choose a shipment status or a payment status', { field: 'shipmentStatus' });
      return eachOrder(context, ids, setOrderStatus(context, shipmentStatus, paymentStatus));
    },
    generateShippingLabels: (_parent, { ids }, context) => eachOrder(context, ids, (id) => generateLabel(context, id)),
    async refreshQuickbooksStatus(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      await refreshQuickbooksInvoice(context, String(order.id));
      return order;
    },
    syncOrderToJubelio: (_parent, { id }, context) => inInputTerms(orderInputFields, syncOrderToJubelio(context, id), ABOUT_THE_RECORD),
    async orderGojek(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      if (order.DeliveryMethodId !== GOJEK_COURIER_ID) {
        throw gatewayError('BAD_USER_INPUT', 'Gojek can only be ordered for orders shipped with Gojek', { field: 'courierId' });
      }
      return inInputTerms(orderInputFields, orderGojekPickup(context, id), ABOUT_THE_RECORD);
    },
  },
};
