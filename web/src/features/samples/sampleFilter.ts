import { SamplePurpose } from '@backoffice/schema/generated/enums';
import type { SampleFilter } from '../../generated/graphql';
import { endDateProblem, ISO_DATE } from '../../ui/dates';
import { oneOf } from '../../ui/listParams';
import { SHIPMENT_STATUSES } from '../../ui/shippingStatuses';
import { SAMPLE_FILTER_KEYS } from './urls';

export const SAMPLE_PURPOSES = Object.values(SamplePurpose);

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
  const startDate = read(SAMPLE_FILTER_KEYS.startDate);
  if (ISO_DATE.test(startDate)) filter.startDate = startDate;
  const endDate = read(SAMPLE_FILTER_KEYS.endDate);
  if (ISO_DATE.test(endDate) && !endDateProblem(startDate, endDate)) filter.endDate = endDate;
  const shipFromId = read(SAMPLE_FILTER_KEYS.shipFromId);
  if (/^\d+$/.test(shipFromId)) filter.shipFromId = shipFromId;
  const purpose = oneOf(SAMPLE_PURPOSES, read(SAMPLE_FILTER_KEYS.purpose));
  if (purpose) filter.purpose = purpose;
  const shipmentStatus = oneOf(SHIPMENT_STATUSES, read(SAMPLE_FILTER_KEYS.shipmentStatus));
  if (shipmentStatus) filter.shipmentStatus = shipmentStatus;
  return filter;
}
