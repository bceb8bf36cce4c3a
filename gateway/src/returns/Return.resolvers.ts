import type { ReturnResolvers } from '../generated/graphql';
import { loadOrder } from '../orders/rest';
import { loadWarehouse, summarizedWarehouse } from '../warehouses/rest';
import { returnActionMap, returnStatusMap } from './rest';

export const Return: ReturnResolvers = {
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
};
