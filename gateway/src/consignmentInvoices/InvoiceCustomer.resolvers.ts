import type { InvoiceCustomerResolvers } from '../generated/graphql';

export const InvoiceCustomer: InvoiceCustomerResolvers = {
  id: (customer) => (customer.id === null ? null : String(customer.id)),
  companyName: (customer) => customer.company_name,
  email: (customer) => customer.CustomerContact?.email ?? null,
  address: (customer) => customer.CustomerContact?.addressLine1 ?? null,
};
