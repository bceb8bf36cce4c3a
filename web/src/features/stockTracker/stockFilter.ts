import * as z from 'zod/mini';

import { isCalendarDay } from '@backoffice/schema/rules/calendarDay';
import { isRecordId } from '@backoffice/schema/rules/id';
import { numberRule, parseNumberText } from '@backoffice/schema/rules/number';

import { STOCK_FILTER_KEYS } from './urls';

/**
 * The query's filters from the address. `until` is null without a well-formed `filter_date`: the
 * gateway then counts up to today (in Jakarta), as the screen's default says. A `below` that is no whole number
 * from 1 filters nothing (its field says why).
 */
export function stockFilterFromParams(params: URLSearchParams) {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const until = read(STOCK_FILTER_KEYS.until);
  const warehouseId = read(STOCK_FILTER_KEYS.warehouseId);
  const item = read(STOCK_FILTER_KEYS.item);
  const availableBelow = availableBelowOf(read(STOCK_FILTER_KEYS.availableBelow));
  return {
    until: isCalendarDay(until) ? until : null,
    warehouseId: isRecordId(warehouseId) ? warehouseId : null,
    item: item || null,
    availableBelow: 'problem' in availableBelow ? null : availableBelow.value,
  };
}

const availableBelowRule = numberRule('Available Below', { min: 1 });

/** What the Available Below field holds: none when empty, else a whole number from 1, or why it is not one. */
export function availableBelowOf(text: string): { value: number | null } | { problem: string } {
  const typed = parseNumberText(text);
  if (typed === null) return { value: null };
  const checked = z.safeParse(availableBelowRule, typed);
  return checked.success ? { value: checked.data } : { problem: checked.error.issues[0]!.message };
}

/** Whether the figures shown are today's, the only day a count can be recorded for. */
export const showsToday = (until: string | null, today: string) => until === null || until === today;

/**
 * The history dialog's value (issue 39): a stock count's record id, `<productId>:<warehouseId>`; anything else in
 * the address opens no dialog.
 */
export function parseStockCountId(text: string): string | null {
  const [productId = '', warehouseId = '', ...rest] = text.split(':');
  return rest.length === 0 && isRecordId(productId) && isRecordId(warehouseId) ? text : null;
}
