import type { ReturnableProductResolvers } from '../generated/graphql';

export const ReturnableProduct: ReturnableProductResolvers = {
  productId: (product) => String(product.ItemId),
  productName: (product) => product.name,
  orderedQuantity: (product) => product.ordered_qty,
  returnedQuantity: (product) => product.returned_qty,
  returnableQuantity: (product) => product.returnable_qty,
  unitPrice: (product) => product.price,
};
