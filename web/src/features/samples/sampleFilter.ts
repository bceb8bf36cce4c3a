import { SamplePurpose } from '@backoffice/schema/generated/enums';
import { SAMPLE_PURPOSE_LABELS } from '@backoffice/schema/rules/sample';

import type { SampleFilter } from '../../generated/graphql';
import { dateRangeFromParams } from '../../ui/dateRange';
import { type EnumFilterSpec, enumOf } from '../../ui/listParams';
import { shipmentStatusLabels } from '../../ui/shippingStatuses';
import { SAMPLE_FILTER_KEYS } from './urls';

export const SAMPLE_PURPOSES = Object.values(SamplePurpose);

/** The enum filters with their labels, by which an old address's REST spelling (`?ship_status=Label Printed`) is read too. */
export const SAMPLE_ENUM_FILTERS: Readonly<Record<string, EnumFilterSpec>> = {
  [SAMPLE_FILTER_KEYS.purpose]: { labels: SAMPLE_PURPOSE_LABELS },
  [SAMPLE_FILTER_KEYS.shipmentStatus]: { labels: shipmentStatusLabels },
};

/** A search typed as "#12" means sample 12; other words are looked for in the recipient's company name. */
export const sampleSearch = (text: string): string => text.trim().replace(/^#(?=\d+$)/, '');

/**
 * The GraphQL filter that the address describes. Values the address cannot mean (an unknown purpose, a
 * malformed date from a hand-edited link) are left out instead of failing the whole list.
 */
export function sampleFilterFromParams(params: URLSearchParams): SampleFilter {
  const read = (key: string) => params.get(key)?.trim() ?? '';
  const filter: SampleFilter = {};
  const search = sampleSearch(read(SAMPLE_FILTER_KEYS.search));
  if (search) filter.search = search;
  Object.assign(filter, dateRangeFromParams(params, SAMPLE_FILTER_KEYS));
  const shipFromId = read(SAMPLE_FILTER_KEYS.shipFromId);
  if (/^\d+$/.test(shipFromId)) filter.shipFromId = shipFromId;
  const purpose = enumOf(SAMPLE_PURPOSE_LABELS, read(SAMPLE_FILTER_KEYS.purpose));
  if (purpose) filter.purpose = purpose;
  const shipmentStatus = enumOf(shipmentStatusLabels, read(SAMPLE_FILTER_KEYS.shipmentStatus));
  if (shipmentStatus) filter.shipmentStatus = shipmentStatus;
  return filter;
}
