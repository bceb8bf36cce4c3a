import type { WarehouseListResolvers } from '../generated/graphql';

export const WarehouseList: WarehouseListResolvers = {
  totalCount: (list) => list.count,
};
