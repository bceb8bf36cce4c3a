import { InternalTransferType } from '@backoffice/schema/generated/enums';
import { isRecordId } from '@backoffice/schema/rules/id';

import type { InternalTransferFilter } from '../../generated/graphql';
import { dateRangeFromParams } from '../../ui/dateRange';
import { oneOf } from '../../ui/listParams';
import { TRANSFER_FILTER_KEYS } from './urls';

export const TRANSFER_TYPES = Object.values(InternalTransferType);

/**
 * The GraphQL filter that the address describes. What the address cannot mean (an unknown type, a
 * malformed date or id from a hand-edited link) is left out instead of failing the whole list.
 */
export function transferFilterFromParams(params: URLSearchParams): InternalTransferFilter {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const filter: InternalTransferFilter = dateRangeFromParams(params, TRANSFER_FILTER_KEYS);
  const fromWarehouseId = read(TRANSFER_FILTER_KEYS.fromWarehouseId);
  if (isRecordId(fromWarehouseId)) filter.fromWarehouseId = fromWarehouseId;
  const toWarehouseId = read(TRANSFER_FILTER_KEYS.toWarehouseId);
  if (isRecordId(toWarehouseId)) filter.toWarehouseId = toWarehouseId;
  const type = oneOf(TRANSFER_TYPES, read(TRANSFER_FILTER_KEYS.type));
  if (type) filter.type = type;
  const vendorId = read(TRANSFER_FILTER_KEYS.vendorId);
  if (isRecordId(vendorId)) filter.vendorId = vendorId;
  return filter;
}

/** The detail dialog's value: a record id; anything else in the address opens no dialog. */
export const parseTransferId = (text: string): string | null => (isRecordId(text) ? text : null);
