import type { BundleItemResolvers } from '../generated/graphql';

export const BundleItem: BundleItemResolvers = {
  id: (item) => String(item.id),
};
