import { isRecordId } from '@backoffice/schema/rules/id';

import type { ReturnStatus } from '../../generated/graphql';
import { itemSummary } from '../../ui/itemSummary';
import type { ReturnRowFragment } from './returns.generated';

/** Spec 001 §9: the returns table shows 3 items per row. */
export const ITEMS_SHOWN_PER_ROW = 3;

/** The Product Returned cell: "name (xqty)" for the first three lines, then "...N more". */
export const productReturnedCell = (ret: Pick<ReturnRowFragment, 'lines'>): string[] =>
  itemSummary(
    ret.lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
    ITEMS_SHOWN_PER_ROW,
  );

/** The status chip's words: spec 001 §4 shows a return's status as the REST API names it. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = { RECEIVED: 'Received' };

/** The detail dialog's value: a return id is a record id; anything else in the address opens no dialog. */
export const parseReturnId = (text: string): string | null => (isRecordId(text) ? text : null);

/**
 * The order the add form starts with: the route's /add/return/{orderId}, else the spec's `?id=`; '' (none
 * chosen) when neither is a record id, so a hand-edited address opens an empty form rather than a failure.
 */
export function preselectedOrderId(routeOrderId: string | undefined, queryOrderId: string | null): string {
  for (const text of [routeOrderId, queryOrderId]) {
    const id = text?.trim().replace(/^#/, '') ?? '';
    if (isRecordId(id)) return id;
  }
  return '';
}
