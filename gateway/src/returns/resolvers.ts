import { returnInputRules } from '@backoffice/schema/rules/return';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { todayInJakarta } from '../core/today';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { returnInputFields, returnSortFieldMap, toRestReturnBody } from './map';
import { createReturn, deleteReturn, fetchReturn, listReturns } from './rest';
import { Return } from './Return.resolvers';
import { ReturnableProduct } from './ReturnableProduct.resolvers';
import { ReturnLine } from './ReturnLine.resolvers';
import { ReturnList } from './ReturnList.resolvers';

export const returnResolvers: Resolvers = {
  Return,
  ReturnLine,
  ReturnableProduct,
  ReturnList,
  Query: {
    // Case-insensitive on the REST side: a deliberate fix of the old client's case-sensitive match.
    returns: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('return list', { page, perPage }, (paging) =>
        listReturns(context, {
          customer: filter?.customer?.trim() || null,
          ...paging,
          orderby: returnSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    return: (_parent, { id }, context) => fetchReturn(context, id),
  },
  Mutation: {
    // Dated today where the company works, as stock counts are, whatever the servers' own time zones.
    createReturn: (_parent, { input }, context) =>
      inInputTerms(
        returnInputFields,
        createReturn(context, toRestReturnBody(validateInput(returnInputRules, input), todayInJakarta())),
      ),
    deleteReturn: (_parent, { id }, context) =>
      inInputTerms(returnInputFields, deleteReturn(context, id), ABOUT_THE_RECORD),
  },
};
