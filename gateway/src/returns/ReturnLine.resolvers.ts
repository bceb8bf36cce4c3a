import { linePrice } from '@backoffice/schema/rules/orderTotals';

import type { ReturnLineResolvers } from '../generated/graphql';

export const ReturnLine: ReturnLineResolvers = {
  id: (line) => line.id,
  productId: (line) => (line.ItemId === null ? null : String(line.ItemId)),
  productName: (line) => line.Item.name,
  quantity: (line) => line.qty,
  unitPrice: (line) => line.price,
  linePrice: (line) => linePrice({ quantity: line.qty, unitPrice: line.price }),
};
