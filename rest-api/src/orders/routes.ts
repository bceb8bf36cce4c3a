import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { allRoute, listQuery, oneRoute, pageRoute } from '../core/routes';
import {
  CUSTOMER_TYPES,
  DateText,
  ErrorList,
  ErrorObject,
  Id,
  IdParams,
  oneOf,
  ORDER_STATUSES,
  SHIP_STATUSES,
} from '../core/schemas';
import { CONSIGNMENT_STATUS_FILTERS, Order, OrderCreateBody, OrderLite, OrderUpdateBody } from './schemas';
import { createOrder, findOrder, listOrders, listOrdersLite, SORT_COLUMNS, updateOrder } from './store';

export function orderRoutes(app: App) {
  pageRoute(app, {
    path: '/orders',
    tag: 'orders',
    summary: 'Orders with the filters of the orders screen; lines and their products included',
    name: 'Orders',
    item: Order,
    query: listQuery(
      {
        order: Type.Optional(Id({ description: 'one order id' })),
        customer: Type.Optional(Type.String({ description: 'words of the customer name' })),
        sales_type: Type.Optional(Type.String({ description: 'channels, comma-separated' })),
        start_date: Type.Optional(DateText),
        end_date: Type.Optional(DateText),
        status: Type.Optional(oneOf(ORDER_STATUSES)),
        ship_from: Type.Optional(Id()),
        shipment_status: Type.Optional(oneOf(SHIP_STATUSES)),
        customer_type: Type.Optional(oneOf(CUSTOMER_TYPES)),
        has_tracking_code: Type.Optional(
          Type.Boolean({ description: 'true: a tracking code that is not blank; false: none, or only white space' }),
        ),
        consignment_status: Type.Optional(
          Type.Union(oneOf(CONSIGNMENT_STATUS_FILTERS).anyOf, {
            description: 'pending: no invoice yet (consignment_status null); on_process: 0; done: 1',
          }),
        ),
      },
      SORT_COLUMNS,
      'order_date',
    ),
    list: listOrders,
  });

  allRoute(app, {
    path: '/orders/lite',
    tag: 'orders',
    summary: 'Every order id with its date and customer, for pickers',
    name: 'Orders',
    item: OrderLite,
    list: listOrdersLite,
  });

  oneRoute(app, { path: '/orders', tag: 'orders', name: 'Order', item: Order, find: findOrder });

  app.post(
    '/orders',
    {
      // Spec 001 §8: a failed order create is read from errors.message.
      config: { errorShape: 'object' },
      schema: {
        tags: ['orders'],
        summary: 'Create an order for an existing customer (the client creates the customer first)',
        body: OrderCreateBody,
        response: { 201: Type.Object({ Order }), 400: ErrorObject, 409: ErrorObject },
      },
    },
    async (request, reply) => {
      // Read back in the same transaction: a create that fails, even on a lost connection (503), wrote nothing, so
      // the gateway may undo the customer it made for the order (gateway/src/orders/customer.ts).
      const order = await app.db.transaction(async (tx) => findOrder(tx, await createOrder(tx, request.body)));
      reply.code(201);
      return { Order: order };
    },
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Change an order: any of its fields (the detail dialog) or all of them (the edit form); its lines must still hold what its consignment invoices took, and an order with a tracking code cannot be Processed or Label Printed (409)',
        params: IdParams,
        body: OrderUpdateBody,
        response: {
          200: Type.Object({ message: Type.String(), Order }),
          400: ErrorList,
          404: ErrorList,
          409: ErrorList,
        },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => updateOrder(tx, request.params.id, request.body));
      return {
        message: `Order ${request.params.id} berhasil diperbarui`,
        Order: await findOrder(app.db, request.params.id),
      };
    },
  );
}
