import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { allRoute, listQuery, pageRoute, recordRoutes } from '../core/routes';
import { CUSTOMER_TYPES, CustomerType, Id } from '../core/schemas';
import { Customer, CustomerBody, CustomerLite } from './schemas';
import { customers, listCustomers, listCustomersLite, SORT_COLUMNS } from './store';

export function customerRoutes(app: App) {
  pageRoute(app, {
    path: '/customers',
    tag: 'customers',
    summary: 'Customers, searched, filtered by type and city, paged',
    name: 'Customers',
    item: Customer,
    query: listQuery(
      {
        customer: Type.Optional(
          Type.String({ description: 'Words found in the full name, company name or e-mail (any case), or the id' }),
        ),
        customer_type: Type.Optional(CustomerType),
        cityId: Type.Optional(Id()),
      },
      SORT_COLUMNS,
      'name',
    ),
    list: listCustomers,
  });

  allRoute(app, {
    path: '/customers/lite',
    tag: 'customers',
    summary: 'Every customer with names, type and phone only, for choices on other screens',
    name: 'Customers',
    item: CustomerLite,
    list: listCustomersLite,
  });

  allRoute(app, {
    path: '/customers/types',
    tag: 'customers',
    summary: 'The customer types (a fixed list)',
    name: 'CustomerTypes',
    item: CustomerType,
    list: async () => [...CUSTOMER_TYPES],
  });

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
    remove: {
      summary:
        'Delete a customer; 409 while retailer locations list it (naming how many) or orders or other records refer to it',
    },
  });
}
