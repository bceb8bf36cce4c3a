import type { OrderListResolvers } from '../generated/graphql';

export const OrderList: OrderListResolvers = {
  totalCount: (list) => list.count,
};
