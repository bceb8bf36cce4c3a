import { InternalTransferType } from '@backoffice/schema/generated/enums';
import { isRecordId } from '@backoffice/schema/rules/id';
import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';

import type { InternalTransferFilter } from '../../generated/graphql';
import { dateRangeFromParams } from '../../ui/dateRange';
import { type EnumFilterSpec, enumOf } from '../../ui/listParams';
import { TRANSFER_FILTER_KEYS } from './urls';

export const TRANSFER_TYPES = Object.values(InternalTransferType);

/** The type filter, by whose labels an old address's REST spelling (`?type=purchases`) is read too. */
export const TRANSFER_ENUM_FILTERS: Readonly<Record<string, EnumFilterSpec>> = {
  [TRANSFER_FILTER_KEYS.type]: { labels: TRANSFER_TYPE_LABELS },
};

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
  const type = enumOf(TRANSFER_TYPE_LABELS, read(TRANSFER_FILTER_KEYS.type));
  if (type) filter.type = type;
  const vendorId = read(TRANSFER_FILTER_KEYS.vendorId);
  if (isRecordId(vendorId)) filter.vendorId = vendorId;
  return filter;
}

/** The detail dialog's value: a record id; anything else in the address opens no dialog. */
export const parseTransferId = (text: string): string | null => (isRecordId(text) ? text : null);
