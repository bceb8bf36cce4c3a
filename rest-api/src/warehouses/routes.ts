import { Type } from '@sinclair/typebox';
import type { App } from '../app';
import { recordRoutes } from '../core/routes';
import { ErrorObject, ListQuery, listReply, orderBy } from '../core/schemas';
import { Warehouse, WarehouseBody } from './schemas';
import { listWarehouses, SORT_COLUMNS, warehouses } from './store';

export function warehouseRoutes(app: App) {
  app.get(
    '/warehouse',
    {
      schema: {
        tags: ['warehouses'],
        summary: 'Warehouses, searched by name (case-insensitive) and paged',
        querystring: Type.Composite([ListQuery, Type.Object({ search: Type.Optional(Type.String()), orderby: orderBy(SORT_COLUMNS, 'LocationName') })]),
        response: { 200: listReply('Warehouses', Warehouse) },
      },
    },
    async (request) => ({ Warehouses: await listWarehouses(app.db, request.query) }),
  );

  recordRoutes(app, {
    path: '/warehouse',
    tag: 'warehouses',
    name: 'Warehouse',
    item: Warehouse,
    body: WarehouseBody,
    table: warehouses,
    // Spec 000 §8: a failed warehouse add is read from errors.message.
    create: { errorShape: 'object', errors: { 400: ErrorObject } },
    replace: { summary: 'Replace the whole warehouse (the list switch sends it back with the status changed)' },
  });
}
