import { orderInputRules, orderShippingInputRules, type OrderInputValues } from '@backoffice/schema/rules/order';
import { statusAfterLabel, statusOnSave } from '@backoffice/schema/rules/shipmentStatus';
import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import { createCustomer, deleteCustomer, fetchCustomer, replaceCustomer } from '../customers/rest';
import type { Resolvers } from '../generated/graphql';
import { loadProduct } from '../products/rest';
import {
  customerBodyOf,
  GOJEK_COURIER_ID,
  newCustomerBody,
  orderCustomerFields,
  orderInputFields,
  orderSortFieldMap,
  orderTypeResolvers,
  paymentStatusMap,
  shipmentStatusMap,
  toRestOrderBody,
  toRestOrderFilters,
} from './map';
import { createOrder, listOrders, loadOrder, orderGojekPickup, syncOrderToJubelio, updateOrder } from './rest';

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

export const orderResolvers: Resolvers = {
  ...orderTypeResolvers,
  Query: {
    orders: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listOrders(context, { ...toRestOrderFilters(filter), page, per_page: perPage, orderby: orderSortFieldMap.toRest(sortBy), desc }),
    order: (_parent, { id }, context) => loadOrder(context, id),
  },
  Mutation: {
    /*
     * Two REST calls, no transaction between them: the order needs the id of a customer created first.
     * Prices are read before anything is written, so a failed read leaves nothing behind. If the REST
     * API then refuses the order (an unknown product, a city outside the province…), the customer just
     * created would be an orphan nobody asked for: it is deleted again, and the order's own error is
     * what the client gets. Retrying after a failure therefore starts from the same state.
     */
    async createOrder(_parent, { input }, context) {
      const values = validateInput(orderInputRules, input);
      const unitPrices = await unitPricesOf(context, values.lines);
      const customer = await inInputTerms(orderInputFields, createCustomer(context, newCustomerBody(values.customer)));
      try {
        return await inInputTerms(orderInputFields, createOrder(context, { ...toRestOrderBody(values, customer.id, unitPrices), shipping_method: 'manual' }));
      } catch (error) {
        await undo(context, `delete customer ${customer.id} after a refused order`, () => deleteCustomer(context, String(customer.id)));
        throw error;
      }
    },
    /*
     * The old client created a new customer on every edit, leaving the previous one orphaned. Here the
     * order's own customer is changed in place (PUT replaces it whole, so its other fields are kept from
     * what was read), then the order. If the order is refused, the customer is put back as it was read.
     */
    async updateOrder(_parent, { id, input }, context) {
      const values = validateInput(orderInputRules, input);
      const [order, unitPrices] = await Promise.all([loadOrder(context, id), unitPricesOf(context, values.lines)]);
      if (order.CustomerId === null) {
        const customer = await inInputTerms(orderInputFields, createCustomer(context, newCustomerBody(values.customer)));
        try {
          return await inInputTerms(orderInputFields, updateOrder(context, id, toRestOrderBody(values, customer.id, unitPrices)));
        } catch (error) {
          await undo(context, `delete customer ${customer.id} after a refused order edit`, () => deleteCustomer(context, String(customer.id)));
          throw error;
        }
      }
      const before = await fetchCustomer(context, order.CustomerId);
      await inInputTerms(orderInputFields, replaceCustomer(context, String(before.id), { ...customerBodyOf(before), ...orderCustomerFields(values.customer) }));
      try {
        return await inInputTerms(orderInputFields, updateOrder(context, id, toRestOrderBody(values, before.id, unitPrices)));
      } catch (error) {
        await undo(context, `restore customer ${before.id} after a refused order edit`, () =>
          replaceCustomer(context, String(before.id), customerBodyOf(before)),
        );
        throw error;
      }
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
    async generateShippingLabel(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      const status = shipmentStatusMap.toRest(statusAfterLabel(shipmentStatusMap.fromRest(order.ShipStatus)));
      return status === order.ShipStatus ? order : inInputTerms(orderInputFields, updateOrder(context, id, { ShipStatus: status }), ABOUT_THE_RECORD);
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
