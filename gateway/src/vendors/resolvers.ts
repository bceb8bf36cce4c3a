import { vendorInputRules } from '@backoffice/schema/rules/vendor';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { toRestVendorBody, vendorInputFields, vendorSortFieldMap } from './map';
import { createVendor, deleteVendor, listVendors, loadVendor, replaceVendor } from './rest';
import { Vendor } from './Vendor.resolvers';
import { VendorList } from './VendorList.resolvers';

export const vendorResolvers: Resolvers = {
  Vendor,
  VendorList,
  Query: {
    vendors: (_parent, { search, companyName, page, perPage, sortBy, desc }, context) =>
      listPage('vendor list', { page, perPage }, (paging) =>
        listVendors(context, {
          vendor: search,
          company_name: companyName,
          ...paging,
          orderby: vendorSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    vendor: (_parent, { id }, context) => loadVendor(context, id),
  },
  Mutation: {
    createVendor: (_parent, { input }, context) =>
      inInputTerms(vendorInputFields, createVendor(context, toRestVendorBody(validateInput(vendorInputRules, input)))),
    updateVendor: (_parent, { id, input }, context) =>
      inInputTerms(
        vendorInputFields,
        replaceVendor(context, id, toRestVendorBody(validateInput(vendorInputRules, input))),
      ),
    deleteVendor: (_parent, { id }, context) =>
      inInputTerms(vendorInputFields, deleteVendor(context, id), ABOUT_THE_RECORD),
  },
};
