import * as z from 'zod/mini';

import type { InternalTransferType } from '@backoffice/schema/generated/enums';

import { day, keyedLines, requireProductIds } from '../consignmentInvoices/rest';
import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { type FilterableList, readList, sameId } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  id,
  integer,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord } from '../core/savedRecord';

/** Spec 000 §4 "Internal transfer types: purchases, inter_warehouse, adjustment, purchase_return". */
export const transferTypeMap = enumMap('internal transfer type', {
  PURCHASES: 'purchases',
  INTER_WAREHOUSE: 'inter_warehouse',
  ADJUSTMENT: 'adjustment',
  PURCHASE_RETURN: 'purchase_return',
} as const satisfies Record<InternalTransferType, string>);
export type TransferTypeKey = (typeof transferTypeMap.table)[InternalTransferType];

/**
 * One product line of a transfer: 000 §3 "InternalTransferLines (Item, qty, memo)". The product's id is `ItemId`,
 * else `Item.id`; its name and SKU, when the answer lacks them, the product's (map.ts). `price` and `counted_qty`
 * are the stand-in's.
 */
const restTransferLine = z.object({
  id: optional(id()),
  ItemId: optional(id()),
  /** Signed for adjustments, positive otherwise. */
  qty: integer(),
  price: optional(integer()),
  memo: optional(text()),
  /** The stock counted on the shelf, when the line is a real-stock correction. */
  counted_qty: optional(integer()),
  Item: optional(z.object({ id: optional(id()), name: optional(text()), sku: optional(text()) })),
});

/** 000 §3 names `ToVendor`: the vendor record (its `id`), or its id itself; the stand-in also sends `ToVendorId`. */
const restToVendor = optional(z.union([id(), z.object({ id: id() })]));

/**
 * Spec 000 §3: "Internal transfer: type, from_date, to_date, memo, VendorId, ShipFromLocationId,
 * ShipToLocationId, ToVendor, InternalTransferLines (Item, qty, memo)". The id is needed (001 §7 reads
 * InternalTransfer.id); `createdAt` is the stand-in's.
 */
export const restInternalTransfer = z.pipe(
  z.object({
    id: id(),
    type: transferTypeMap.answer(),
    /** The shipment date. */
    from_date: day(),
    /** The received date. */
    to_date: day(),
    memo: optional(text()),
    VendorId: optional(id()),
    ToVendor: restToVendor,
    ToVendorId: optional(id()),
    ShipFromLocationId: optional(id()),
    ShipToLocationId: optional(id()),
    InternalTransferLines: z.array(restTransferLine),
    createdAt: optional(text()),
  }),
  z.transform((transfer, context) => {
    requireProductIds(transfer.InternalTransferLines, 'InternalTransferLines', context);
    return transfer;
  }),
);
export type RestInternalTransfer = Answer<typeof restInternalTransfer>;
/** A line as GraphQL's InternalTransferLine reads it (map.ts `keyedLines`). */
export type RestInternalTransferLine = ReturnType<
  typeof keyedLines<RestInternalTransfer['InternalTransferLines'][number]>
>[number];

/** The vendor a purchase return goes to: `ToVendor` (000 §3; the record or its id), else the stand-in's `ToVendorId`. */
export const toVendorIdOf = ({ ToVendor, ToVendorId }: RestInternalTransfer) =>
  (typeof ToVendor === 'number' ? ToVendor : ToVendor?.id) ?? ToVendorId;

/** GET /internal_transfer: "loaded by paths: not shown" (000 §7); docs/company-rest-api.md. */
export const TRANSFERS = rowsAnswer('InternalTransfers', restInternalTransfer);
export type RestInternalTransferList = Answer<typeof TRANSFERS>;
/** GET /internal_transfer/{id}: not shown; read as the writes' `InternalTransfer`. */
export const TRANSFER = recordAnswer('InternalTransfer', restInternalTransfer);
/** POST /internal_transfer (001 §7 "InternalTransfer.id") and DELETE (000 §7 "InternalTransfer.id"). */
export const TRANSFER_WRITTEN = writeAnswer('InternalTransfer', restInternalTransfer);

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

/**
 * One row of GET /inventory/stock/count, 002 §3: "Stock count row: ItemId, WarehouseId, Warehouse.LocationName,
 * Item.name, CurrentStock, RealStock, PendingStock": a product at a warehouse, up to filter_date. The SKU is the
 * stand-in's: when missing, the product's (map.ts).
 */
export const restStockCount = z.object({
  ItemId: id(),
  WarehouseId: id(),
  Warehouse: z.object({ LocationName: text() }),
  Item: z.object({ name: text(), sku: optional(text()) }),
  CurrentStock: integer(),
  RealStock: optional(integer()),
  PendingStock: integer(),
});
export type RestStockCount = Answer<typeof restStockCount>;

