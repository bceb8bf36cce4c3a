import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { listQuery, oneRoute, pageRoute } from '../core/routes';
import { ErrorList, IdParams } from '../core/schemas';
import { Return, ReturnableProduct, ReturnBody } from './schemas';
import { createReturn, deleteReturn, findReturn, findReturnable, listReturns, SORT_COLUMNS } from './store';

export function returnRoutes(app: App) {
  pageRoute(app, {
    path: '/returns',
    tag: 'returns',
    summary: 'Returns of orders, with their lines',
    name: 'Returns',
    item: Return,
    query: listQuery(
      {
        customer: Type.Optional(
          Type.String({ maxLength: 200, description: "words of the order's customer full name, any case" }),
        ),
      },
      SORT_COLUMNS,
      'created_at',
    ),
    list: listReturns,
  });

  oneRoute(app, { path: '/returns', tag: 'returns', name: 'Return', item: Return, find: findReturn });

  app.post(
    '/returns',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Record goods of an order coming back; each line takes at most what the order holds not yet returned (409 naming the line)',
        body: ReturnBody,
        response: { 201: Type.Object({ Return }), 400: ErrorList, 409: ErrorList },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => createReturn(tx, request.body));
      reply.code(201);
      return { Return: await findReturn(app.db, id) };
    },
  );

  app.delete(
    '/returns/:id',
    {
      schema: {
        tags: ['returns'],
        summary: 'Delete a return; the stock it brought back leaves again',
        params: IdParams,
        response: { 200: Type.Object({ Return }), 404: ErrorList },
      },
    },
    async (request) => ({ Return: await app.db.transaction((tx) => deleteReturn(tx, request.params.id)) }),
  );

  app.get(
    '/orders/:id/returnable',
    {
      schema: {
        tags: ['returns'],
        summary:
          'Per product of the order: ordered, already returned, still returnable, and the unit price the order charged',
        params: IdParams,
        response: { 200: Type.Object({ ReturnableProducts: Type.Array(ReturnableProduct) }), 404: ErrorList },
      },
    },
    async (request) => ({ ReturnableProducts: await findReturnable(app.db, request.params.id) }),
  );
}
