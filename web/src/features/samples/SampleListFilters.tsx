import Stack from '@mui/material/Stack';

import { SAMPLE_PURPOSE_LABELS } from '@backoffice/schema/rules/sample';

import { choicesOf } from '../../ui/choices';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { FilterSelect } from '../../ui/FilterSelect';
import { SHIPMENT_STATUSES, shipmentStatusChoices } from '../../ui/shippingStatuses';
import type { ListState } from '../../ui/useListParams';
import { SAMPLE_PURPOSES } from './sampleFilter';
import { SAMPLE_FILTER_KEYS } from './urls';

const purposeChoices = choicesOf(SAMPLE_PURPOSE_LABELS);

interface SampleListFiltersProps {
  list: ListState;
  warehouses: ReadonlyArray<{ id: string; name: string }>;
}

/** Spec 001 §2: shipment date range, ship-from, purpose and status: the shipment status, named so, as the list's chip. */
export function SampleListFilters({ list, warehouses }: SampleListFiltersProps) {
  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });
  // A value the options do not (yet) hold shows as All rather than making MUI's select complain.
  const shipFromId = list.filter(SAMPLE_FILTER_KEYS.shipFromId);
  const shownShipFrom = warehouses.some((warehouse) => warehouse.id === shipFromId) ? shipFromId : '';
  return (
    <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
      <DateRangeFilter list={list} keys={SAMPLE_FILTER_KEYS} />
      <FilterSelect
        label="Ship From"
        value={shownShipFrom}
        options={warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
        onChange={(value) => set(SAMPLE_FILTER_KEYS.shipFromId, value)}
        width={220}
      />
      <FilterSelect
        label="Purpose"
        value={list.enumFilter(SAMPLE_FILTER_KEYS.purpose, SAMPLE_PURPOSES) ?? ''}
        options={purposeChoices}
        onChange={(value) => set(SAMPLE_FILTER_KEYS.purpose, value)}
      />
      <FilterSelect
        label="Ship Status"
        value={list.enumFilter(SAMPLE_FILTER_KEYS.shipmentStatus, SHIPMENT_STATUSES) ?? ''}
        options={shipmentStatusChoices}
        onChange={(value) => set(SAMPLE_FILTER_KEYS.shipmentStatus, value)}
      />
    </Stack>
  );
}
