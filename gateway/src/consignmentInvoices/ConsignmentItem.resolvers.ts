import type { ConsignmentItemResolvers } from '../generated/graphql';
import { loadProduct } from '../products/rest';

export const ConsignmentItem: ConsignmentItemResolvers = {
  productId: (item) => String(item.ItemId),
  // A name the answer left out is read from the product (the request's DataLoader).
  productName: async (item, _args, context) => item.name ?? (await loadProduct(context, String(item.ItemId))).name,
  quantity: (item) => item.qty,
  unitPrice: (item) => item.price,
};
