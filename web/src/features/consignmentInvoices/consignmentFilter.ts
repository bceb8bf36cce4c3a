import type { ConsignmentOrderFilter } from '../../generated/graphql';
import { dateRangeFromParams } from '../../ui/dateRange';
import { CONSIGNMENT_FILTER_KEYS } from './urls';

/** An order typed as "#12" means order 12. */
export const orderSearch = (text: string): string => text.trim().replace(/^#(?=\d+$)/, '');

/**
 * The GraphQL filter that the address describes. Values the address cannot mean (a malformed date, an order
 * that is not a number) are left out instead of failing the whole list. Stockist only is the gateway's rule.
 */
export function consignmentFilterFromParams(params: URLSearchParams): ConsignmentOrderFilter {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const filter: ConsignmentOrderFilter = dateRangeFromParams(params, CONSIGNMENT_FILTER_KEYS);
  const customer = read(CONSIGNMENT_FILTER_KEYS.customer);
  if (customer) filter.customer = customer;
  const orderId = orderSearch(read(CONSIGNMENT_FILTER_KEYS.order));
  if (/^\d+$/.test(orderId)) filter.orderId = orderId;
  return filter;
}
