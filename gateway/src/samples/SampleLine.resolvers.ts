import type { SampleLineResolvers } from '../generated/graphql';

export const SampleLine: SampleLineResolvers = {
  id: (line) => line.id,
  productId: (line) => String(line.ItemId),
  productName: (line) => line.Item.name,
  sku: (line) => line.Item.sku,
  quantity: (line) => line.qty,
  grossWeight: (line) => line.Item.gross_weight,
};
