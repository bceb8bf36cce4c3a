import type { VendorListResolvers } from '../generated/graphql';

export const VendorList: VendorListResolvers = {
  totalCount: (list) => list.count,
};
