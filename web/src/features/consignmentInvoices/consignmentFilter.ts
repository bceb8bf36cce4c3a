import { OrderSortField } from '@backoffice/schema/generated/enums';
import { CONSIGNMENT_STATUS_LABELS } from '@backoffice/schema/rules/consignmentInvoice';

import type { ConsignmentOrderFilter } from '../../generated/graphql';
import { dateRangeFromParams } from '../../ui/dateRange';
import { enumOf, type ListOptions } from '../../ui/listParams';
import { CONSIGNMENT_FILTER_KEYS } from './urls';

/**
 * Spec 002 §2: newest first. The status filter holds the GraphQL value; an address naming a status as the list's chip
 * does ('On Process') or as the REST API's filter ('on_process') is read and written back in that spelling.
 */
export const CONSIGNMENT_ORDER_LIST: ListOptions<OrderSortField> = {
  sortFields: OrderSortField,
  orderBy: 'ORDER_DATE',
  desc: true,
  enumFilters: { [CONSIGNMENT_FILTER_KEYS.status]: { labels: CONSIGNMENT_STATUS_LABELS } },
};

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
  const status = enumOf(CONSIGNMENT_STATUS_LABELS, read(CONSIGNMENT_FILTER_KEYS.status));
  if (status) filter.status = status;
  return filter;
}
