import { loadCustomer, summarizedCustomer } from '../customers/rest';
import type { RetailerLocationResolvers } from '../generated/graphql';

export const RetailerLocation: RetailerLocationResolvers = {
  id: (location) => String(location.id),
  // The customer the location carries answers the list's column; without one it is loaded by customerId.
  customer: ({ customerId, Customer: customer }, _args, context, info) =>
    customer === null
      ? loadCustomer(context, customerId)
      : summarizedCustomer(context, info, {
          id: customerId,
          fullName: customer.fullName,
          company_name: customer.companyName,
        }),
  imageUrl: (location) => location.media,
  operationalHours: (location) => location.operasionalHour,
  longitude: (location) => location.longtitude,
};
