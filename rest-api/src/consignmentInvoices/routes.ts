import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { oneRoute } from '../core/routes';
import { ErrorList, IdParams } from '../core/schemas';
import { ConsignmentInvoice, ConsignmentInvoiceBody, OrderConsignment, RemainingItems } from './schemas';
import {
  createInvoice,
  deleteInvoice,
  findInvoice,
  findOrderConsignment,
  findRemainingItems,
  replaceInvoice,
} from './store';

const TAG = 'consignment invoices';

/** Spec 002 §7: invoices of stockists' consignment orders, each taking at most what remains of the order. */
export function consignmentInvoiceRoutes(app: App) {
  app.get(
    '/orders/:id/consignment_invoices',
    {
      schema: {
        tags: [TAG],
        summary:
          "The order's consignment status, its invoices oldest first with their items, what it holds and what remains to be invoiced",
        params: IdParams,
        response: { 200: OrderConsignment, 404: ErrorList },
      },
    },
    async (request) => findOrderConsignment(app.db, request.params.id),
  );

  app.get(
    '/orders/consignment_invoices/:id',
    {
      schema: {
        tags: [TAG],
        summary:
          "What remains to be invoiced of the order (products with something left) and its customer's name; the token is required",
        params: IdParams,
        response: { 200: RemainingItems, 404: ErrorList },
      },
    },
    async (request) => findRemainingItems(app.db, request.params.id),
  );

  oneRoute(app, {
    path: '/consignment_invoices',
    tag: TAG,
    name: 'ConsignmentInvoice',
    item: ConsignmentInvoice,
    find: findInvoice,
  });

  app.post(
    '/consignment_invoices',
    {
      schema: {
        tags: [TAG],
        summary:
          "Invoice part of a stockist's order; the number is assigned here, and each item takes at most what remains (409 naming the line)",
        body: ConsignmentInvoiceBody,
        response: { 201: Type.Object({ message: Type.String(), ConsignmentInvoice }), 400: ErrorList, 409: ErrorList },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => createInvoice(tx, request.body));
      const invoice = await findInvoice(app.db, id);
      reply.code(201);
      return { message: `Berhasil menambahkan Invoice ${invoice.invoice_no}`, ConsignmentInvoice: invoice };
    },
  );

  app.put(
    '/consignment_invoices/:id',
    {
      schema: {
        tags: [TAG],
        summary:
          "Change an invoice's type, memo and items; its order and date stay, and its own old items do not count against what remains",
        params: IdParams,
        body: ConsignmentInvoiceBody,
        response: {
          200: Type.Object({ message: Type.String(), order_id: Type.Integer(), ConsignmentInvoice }),
          400: ErrorList,
          404: ErrorList,
          409: ErrorList,
        },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => replaceInvoice(tx, request.params.id, request.body));
      const invoice = await findInvoice(app.db, request.params.id);
      return {
        message: `Berhasil mengubah Invoice ${invoice.invoice_no}`,
        order_id: invoice.order_id,
        ConsignmentInvoice: invoice,
      };
    },
  );

  app.delete(
    '/consignment_invoices/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete an invoice; its items remain to be invoiced again',
        params: IdParams,
        response: { 200: Type.Object({ message: Type.String(), ConsignmentInvoice }), 404: ErrorList },
      },
    },
    async (request) => {
      const invoice = await app.db.transaction((tx) => deleteInvoice(tx, request.params.id));
      return { message: `Berhasil menghapus Invoice ${invoice.invoice_no}`, ConsignmentInvoice: invoice };
    },
  );
}
