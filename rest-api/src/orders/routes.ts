import { Type } from '@sinclair/typebox';
import type { App } from '../app';
import { ErrorList } from '../core/schemas';
import { integrationRoutes } from './integrations';
import { IdParams, Order, OrderCreateBody, OrderListQuery, OrderUpdateBody } from './schemas';
import { createOrder, findOrder, listOrders, updateOrder, type SORT_COLUMNS } from './store';

const ErrorObject = Type.Object({ errors: Type.Object({ message: Type.String() }) }, { description: 'errors.message' });

export function orderRoutes(app: App) {
  app.get(
    '/orders',
    {
      schema: {
        tags: ['orders'],
        summary: 'Orders with the filters of the orders screen; lines and their products included',
        querystring: OrderListQuery,
        response: { 200: Type.Object({ Orders: Type.Object({ rows: Type.Array(Order), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { page, per_page, orderby, desc, ...filters } = request.query;
      return { Orders: await listOrders(app.db, filters, { page, per_page, orderby: orderby as keyof typeof SORT_COLUMNS, desc }) };
    },
  );

  app.get(
    '/orders/lite',
    {
      schema: {
        tags: ['orders'],
        summary: 'Every order id with its date and customer, for pickers',
        response: {
          200: Type.Object({
            Orders: Type.Array(Type.Object({ id: Type.Integer(), order_date: Type.String(), customer: Type.Union([Type.String(), Type.Null()]) })),
          }),
        },
      },
    },
    async () => ({
      Orders: await app.db.query<{ id: number; order_date: string; customer: string | null }>(
        `SELECT o.id, to_char(o.order_date, 'YYYY-MM-DD') AS order_date,
                concat_ws(' ', cu.first_name, cu.middle_name, cu.last_name) AS customer
         FROM orders o LEFT JOIN customers cu ON cu.id = o.customer_id ORDER BY o.id DESC`,
      ),
    }),
  );

  app.get(
    '/orders/:id',
    { schema: { tags: ['orders'], params: IdParams, response: { 200: Type.Object({ Order }), 404: ErrorList } } },
    async (request) => ({ Order: await findOrder(app.db, request.params.id) }),
  );

  app.post(
    '/orders',
    {
      // Spec 001 §8: a failed order create is read from errors.message.
      config: { errorShape: 'object' },
      schema: {
        tags: ['orders'],
        summary: 'Create an order for an existing customer (the client creates the customer first)',
        body: OrderCreateBody,
        response: { 201: Type.Object({ Order }), 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => createOrder(tx, request.body));
      reply.code(201);
      return { Order: await findOrder(app.db, id) };
    },
  );

  app.put(
    '/orders/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'Change an order: any of its fields (the detail dialog) or all of them (the edit form)',
        params: IdParams,
        body: OrderUpdateBody,
        response: { 200: Type.Object({ message: Type.String(), Order }), 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => updateOrder(tx, request.params.id, request.body));
      return { message: `Order ${request.params.id} berhasil diperbarui`, Order: await findOrder(app.db, request.params.id) };
    },
  );

  integrationRoutes(app);
}
