import { customerInputRules } from '@backoffice/schema/rules/customer';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { CUSTOMER_TYPE_TO_REST, customerInputFields, customerTypeResolvers, SORT_FIELDS, toRestCustomerBody } from './map';
import { createCustomer, deleteCustomer, fetchAllCities, listCustomers, loadCustomer, replaceCustomer } from './rest';

export const customerResolvers: Resolvers = {
  ...customerTypeResolvers,
  Query: {
    customers: (_parent, { search, type, cityId, page, perPage, sortBy, desc }, { rest }) =>
      listCustomers(rest, {
        customer: search,
        customer_type: type ? CUSTOMER_TYPE_TO_REST[type] : null,
        cityId,
        page,
        per_page: perPage,
        orderby: SORT_FIELDS[sortBy],
        desc,
      }),
    customer: (_parent, { id }, context) => loadCustomer(context, id),
    async customerCityOptions(_parent, _args, context) {
      const cities = await fetchAllCities(context);
      return [...cities].sort((a, b) => a.name.localeCompare(b.name, 'id') || a.type.localeCompare(b.type));
    },
  },
  Mutation: {
    createCustomer: (_parent, { input }, { rest }) =>
      inInputTerms(customerInputFields, createCustomer(rest, toRestCustomerBody(validateInput(customerInputRules, input)))),
    updateCustomer: (_parent, { id, input }, { rest }) =>
      inInputTerms(customerInputFields, replaceCustomer(rest, id, toRestCustomerBody(validateInput(customerInputRules, input)))),
    deleteCustomer: (_parent, { id }, { rest }) => inInputTerms(customerInputFields, deleteCustomer(rest, id)),
  },
};
