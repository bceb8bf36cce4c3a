import { linePrice } from '@backoffice/schema/rules/orderTotals';
import type { ReturnInputValues } from '@backoffice/schema/rules/return';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { toRestId } from '../core/parties';
import type { Resolvers, ReturnSortField } from '../generated/graphql';
import { loadOrder } from '../orders/rest';
import { loadWarehouse, summarizedWarehouse } from '../warehouses/rest';
import {
  loadReturnableProducts,
  type RestReturnBody,
  type RestReturnItem,
  returnActionMap,
  type ReturnListQuery,
  returnStatusMap,
} from './rest';

/** The REST names of ReturnInput's fields, for errors in GraphQL terms (`items.1.qty` → `lines.1.quantity`). */
export const returnInputFields: InputFieldTable = {
  OrderId: { field: 'orderId', label: 'Order' },
  ShipFromLocationId: { field: 'returnToId', label: 'Ship To warehouse' },
  ship_by: { field: 'shipById', label: 'Ship By' },
  action: { field: 'action', label: 'Action' },
  money_returned: { field: 'moneyReturned', label: 'Money returned' },
  memo: { field: 'memo', label: 'Memo' },
  items: { field: 'lines', label: 'Lines' },
  'items.#.ItemId': { field: 'lines.#.productId', label: 'Product' },
  'items.#.qty': { field: 'lines.#.quantity', label: 'Quantity' },
};

export const returnSortFieldMap = enumMap('return sort field', {
  CREATED_AT: 'created_at',
  ID: 'id',
  ORDER_ID: 'order_id',
} as const satisfies Record<ReturnSortField, ReturnListQuery['orderby']>);

/** The Add New Return form as POST /returns takes it, dated `returnDate` (today where the company works). */
export function toRestReturnBody(input: ReturnInputValues, returnDate: string): RestReturnBody {
  const items: RestReturnItem[] = input.lines.map((line) => ({ ItemId: Number(line.productId), qty: line.quantity }));
  return {
    OrderId: Number(input.orderId),
    ShipFromLocationId: Number(input.returnToId),
    ship_by: toRestId(input.shipById),
    action: returnActionMap.toRest(input.action),
    money_returned: input.moneyReturned,
    memo: input.memo || null,
    return_date: returnDate,
    items: JSON.stringify(items),
  };
}

export const returnTypeResolvers: Resolvers = {
  Return: {
    id: (ret) => String(ret.id),
    status: (ret) => returnStatusMap.fromRest(ret.status),
    unknownStatus: (ret) => returnStatusMap.unknownText(ret.status),
    action: (ret) => returnActionMap.fromRest(ret.action),
    unknownAction: (ret) => returnActionMap.unknownText(ret.action),
    // The spec names no return date: the day the return was recorded stands in.
    returnDate: (ret) => ret.return_date ?? ret.createdAt.slice(0, 10),
    orderId: (ret) => String(ret.OrderId),
    order: (ret, _args, context) => loadOrder(context, String(ret.OrderId)),
    customerName: (ret) => ret.Order?.Customer?.fullName ?? null,
    phoneNumber: (ret) => ret.Order?.Customer?.CustomerContact?.contactNo ?? null,
    // 001 §3 names ShipFromLocation.LocationName only: without an id the warehouse cannot be shown as one.
    returnTo: (ret, _args, context, info) => {
      const warehouseId = ret.ShipFromLocationId ?? ret.ShipFromLocation?.id ?? null;
      if (warehouseId === null) return null;
      if (!ret.ShipFromLocation) return loadWarehouse(context, warehouseId);
      return summarizedWarehouse(context, info, { id: warehouseId, LocationName: ret.ShipFromLocation.LocationName });
    },
    shipBy: (ret) => ret.ShipBy,
    moneyReturned: (ret) => ret.money_returned,
    lines: (ret) => ret.items,
  },
  ReturnLine: {
    id: (line) => line.id,
    productId: (line) => (line.ItemId === null ? null : String(line.ItemId)),
    productName: (line) => line.Item.name,
    quantity: (line) => line.qty,
    unitPrice: (line) => line.price,
    linePrice: (line) => linePrice({ quantity: line.qty, unitPrice: line.price }),
  },
  ReturnableProduct: {
    productId: (product) => String(product.ItemId),
    productName: (product) => product.name,
    orderedQuantity: (product) => product.ordered_qty,
    returnedQuantity: (product) => product.returned_qty,
    returnableQuantity: (product) => product.returnable_qty,
    unitPrice: (product) => product.price,
  },
  ReturnList: {
    totalCount: (list) => list.count,
  },
  Order: {
    returnableProducts: (order, _args, context) => loadReturnableProducts(context, order),
  },
};
