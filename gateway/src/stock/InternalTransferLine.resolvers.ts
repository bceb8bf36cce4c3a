import type { InternalTransferLineResolvers } from '../generated/graphql';
import { loadProduct } from '../products/rest';

export const InternalTransferLine: InternalTransferLineResolvers = {
  id: (line) => String(line.key),
  productId: (line) => String(line.productId),
  // A name or SKU the answer left out is read from the product (the request's DataLoader).
  productName: async (line, _args, context) =>
    line.Item?.name ?? (await loadProduct(context, String(line.productId))).name,
  sku: async (line, _args, context) => line.Item?.sku ?? (await loadProduct(context, String(line.productId))).sku,
  quantity: (line) => line.qty,
  unitPrice: (line) => line.price,
  countedStock: (line) => line.counted_qty,
};
