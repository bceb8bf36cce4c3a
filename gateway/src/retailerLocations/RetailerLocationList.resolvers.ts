import type { RetailerLocationListResolvers } from '../generated/graphql';

export const RetailerLocationList: RetailerLocationListResolvers = {
  totalCount: (list) => list.count,
};
