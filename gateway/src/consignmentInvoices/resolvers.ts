import { consignmentInvoiceInputRules } from '@backoffice/schema/rules/consignmentInvoice';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { listOrders, orderSortFieldMap } from '../orders/rest';
import { ConsignmentInvoice } from './ConsignmentInvoice.resolvers';
import { ConsignmentInvoiceLine } from './ConsignmentInvoiceLine.resolvers';
import { ConsignmentItem } from './ConsignmentItem.resolvers';
import { InvoiceCustomer } from './InvoiceCustomer.resolvers';
import { consignmentInvoiceInputFields, invoiceInWords, toRestConsignmentOrderFilters, toRestInvoiceBody } from './map';
import { OrderConsignment } from './OrderConsignment.resolvers';
import {
  createConsignmentInvoice,
  deleteConsignmentInvoice,
  fetchConsignmentInvoice,
  updateConsignmentInvoice,
} from './rest';

export const consignmentInvoiceResolvers: Resolvers = {
  ConsignmentInvoice,
  ConsignmentInvoiceLine,
  InvoiceCustomer,
  OrderConsignment,
  ConsignmentItem,
  Query: {
    consignmentOrders: (_parent, { filter, page, perPage, sortBy, desc }, context) =>
      listPage('consignment invoice list', { page, perPage }, (paging) =>
        listOrders(
          context,
          {
            ...toRestConsignmentOrderFilters(filter),
            ...paging,
            orderby: orderSortFieldMap.toRest(sortBy),
            desc,
          },
          'consignment invoice list',
        ),
      ),
    consignmentInvoice: (_parent, { id }, context) => fetchConsignmentInvoice(context, id),
  },
  Mutation: {
    createConsignmentInvoice: (_parent, { orderId, input }, context) =>
      inInputTerms(
        consignmentInvoiceInputFields,
        createConsignmentInvoice(
          context,
          toRestInvoiceBody(orderId, validateInput(consignmentInvoiceInputRules, input)),
        ),
      ),
    /*
     * PUT wants the invoice's own order_id, which the input does not carry (an invoice never moves to another
     * order): it is read from the invoice first, which also answers NOT_FOUND for an unknown id.
     */
    async updateConsignmentInvoice(_parent, { id, input }, context) {
      const values = validateInput(consignmentInvoiceInputRules, input);
      const invoice = await inInputTerms(
        consignmentInvoiceInputFields,
        fetchConsignmentInvoice(context, id),
        ABOUT_THE_RECORD,
      );
      context.history.before(invoiceInWords(invoice));
      return inInputTerms(
        consignmentInvoiceInputFields,
        updateConsignmentInvoice(context, invoice, toRestInvoiceBody(invoice.order_id, values, true)),
      );
    },
    deleteConsignmentInvoice: (_parent, { id }, context) =>
      inInputTerms(consignmentInvoiceInputFields, deleteConsignmentInvoice(context, id), ABOUT_THE_RECORD),
  },
};
