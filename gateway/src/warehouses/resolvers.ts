import { warehouseInputRules } from '@backoffice/schema/rules/warehouse';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { toRestWarehouseBody, warehouseInputFields, warehouseSortFieldMap, withStatus } from './map';
import { createWarehouse, deleteWarehouse, listWarehouses, loadWarehouse, replaceWarehouse } from './rest';
import { Warehouse } from './Warehouse.resolvers';
import { WarehouseList } from './WarehouseList.resolvers';

export const warehouseResolvers: Resolvers = {
  Warehouse,
  WarehouseList,
  Query: {
    warehouses: (_parent, { search, page, perPage, sortBy, desc }, context) =>
      listPage('warehouse list', { page, perPage }, (paging) =>
        listWarehouses(context, { search, ...paging, orderby: warehouseSortFieldMap.toRest(sortBy), desc }),
      ),
    warehouse: (_parent, { id }, context) => loadWarehouse(context, id),
  },
  Mutation: {
    createWarehouse: (_parent, { input }, context) =>
      inInputTerms(
        warehouseInputFields,
        createWarehouse(context, toRestWarehouseBody(validateInput(warehouseInputRules, input))),
      ),
    updateWarehouse: (_parent, { id, input }, context) =>
      inInputTerms(
        warehouseInputFields,
        replaceWarehouse(context, id, toRestWarehouseBody(validateInput(warehouseInputRules, input))),
      ),
    async setWarehouseActive(_parent, { id, active }, context) {
      const warehouse = await loadWarehouse(context, id);
      context.history.before({ active: warehouse.status });
      return inInputTerms(warehouseInputFields, replaceWarehouse(context, id, withStatus(warehouse, active)));
    },
    deleteWarehouse: (_parent, { id }, context) =>
      inInputTerms(warehouseInputFields, deleteWarehouse(context, id), ABOUT_THE_RECORD),
  },
};
