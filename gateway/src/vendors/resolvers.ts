import { vendorInputRules } from '@backoffice/schema/rules/vendor';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { SORT_FIELDS, toRestVendorBody, vendorInputFields, vendorTypeResolvers } from './map';
import { createVendor, deleteVendor, listVendors, loadVendor, replaceVendor } from './rest';

export const vendorResolvers: Resolvers = {
  ...vendorTypeResolvers,
  Query: {
    vendors: (_parent, { search, companyName, page, perPage, sortBy, desc }, { rest }) =>
      listVendors(rest, { vendor: search, company_name: companyName, page, per_page: perPage, orderby: SORT_FIELDS[sortBy], desc }),
    vendor: (_parent, { id }, context) => loadVendor(context, id),
  },
  Mutation: {
    createVendor: (_parent, { input }, { rest }) =>
      inInputTerms(vendorInputFields, createVendor(rest, toRestVendorBody(validateInput(vendorInputRules, input)))),
    updateVendor: (_parent, { id, input }, { rest }) =>
      inInputTerms(vendorInputFields, replaceVendor(rest, id, toRestVendorBody(validateInput(vendorInputRules, input)))),
    deleteVendor: (_parent, { id }, { rest }) => inInputTerms(vendorInputFields, deleteVendor(rest, id)),
  },
};
