import { customerInputRules } from '@backoffice/schema/rules/customer';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { customerTypeMap } from '../core/parties';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { cityTypeMap, fetchAllCities } from '../locations/rest';
import { Customer } from './Customer.resolvers';
import { CustomerList } from './CustomerList.resolvers';
import { customerInputFields, customerSortFieldMap, toRestCustomerBody } from './map';
import { createCustomer, deleteCustomer, listCustomers, loadCustomer, replaceCustomer } from './rest';

export const customerResolvers: Resolvers = {
  Customer,
  CustomerList,
  Query: {
    customers: (_parent, { search, type, cityId, page, perPage, sortBy, desc }, context) =>
      listPage('customer list', { page, perPage }, (paging) =>
        listCustomers(context, {
          customer: search,
          customer_type: customerTypeMap.toRest(type),
          cityId,
          ...paging,
          orderby: customerSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    customer: (_parent, { id }, context) => loadCustomer(context, id),
    async customerCityOptions(_parent, _args, context) {
      const cities = await fetchAllCities(context);
      const typeText = (city: (typeof cities)[number]) =>
        cityTypeMap.fromRest(city.type) ?? cityTypeMap.unknownText(city.type) ?? '';
      return [...cities].sort((a, b) => a.name.localeCompare(b.name, 'id') || typeText(a).localeCompare(typeText(b)));
    },
  },
  Mutation: {
    createCustomer: (_parent, { input }, context) =>
      inInputTerms(
        customerInputFields,
        createCustomer(context, toRestCustomerBody(validateInput(customerInputRules, input))),
      ),
    updateCustomer: (_parent, { id, input }, context) =>
      inInputTerms(
        customerInputFields,
        replaceCustomer(context, id, toRestCustomerBody(validateInput(customerInputRules, input))),
      ),
    deleteCustomer: (_parent, { id }, context) =>
      inInputTerms(customerInputFields, deleteCustomer(context, id), ABOUT_THE_RECORD),
  },
};
