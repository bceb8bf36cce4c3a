import { isCalendarDay } from '@backoffice/schema/rules/calendarDay';
import { isRecordId } from '@backoffice/schema/rules/id';

import { STOCK_FILTER_KEYS } from './urls';

/**
 * The query's filters from the address. `until` is null without a well-formed `filter_date`: the
 * gateway then counts up to today (in Jakarta), as the screen's default says.
 */
export function stockFilterFromParams(params: URLSearchParams) {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const until = read(STOCK_FILTER_KEYS.until);
  const warehouseId = read(STOCK_FILTER_KEYS.warehouseId);
  const item = read(STOCK_FILTER_KEYS.item);
  return {
    until: isCalendarDay(until) ? until : null,
    warehouseId: isRecordId(warehouseId) ? warehouseId : null,
    item: item || null,
  };
}

/** Whether the figures shown are today's, the only day a count can be recorded for. */
export const showsToday = (until: string | null, today: string) => until === null || until === today;
