import { Type } from '@sinclair/typebox';

import { MAX_INT } from '@backoffice/schema/rules/number';

import type { App } from '../core/app';
import { listQuery, oneRoute, pageRoute } from '../core/routes';
import { DateText, ErrorList, Id, IdParams, oneOf } from '../core/schemas';
import { foldStockTotals, listStockCounts, SORT_COLUMNS as STOCK_SORT_COLUMNS } from './ledger';
import { InternalTransfer, InternalTransferBody, StockCount, TRANSFER_TYPES } from './schemas';
import { createTransfer, deleteTransfer, findTransfer, listTransfers, SORT_COLUMNS } from './store';

export function stockRoutes(app: App) {
  pageRoute(app, {
    path: '/internal_transfer',
    tag: 'stock',
    summary: 'Internal transfers, with their lines and their products',
    name: 'InternalTransfers',
    item: InternalTransfer,
    query: listQuery(
      {
        start_date: Type.Optional(DateText),
        end_date: Type.Optional(DateText),
        ship_from: Type.Optional(Id({ description: 'the source warehouse' })),
        ship_to: Type.Optional(Id({ description: 'the destination warehouse' })),
        type: Type.Optional(oneOf(TRANSFER_TYPES)),
        vendor: Type.Optional(Id({ description: 'a vendor at either end' })),
      },
      SORT_COLUMNS,
      'to_date',
    ),
    list: listTransfers,
  });

  oneRoute(app, {
    path: '/internal_transfer',
    tag: 'stock',
    name: 'InternalTransfer',
    item: InternalTransfer,
    find: findTransfer,
  });

  app.post(
    '/internal_transfer',
    {
      schema: {
        tags: ['stock'],
        // The correction (expected_stock) is described in the lines' schema only: the spec profile leaves it out.
        summary: 'Record a stock movement (spec 001 §7), or a stock adjustment (spec 002 §7)',
        body: InternalTransferBody,
        response: { 201: Type.Object({ InternalTransfer }), 400: ErrorList, 409: ErrorList },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => createTransfer(tx, request.body));
      reply.code(201);
      return { InternalTransfer: await findTransfer(app.db, id) };
    },
  );

  app.delete(
    '/internal_transfer/:id',
    {
      schema: {
        tags: ['stock'],
        summary: 'Delete a transfer; the stock it moved is moved back',
        params: IdParams,
        response: { 200: Type.Object({ InternalTransfer }), 404: ErrorList },
      },
    },
    async (request) => ({ InternalTransfer: await app.db.transaction((tx) => deleteTransfer(tx, request.params.id)) }),
  );

  pageRoute(app, {
    path: '/inventory/stock/count',
    tag: 'stock',
    summary:
      'Stock per product and warehouse up to filter_date (spec 002 §2 Stock Tracker), from the ledger of movements',
    name: 'StockCounts',
    item: StockCount,
    query: listQuery(
      {
        filter_date: DateText,
        warehouse: Type.Optional(Id()),
        item: Type.Optional(Type.String({ maxLength: 200, description: 'words of the product name or SKU' })),
        item_id: Type.Optional(Id({ description: 'one product' })),
        available_below: Type.Optional(
          Type.Integer({
            minimum: -MAX_INT - 1,
            maximum: MAX_INT,
            description: 'rows whose CurrentStock minus PendingStock is below this',
          }),
        ),
      },
      STOCK_SORT_COLUMNS,
      'warehouse',
    ),
    // The products moved since the last count are folded into the kept totals first (ledger.ts).
    list: async (db, query) => {
      await foldStockTotals(app.db);
      return listStockCounts(db, query);
    },
  });
}
