import { internalTransferInputRules } from '@backoffice/schema/rules/internalTransfer';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { correctStock } from './correction';
import { InternalTransfer } from './InternalTransfer.resolvers';
import { InternalTransferLine } from './InternalTransferLine.resolvers';
import { InternalTransferList } from './InternalTransferList.resolvers';
import {
  internalTransferInputFields,
  internalTransferSortFieldMap,
  stockCountArgumentFields,
  stockCountSortFieldMap,
  toRestStockCountFilters,
  toRestTransferBody,
  toRestTransferFilters,
} from './map';
import {
  createInternalTransfer,
  deleteInternalTransfer,
  listInternalTransfers,
  listStockCounts,
  loadInternalTransfer,
} from './rest';
import { StockCount } from './StockCount.resolvers';
import { StockCountList } from './StockCountList.resolvers';

export const stockResolvers: Resolvers = {
  InternalTransfer,
  InternalTransferLine,
  InternalTransferList,
  StockCount,
  StockCountList,
  Query: {
    internalTransfers: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('internal transfer list', { page, perPage }, (paging) =>
        listInternalTransfers(context, {
          ...toRestTransferFilters(filter),
          ...paging,
          orderby: internalTransferSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    internalTransfer: (_parent, { id }, context) => loadInternalTransfer(context, id),
    // 'Stock Until' defaults to today where the company works, whatever the gateway's own time zone.
    stockCounts: (_parent, { page, perPage, sortBy, desc, ...filters }, context) =>
      inInputTerms(
        stockCountArgumentFields,
        listPage('Stock Tracker', { page, perPage }, (paging) =>
          listStockCounts(context, {
            ...toRestStockCountFilters(filters),
            ...paging,
            orderby: stockCountSortFieldMap.toRest(sortBy),
            desc,
          }),
        ),
      ),
  },
  Mutation: {
    createInternalTransfer: (_parent, { input }, context) =>
      inInputTerms(
        internalTransferInputFields,
        createInternalTransfer(context, toRestTransferBody(validateInput(internalTransferInputRules, input))),
      ),
    deleteInternalTransfer: (_parent, { id }, context) =>
      inInputTerms(internalTransferInputFields, deleteInternalTransfer(context, id), ABOUT_THE_RECORD),
    correctStock: (_parent, { input }, context) => correctStock(context, input),
  },
};
