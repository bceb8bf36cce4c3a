import { linePrice } from '@backoffice/schema/rules/orderTotals';

import type { OrderLineResolvers } from '../generated/graphql';
import { loadRecentProduct } from '../products/rest';
import { unitPriceOf } from './map';

export const OrderLine: OrderLineResolvers = {
  id: (line) => String(line.id),
  productId: (line) => String(line.ItemId),
  productName: (line) => line.Item.name,
  sku: (line) => line.Item.sku,
  product: (line, _args, context) => loadRecentProduct(context, String(line.ItemId)),
  quantity: (line) => line.qty,
  unitPrice: (line) => unitPriceOf(line),
  linePrice: (line) => linePrice({ quantity: line.qty, unitPrice: unitPriceOf(line) }),
  grossWeight: async (line, _args, context) => (await loadRecentProduct(context, String(line.ItemId))).gross_weight,
};
