import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { listQuery, pageRoute, recordRoutes } from '../core/routes';
import { ErrorObject } from '../core/schemas';
import { Warehouse, WarehouseBody } from './schemas';
import { listWarehouses, SORT_COLUMNS, warehouses } from './store';

export function warehouseRoutes(app: App) {
  pageRoute(app, {
    path: '/warehouse',
    tag: 'warehouses',
    summary: 'Warehouses, paged and sorted',
    name: 'Warehouses',
    item: Warehouse,
    query: listQuery(
      { search: Type.Optional(Type.String({ description: 'part of the name, any case' })) },
      SORT_COLUMNS,
      'LocationName',
    ),
    list: listWarehouses,
  });

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
