import { warehouseInputRules } from '@backoffice/schema/rules/warehouse';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { SORT_FIELDS, toRestWarehouseBody, warehouseInputFields, warehouseTypeResolvers, withStatus } from './map';
import { createWarehouse, deleteWarehouse, listWarehouses, loadWarehouse, replaceWarehouse } from './rest';

export const warehouseResolvers: Resolvers = {
  ...warehouseTypeResolvers,
  Query: {
    warehouses: (_parent, { search, page, perPage, sortBy, desc }, { rest }) =>
      listWarehouses(rest, { search, page, per_page: perPage, orderby: SORT_FIELDS[sortBy], desc }),
    warehouse: (_parent, { id }, context) => loadWarehouse(context, id),
  },
  Mutation: {
    createWarehouse: (_parent, { input }, { rest }) =>
      inInputTerms(warehouseInputFields, createWarehouse(rest, toRestWarehouseBody(validateInput(warehouseInputRules, input)))),
    updateWarehouse: (_parent, { id, input }, { rest }) =>
      inInputTerms(warehouseInputFields, replaceWarehouse(rest, id, toRestWarehouseBody(validateInput(warehouseInputRules, input)))),
    async setWarehouseActive(_parent, { id, active }, context) {
      const warehouse = await loadWarehouse(context, id);
      return inInputTerms(warehouseInputFields, replaceWarehouse(context.rest, id, withStatus(warehouse, active)));
    },
    deleteWarehouse: (_parent, { id }, { rest }) => inInputTerms(warehouseInputFields, deleteWarehouse(rest, id)),
  },
};
