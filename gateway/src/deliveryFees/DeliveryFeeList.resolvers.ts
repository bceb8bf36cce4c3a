import type { DeliveryFeeListResolvers } from '../generated/graphql';

export const DeliveryFeeList: DeliveryFeeListResolvers = {
  totalCount: (list) => list.count,
};
