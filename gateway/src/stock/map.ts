import type { InternalTransferInputValues } from '@backoffice/schema/rules/internalTransfer';
import { DEFAULT_COURIER_ID } from '@backoffice/schema/rules/order';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { toRestId } from '../core/parties';
import { todayInJakarta } from '../core/today';
import type { InternalTransferFilter, InternalTransferSortField, StockCountSortField } from '../generated/graphql';
import type { RestProduct } from '../products/rest';
import type { RestWarehouse } from '../warehouses/rest';
import {
  type InternalTransferListQuery,
  type RestInternalTransferBody,
  type RestStockCount,
  type RestTransferItem,
  type StockCountQuery,
  transferTypeMap,
} from './rest';

/** Spec 001 §9: the dashboard always sends the default courier and status 1 with a transfer. */
const TRANSFER_COURIER_ID = Number(DEFAULT_COURIER_ID);
const RECORDED_STATUS = 1;

export const internalTransferSortFieldMap = enumMap('internal transfer sort field', {
  RECEIVED_DATE: 'to_date',
  SHIPMENT_DATE: 'from_date',
  ID: 'id',
  TYPE: 'type',
} as const satisfies Record<InternalTransferSortField, InternalTransferListQuery['orderby']>);

export const stockCountSortFieldMap = enumMap('stock count sort field', {
  WAREHOUSE: 'warehouse',
  ITEM: 'item',
  CURRENT_STOCK: 'current_stock',
  PENDING_STOCK: 'pending_stock',
} as const satisfies Record<StockCountSortField, StockCountQuery['orderby']>);

/** The REST names of InternalTransferInput's fields, for errors in GraphQL terms (labels as the Add Stock form's). */
export const internalTransferInputFields: InputFieldTable = {
  type: { field: 'type', label: 'Type' },
  from_date: { field: 'shipmentDate', label: 'Shipment date' },
  to_date: { field: 'receivedDate', label: 'Received date' },
  ShipFromLocationId: { field: 'fromWarehouseId', label: 'From warehouse' },
  ShipToLocationId: { field: 'toWarehouseId', label: 'Destination warehouse' },
  vendor: { field: 'vendorId', label: 'Vendor' },
  ToVendorId: { field: 'toVendorId', label: 'Vendor/unit' },
  memo: { field: 'memo', label: 'Memo' },
  items: { field: 'lines', label: 'Lines' },
  'items.#.ItemId': { field: 'lines.#.productId', label: 'Product' },
  'items.#.qty': { field: 'lines.#.quantity', label: 'Quantity' },
  'items.#.price': { field: 'lines.#.unitPrice', label: 'Unit price' },
};

/** The REST names of the adjustment a correction writes, as StockCorrectionInput's fields. */
export const stockCorrectionInputFields: InputFieldTable = {
  ShipFromLocationId: { field: 'warehouseId', label: 'Warehouse' },
  'items.#.ItemId': { field: 'productId', label: 'Product' },
  'items.#.qty': { field: 'realStock', label: 'Real stock' },
  'items.#.expected_stock': { field: 'expectedCurrentStock', label: 'Current stock' },
  item_id: { field: 'productId', label: 'Product' },
  warehouse: { field: 'warehouseId', label: 'Warehouse' },
};

/** The REST names of the stockCounts arguments, for a refused filter. */
export const stockCountArgumentFields: InputFieldTable = {
  filter_date: { field: 'until', label: 'Stock until' },
  warehouse: { field: 'warehouseId', label: 'Warehouse' },
  item: { field: 'item', label: 'Item' },
  available_below: { field: 'availableBelow', label: 'Available Below' },
};

/** The stockCounts filters under their REST keys; 'Stock Until' is today in Jakarta unless given. */
export function toRestStockCountFilters(args: {
  until?: string | null;
  warehouseId?: string | null;
  item?: string | null;
  availableBelow?: number | null;
}): Omit<StockCountQuery, 'page' | 'per_page' | 'orderby' | 'desc'> {
  return {
    filter_date: args.until ?? todayInJakarta(),
    warehouse: args.warehouseId,
    item: args.item?.trim(),
    available_below: args.availableBelow,
  };
}

/** Every filter of the Internal Transfer screen under its REST key. */
export function toRestTransferFilters(
  filter: InternalTransferFilter | null | undefined,
): Omit<InternalTransferListQuery, 'page' | 'per_page' | 'orderby' | 'desc'> {
  if (!filter) return {};
  return {
    start_date: filter.startDate,
    end_date: filter.endDate,
    ship_from: filter.fromWarehouseId,
    ship_to: filter.toWarehouseId,
    type: transferTypeMap.toRest(filter.type),
    vendor: filter.vendorId,
  };
}

const itemsText = (items: RestTransferItem[]) => JSON.stringify(items);

/** Spec 001 §3 and §9: the Add Stock form's transfer, lines as JSON text, courier and status 1. */
export function toRestTransferBody(input: InternalTransferInputValues): RestInternalTransferBody {
  return {
    type: transferTypeMap.toRest(input.type),
    from_date: input.shipmentDate,
    to_date: input.receivedDate,
    vendor: toRestId(input.vendorId),
    ToVendorId: toRestId(input.toVendorId),
    ShipFromLocationId: toRestId(input.fromWarehouseId),
    ShipToLocationId: toRestId(input.toWarehouseId),
    DeliveryMethodId: TRANSFER_COURIER_ID,
    memo: input.memo,
    status: RECORDED_STATUS,
    items: itemsText(
      input.lines.map((line) => ({
        ItemId: Number(line.productId),
        qty: line.quantity,
        price: line.unitPrice ?? null,
      })),
    ),
  };
}

/**
 * Spec 002 §7: a correction is an adjustment at the warehouse, dated `day` at both ends, of `realStock -
 * currentStock`. `checkedByRestApi` adds `expected_stock`, which makes a REST API that offers it refuse the
 * adjustment (409) unless the stock is still `currentStock`; the spec's line has no such field.
 */
export function correctionBody(
  correction: { productId: string; warehouseId: string; realStock: number },
  currentStock: number,
  day: string,
  checkedByRestApi: boolean,
): RestInternalTransferBody {
  const line: RestTransferItem = { ItemId: Number(correction.productId), qty: correction.realStock - currentStock };
  return {
    type: 'adjustment',
    from_date: day,
    to_date: day,
    vendor: null,
    ToVendorId: null,
    ShipFromLocationId: Number(correction.warehouseId),
    ShipToLocationId: null,
    DeliveryMethodId: TRANSFER_COURIER_ID,
    memo: null,
    status: RECORDED_STATUS,
    items: itemsText([checkedByRestApi ? { ...line, expected_stock: currentStock } : line]),
  };
}

/** The stock count of a product at a warehouse where nothing ever moved or waits: no row in the REST API's list. */
export const emptyStockCount = (product: RestProduct, warehouse: RestWarehouse): RestStockCount => ({
  ItemId: product.id,
  WarehouseId: warehouse.id,
  Warehouse: { LocationName: warehouse.LocationName },
  Item: { name: product.name, sku: product.sku },
  CurrentStock: 0,
  RealStock: null,
  PendingStock: 0,
});