/** GET /inventory/stock/count: 002 §7 "response shape not shown"; docs/company-rest-api.md. */
export const STOCK_COUNTS = rowsAnswer('StockCounts', restStockCount);
export type RestStockCountList = Answer<typeof STOCK_COUNTS>;

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

/**
 * GET /internal_transfer's filters, none of them in the spec: as rest-api stock/store.ts applies them. The dates
 * bound the received day (YYYY-MM-DD on both sides, so text order is day order).
 */
const TRANSFER_LIST: FilterableList<'/internal_transfer', InternalTransferListQuery, RestInternalTransfer> = {
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
      matches: (row, id) => sameId(row.VendorId, id) || sameId(toVendorIdOf(row), id),
    },
  },
};

export const listInternalTransfers = (context: GatewayContext, query: InternalTransferListQuery) =>
  readList(context, TRANSFER_LIST, query, TRANSFERS);

/** By id through the request's DataLoader: a query naming one transfer twice fetches it once. */
export const loadInternalTransfer = byIdLoader('internalTransferById', ({ rest }, transferId) =>
  rest.get(restPath`/internal_transfer/${transferId}`, TRANSFER),
);

/** The transfer as POST sent it, with the id the API gave it; the lines' names come from their products. */
function echoedTransfer(body: RestInternalTransferBody, transferId: number): RestInternalTransfer {
  const items = JSON.parse(body.items) as RestTransferItem[];
  return {
    id: transferId,
    type: body.type,
    from_date: body.from_date,
    to_date: body.to_date,
    memo: body.memo,
    VendorId: body.vendor,
    ToVendor: null,
    ToVendorId: body.ToVendorId,
    ShipFromLocationId: body.ShipFromLocationId,
    ShipToLocationId: body.ShipToLocationId,
    createdAt: null,
    InternalTransferLines: items.map((item) => ({
      id: null,
      ItemId: item.ItemId,
      qty: item.qty,
      price: item.price ?? null,
      memo: null,
      counted_qty: null,
      Item: null,
    })),
  };
}

/**
 * Records a transfer. 001 §7 reads InternalTransfer.id: when the answer holds the id but not a readable transfer,
 * it is read back (else shown as sent); with no id either, null and a warning: the transfer is saved.
 */
export const createInternalTransfer = async (context: GatewayContext, body: RestInternalTransferBody) =>
  createdRecord(
    context,
    'POST /internal_transfer',
    await context.rest.post('/internal_transfer', TRANSFER_WRITTEN, body),
    {
      readBack: (transferId) => loadInternalTransfer(context, transferId),
      echo: (transferId) => echoedTransfer(body, transferId),
    },
  );

/** Read first, so the answer is the transfer as it was even when the API's delete answer does not hold it. */
export async function deleteInternalTransfer(context: GatewayContext, transferId: string) {
  const before = await loadInternalTransfer(context, transferId);
  return deletedRecord(await context.rest.delete(restPath`/internal_transfer/${transferId}`, TRANSFER_WRITTEN), before);
}

/**
 * GET /inventory/stock/count's filters that the spec does not name (warehouse, item and filter_date it does): as
 * rest-api stock/ledger.ts applies them.
 */
const STOCK_COUNT_LIST: FilterableList<'/inventory/stock/count', StockCountQuery, RestStockCount> = {
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
  readList(context, STOCK_COUNT_LIST, query, STOCK_COUNTS);

/** Whether the upstream reads one product's stock by its id (`item_id`, the stand-in's); the spec's API cannot. */
export const readsStockByProductId = ({ upstream }: GatewayContext) =>
  upstream.takesQueryParameter(STOCK_COUNT_LIST.path, 'item_id');

/**
 * The stock of one product at one warehouse up to a day, read afresh (never through a loader or cache: a
 * correction compares it with what the screen showed); none when nothing ever moved it there. `productName`, where
 * the upstream cannot read by id (readsStockByProductId), narrows the read with the spec's `item` search (002 §7):
 * without it the gateway reads every row of the warehouse to pick the product out, and refuses past 1,000 rows
 * (core/listFilters.ts).
 */
export const readStockCount = async (
  context: GatewayContext,
  productId: string,
  warehouseId: string,
  day: string,
  productName?: string,
): Promise<RestStockCount | null> =>
  (
    await listStockCounts(context, {
      filter_date: day,
      warehouse: warehouseId,
      item: productName,
      item_id: productId,
      page: 1,
      per_page: 1,
      orderby: 'warehouse',
      desc: false,
    })
  ).rows[0] ?? null;

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const stockReads: RestReads = {
  'GET /internal_transfer': TRANSFERS,
  'GET /internal_transfer/{id}': TRANSFER,
  'GET /inventory/stock/count': STOCK_COUNTS,
};
