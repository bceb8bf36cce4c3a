import type { StockCountResolvers } from '../generated/graphql';
import { productFieldOf } from '../products/rest';

export const StockCount: StockCountResolvers = {
  productId: (count) => String(count.ItemId),
  productName: (count) => count.Item.name,
  // A SKU the answer left out is read from the product.
  sku: (count, _args, context) => count.Item.sku ?? productFieldOf(context, count.ItemId, 'sku'),
  warehouseId: (count) => String(count.WarehouseId),
  warehouseName: (count) => count.Warehouse.LocationName,
  currentStock: (count) => count.CurrentStock,
  realStock: (count) => count.RealStock,
  pendingStock: (count) => count.PendingStock,
};
