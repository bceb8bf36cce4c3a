import { Type } from '@sinclair/typebox';
import type { App } from '../app';
import { recordRoutes } from '../core/routes';
import { ListQuery, listReply, orderBy } from '../core/schemas';
import { Customer, CustomerBody, CustomerLite, CustomerType, CUSTOMER_TYPES } from './schemas';
import { customers, listCustomers, listCustomersLite, SORT_COLUMNS } from './store';

export function customerRoutes(app: App) {
  app.get(
    '/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'Customers, searched, filtered by type and city, paged',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            customer: Type.Optional(Type.String({ description: 'Words found in the full name, company name or e-mail (any case), or the id' })),
            customer_type: Type.Optional(CustomerType),
            cityId: Type.Optional(Type.Integer({ minimum: 1 })),
            orderby: orderBy(SORT_COLUMNS, 'name'),
          }),
        ]),
        response: { 200: listReply('Customers', Customer) },
      },
    },
    async (request) => ({ Customers: await listCustomers(app.db, request.query) }),
  );

  app.get(
    '/customers/lite',
    {
      schema: {
        tags: ['customers'],
        summary: 'Every customer with names, type and phone only, for choices on other screens',
        response: { 200: Type.Object({ Customers: Type.Array(CustomerLite) }) },
      },
    },
    async () => ({ Customers: await listCustomersLite(app.db) }),
  );

  app.get(
    '/customers/types',
    {
      schema: {
        tags: ['customers'],
        summary: 'The customer types (a fixed list)',
        response: { 200: Type.Object({ CustomerTypes: Type.Array(CustomerType) }) },
      },
    },
    async () => ({ CustomerTypes: [...CUSTOMER_TYPES] }),
  );

  recordRoutes(app, {
    path: '/customers',
    tag: 'customers',
    name: 'Customer',
    item: Customer,
    body: CustomerBody,
    table: customers,
    create: {
      summary: 'Add a customer (spec 000 §8: failures answer with the HTTP status text only)',
      errorShape: 'statusText',
      errors: { 400: Type.String({ description: 'The HTTP status text' }) },
    },
    replace: { summary: 'Replace the whole customer' },
    remove: { summary: 'Delete a customer; 409 while orders or other records still refer to it' },
  });
}
