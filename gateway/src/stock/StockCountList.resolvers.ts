import type { StockCountListResolvers } from '../generated/graphql';

export const StockCountList: StockCountListResolvers = {
  totalCount: (list) => list.count,
};
