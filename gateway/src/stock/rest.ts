import type { GatewayContext } from '../core/context';
import { type FilterableList, readList, sameId } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';

/** How stock moves, as the REST API spells it (spec 000 §4). */
export type TransferTypeKey = 'purchases' | 'inter_warehouse' | 'adjustment' | 'purchase_return';

/** One product line of a transfer, with the name and SKU of its product. */
export interface RestInternalTransferLine {
  id: number;
  ItemId: number;
  /** Signed for adjustments, positive otherwise. */
  qty: number;
  price: number | null;
  memo: string | null;
  /** The stock counted on the shelf, when the line is a real-stock correction. */
  counted_qty: number | null;
  Item: { id: number; name: string; sku: string };
}

/** An internal transfer as GET /internal_transfer and GET /internal_transfer/:id answer it. */
export interface RestInternalTransfer {
  id: number;
  type: TransferTypeKey;
  /** The shipment date. */
  from_date: string;
  /** The received date. */
  to_date: string;
  memo: string | null;
  VendorId: number | null;
  ToVendorId: number | null;
  ShipFromLocationId: number | null;
  ShipToLocationId: number | null;
  DeliveryMethodId: number | null;
  status: number;
  InternalTransferLines: RestInternalTransferLine[];
  createdAt: string;
  updatedAt: string;
}

export interface RestInternalTransferList {
  rows: RestInternalTransfer[];
  count: number;
}

/** One line of the `items` JSON text of POST /internal_transfer. */
export interface RestTransferItem {
  ItemId: number;
  qty: number;
  price?: number | null;
  /** Adjustments only: the stock `qty` was computed from; the REST API answers 409 when it holds another. */
  expected_stock?: number;
}

/** The body of POST /internal_transfer (spec 001 §3): the lines as JSON text. */
export interface RestInternalTransferBody {
  type: TransferTypeKey;
  from_date: string;
  to_date: string;
  vendor: number | null;
  ToVendorId: number | null;
  /** `JSON.stringify` of RestTransferItem[]. */
  items: string;
  ShipFromLocationId: number | null;
  ShipToLocationId: number | null;
  DeliveryMethodId: number;
  memo: string | null;
  status: number;
}

export interface InternalTransferListQuery {
  start_date?: string | null;
  end_date?: string | null;
  ship_from?: string | null;
  ship_to?: string | null;
  type?: TransferTypeKey | null;
  /** A vendor at either end. */
  vendor?: string | null;
  page: number;
  per_page: number;
  orderby: 'to_date' | 'from_date' | 'id' | 'type';
  desc: boolean;
}

/** One row of GET /inventory/stock/count (spec 002 §3): a product at a warehouse, up to filter_date. */
export interface RestStockCount {
  ItemId: number;
  WarehouseId: number;
  Warehouse: { LocationName: string };
  Item: { name: string; sku: string };
  CurrentStock: number;
  RealStock: number | null;
  PendingStock: number;
}

export interface RestStockCountList {
  rows: RestStockCount[];
  count: number;
}

export interface StockCountQuery {
  filter_date: string;
  warehouse?: string | null;
  /** Words of the product's name or SKU. */
  item?: string | null;
  /** One product, exactly. */
  item_id?: string | null;
  /** Rows whose current minus pending stock is below this. */
  available_below?: number | null;
  page: number;
  per_page: number;
  orderby: 'warehouse' | 'item' | 'current_stock' | 'pending_stock';
  desc: boolean;
}

type TransferReply = { InternalTransfer: RestInternalTransfer };

const transferPath = (id: string | number) => `/internal_transfer/${encodeURIComponent(id)}`;

/**
 * GET /internal_transfer's filters, none of them in the spec: as rest-api stock/store.ts applies them. The dates
 * bound the received day (YYYY-MM-DD on both sides, so text order is day order).
 */
const TRANSFER_LIST: FilterableList<InternalTransferListQuery, RestInternalTransfer> = {
  path: '/internal_transfer',
  name: 'internal transfer list',
  filters: {
    start_date: { field: 'filter.startDate', label: 'Start Date', matches: (row, day) => row.to_date >= day },
    end_date: { field: 'filter.endDate', label: 'End Date', matches: (row, day) => row.to_date <= day },
    ship_from: {
      field: 'filter.fromWarehouseId',
      label: 'From Location',
      matches: (row, id) => sameId(row.ShipFromLocationId, id),
    },
    ship_to: {
      field: 'filter.toWarehouseId',
      label: 'To Location',
      matches: (row, id) => sameId(row.ShipToLocationId, id),
    },
    type: { field: 'filter.type', label: 'Type', matches: (row, type) => row.type === type },
    vendor: {
      field: 'filter.vendorId',
      label: 'Vendor',
      matches: (row, id) => sameId(row.VendorId, id) || sameId(row.ToVendorId, id),
    },
  },
};

export const listInternalTransfers = (context: GatewayContext, query: InternalTransferListQuery) =>
  readList(
    context,
    TRANSFER_LIST,
    query,
    (reply: { InternalTransfers: RestInternalTransferList }) => reply.InternalTransfers,
  );

/** By id through the request's DataLoader: a query naming one transfer twice fetches it once. */
export const loadInternalTransfer = byIdLoader(
  'internalTransferById',
  async ({ rest }, id) => (await rest.get<TransferReply>(transferPath(id))).InternalTransfer,
);

export const createInternalTransfer = async ({ rest }: GatewayContext, body: RestInternalTransferBody) =>
  (await rest.post<TransferReply>('/internal_transfer', body)).InternalTransfer;

export const deleteInternalTransfer = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<TransferReply>(transferPath(id))).InternalTransfer;

/**
 * GET /inventory/stock/count's filters that the spec does not name (warehouse, item and filter_date it does): as
 * rest-api stock/ledger.ts applies them.
 */
const STOCK_COUNT_LIST: FilterableList<StockCountQuery, RestStockCount> = {
  path: '/inventory/stock/count',
  name: 'Stock Tracker',
  filters: {
    // Only a stock correction names one product (readStockCount): its input's productId.
    item_id: { field: 'productId', label: 'Product', matches: (row, id) => sameId(row.ItemId, id) },
    available_below: {
      field: 'availableBelow',
      label: 'Available Below',
      matches: (row, below) => row.CurrentStock - row.PendingStock < below,
    },
  },
};

export const listStockCounts = (context: GatewayContext, query: StockCountQuery) =>
  readList(context, STOCK_COUNT_LIST, query, (reply: { StockCounts: RestStockCountList }) => reply.StockCounts);

/**
 * The stock of one product at one warehouse up to a day, read afresh (never through a loader or cache: a
 * correction compares it with what the screen showed); none when nothing ever moved it there.
 */
export const readStockCount = async (
  context: GatewayContext,
  productId: string,
  warehouseId: string,
  day: string,
): Promise<RestStockCount | null> =>
  (
    await listStockCounts(context, {
      filter_date: day,
      warehouse: warehouseId,
      item_id: productId,
      page: 1,
      per_page: 1,
      orderby: 'warehouse',
      desc: false,
    })
  ).rows[0] ?? null;
