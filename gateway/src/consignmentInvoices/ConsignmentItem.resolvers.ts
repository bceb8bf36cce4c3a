import type { ConsignmentItemResolvers } from '../generated/graphql';
import { productFieldOf } from '../products/rest';

export const ConsignmentItem: ConsignmentItemResolvers = {
  productId: (item) => String(item.ItemId),
  // A name the answer left out is read from the product.
  productName: (item, _args, context) => item.name ?? productFieldOf(context, item.ItemId, 'name'),
  quantity: (item) => item.qty,
  unitPrice: (item) => item.price,
};
