import type { CustomerListResolvers } from '../generated/graphql';

export const CustomerList: CustomerListResolvers = {
  totalCount: (list) => list.count,
};
