import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { Id, IdParams } from '../core/schemas';
import { Message, QuickBooksInvoice } from './schemas';
import { bookGojek, quickBooksInvoice, syncToJubelio } from './store';

export function integrationRoutes(app: App) {
  app.get(
    '/quickbooks/orderInvoice/:id',
    {
      schema: {
        tags: ['integrations'],
        summary: "An order's invoice and payments in QuickBooks (simulated)",
        params: IdParams,
        response: { 200: QuickBooksInvoice },
      },
    },
    async (request) => quickBooksInvoice(app.db, request.params.id),
  );

  app.post(
    '/jubelios/:id',
    {
      schema: {
        tags: ['integrations'],
        summary: 'Sync an order to Jubelio (simulated)',
        params: IdParams,
        response: { 200: Message },
      },
    },
    async (request) => ({ message: await syncToJubelio(app.db, request.params.id) }),
  );

  app.post(
    '/gojek/order',
    {
      // Spec 001 §8: a Gojek failure shows the response's message.
      config: { errorShape: 'message' },
      schema: {
        tags: ['integrations'],
        summary: 'Book a Gojek pickup for an order (simulated)',
        body: Type.Object({ order_id: Id() }),
        response: { 200: Message, 400: Message, 422: Message },
      },
    },
    async (request) => ({ message: await bookGojek(app.db, request.body.order_id) }),
  );
}
