import type { ReturnInputValues } from '@backoffice/schema/rules/return';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { toRestId } from '../core/parties';
import type { ReturnSortField } from '../generated/graphql';
import { type RestReturnBody, type RestReturnItem, returnActionMap, type ReturnListQuery } from './rest';

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
