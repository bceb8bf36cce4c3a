import { orderInputRules, orderShippingInputRules, type OrderInputValues } from '@backoffice/schema/rules/order';
import { linePrice } from '@backoffice/schema/rules/orderTotals';
import { statusAfterLabel, statusOnSave } from '@backoffice/schema/rules/shipmentStatus';
import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import { createCustomer, deleteCustomer, loadCustomer, replaceCustomer } from '../customers/rest';
import type { Resolvers } from '../generated/graphql';
import { fetchProvinces } from '../locations/rest';
import { loadProduct } from '../products/rest';
import { loadWarehouse } from '../warehouses/rest';
import { loadOrder, loadQuickbooksStatus, summaryOrLoaded } from './loaders';
import {
  CUSTOMER_SUMMARY_FIELDS,
  CUSTOMER_TYPE_FROM_REST,
  customerBodyOf,
  customerSummary,
  GOJEK_COURIER_ID,
  newCustomerBody,
  orderCustomerFields,
  orderInputFields,
  PAYMENT_STATUS_FROM_REST,
  PAYMENT_STATUS_TO_REST,
  SALES_CHANNEL_FROM_REST,
  SHIPMENT_STATUS_FROM_REST,
  SHIPMENT_STATUS_TO_REST,
  SORT_FIELDS,
  toRestOrderBody,
  toRestOrderFilters,
  totalsOf,
  unitPriceOf,
  WAREHOUSE_SUMMARY_FIELDS,
  warehouseSummary,
} from './map';
import { createOrder, fetchCustomer, listOrders, orderGojekPickup, syncOrderToJubelio, updateOrder } from './rest';

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
  Query: {
    orders: (_parent, { filter, page, perPage, sortBy, desc }, { rest }) =>
      listOrders(rest, { ...toRestOrderFilters(filter), page, per_page: perPage, orderby: SORT_FIELDS[sortBy], desc }),
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
      const customer = await inInputTerms(orderInputFields, createCustomer(context.rest, newCustomerBody(values.customer)));
      try {
        return await inInputTerms(orderInputFields, createOrder(context.rest, { ...toRestOrderBody(values, customer.id, unitPrices), shipping_method: 'manual' }));
      } catch (error) {
        await undo(context, `delete customer ${customer.id} after a refused order`, () => deleteCustomer(context.rest, String(customer.id)));
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
        const customer = await inInputTerms(orderInputFields, createCustomer(context.rest, newCustomerBody(values.customer)));
        try {
          return await inInputTerms(orderInputFields, updateOrder(context.rest, id, toRestOrderBody(values, customer.id, unitPrices)));
        } catch (error) {
          await undo(context, `delete customer ${customer.id} after a refused order edit`, () => deleteCustomer(context.rest, String(customer.id)));
          throw error;
        }
      }
      const before = await fetchCustomer(context.rest, order.CustomerId);
      await inInputTerms(orderInputFields, replaceCustomer(context.rest, String(before.id), { ...customerBodyOf(before), ...orderCustomerFields(values.customer) }));
      try {
        return await inInputTerms(orderInputFields, updateOrder(context.rest, id, toRestOrderBody(values, before.id, unitPrices)));
      } catch (error) {
        await undo(context, `restore customer ${before.id} after a refused order edit`, () =>
          replaceCustomer(context.rest, String(before.id), customerBodyOf(before)),
        );
        throw error;
      }
    },
    updateOrderShipping(_parent, { id, input }, { rest }) {
      const values = validateInput(orderShippingInputRules, input);
      return inInputTerms(orderInputFields, updateOrder(rest, id, {
        ShipFromLocationId: Number(values.shipFromId),
        DeliveryMethodId: Number(values.courierId),
        shipment_date: values.shipmentDate || null,
        ShipStatus: statusOnSave(SHIPMENT_STATUS_TO_REST[values.shipmentStatus], values.trackingCode),
        tracking_code: values.trackingCode || null,
        OrderStatus: PAYMENT_STATUS_TO_REST[values.paymentStatus],
      }));
    },
    async generateShippingLabel(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      const status = statusAfterLabel(order.ShipStatus);
      return status === order.ShipStatus ? order : inInputTerms(orderInputFields, updateOrder(context.rest, id, { ShipStatus: status }));
    },
    syncOrderToJubelio: (_parent, { id }, { rest }) => inInputTerms(orderInputFields, syncOrderToJubelio(rest, id)),
    async orderGojek(_parent, { id }, context) {
      const order = await loadOrder(context, id);
      if (order.DeliveryMethodId !== GOJEK_COURIER_ID) {
        throw gatewayError('BAD_USER_INPUT', 'Gojek can only be ordered for orders shipped with Gojek', { field: 'courierId' });
      }
      return inInputTerms(orderInputFields, orderGojekPickup(context.rest, id));
    },
  },
  Order: {
    id: (order) => String(order.id),
    orderDate: (order) => order.order_date,
    shipmentDate: (order) => order.shipment_date,
    paymentStatus: (order) => PAYMENT_STATUS_FROM_REST[order.OrderStatus],
    shipmentStatus: (order) => SHIPMENT_STATUS_FROM_REST[order.ShipStatus],
    salesChannel: (order) => (order.sales_type ? SALES_CHANNEL_FROM_REST[order.sales_type] : null),
    customerType: (order) => (order.customer_type ? CUSTOMER_TYPE_FROM_REST[order.customer_type] : null),
    customer: (order, _args, context, info) => {
      const customer = order.Customer;
      if (!customer) return null;
      return summaryOrLoaded(info, CUSTOMER_SUMMARY_FIELDS, customerSummary(customer), () => loadCustomer(context, customer.id));
    },
    shipFrom: (order, _args, context, info) => {
      const warehouse = order.ShipFromLocation;
      if (!warehouse) return null;
      return summaryOrLoaded(info, WAREHOUSE_SUMMARY_FIELDS, warehouseSummary(warehouse), () => loadWarehouse(context, String(warehouse.id)));
    },
    courier: (order) => order.DeliveryMethod,
    async shippingAddress(order, _args, context) {
      // The city carries its province; a province chosen without a city is named from the cached list.
      const province =
        order.City?.Province ??
        (order.province_id === null ? null : ((await fetchProvinces(context)).find((p) => p.province_id === order.province_id) ?? null));
      return { address: order.ShiptoAddress, postalCode: order.postal_code, city: order.City, province };
    },
    lines: (order) => order.OrderLine.items,
    totals: (order) => totalsOf(order),
    invoiceNumber: (order) => order.invoice_no,
    trackingCode: (order) => order.tracking_code,
    paymentMethod: (order) => order.Payment.payment_method,
    quickbooksStatus: (order, _args, context) => loadQuickbooksStatus(context, String(order.id)),
    canOrderGojek: (order) => order.DeliveryMethodId === GOJEK_COURIER_ID,
  },
  OrderLine: {
    id: (line) => String(line.id),
    productId: (line) => String(line.ItemId),
    productName: (line) => line.Item.name,
    sku: (line) => line.Item.sku,
    product: (line, _args, context) => loadProduct(context, String(line.ItemId)),
    quantity: (line) => line.qty,
    unitPrice: (line) => unitPriceOf(line),
    linePrice: (line) => linePrice({ quantity: line.qty, unitPrice: unitPriceOf(line) }),
    grossWeight: async (line, _args, context) => (await loadProduct(context, String(line.ItemId))).gross_weight,
  },
  OrderList: {
    totalCount: (list) => list.count,
  },
};
