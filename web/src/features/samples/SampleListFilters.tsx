import Stack from '@mui/material/Stack';
import { SAMPLE_PURPOSE_LABELS } from '@backoffice/schema/rules/sample';
import { choicesOf } from '../../ui/ChoiceField';
import { DateField } from '../../ui/DateField';
import { endDateProblem } from '../../ui/dates';
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

/** Spec 001 §2: shipment date range, ship-from, purpose and (shipment) status. */
export function SampleListFilters({ list, warehouses }: SampleListFiltersProps) {
  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });
  // A value the options do not (yet) hold shows as All rather than making MUI's select complain.
  const shipFromId = list.filter(SAMPLE_FILTER_KEYS.shipFromId);
  const shownShipFrom = warehouses.some((warehouse) => warehouse.id === shipFromId) ? shipFromId : '';
  const startDate = list.filter(SAMPLE_FILTER_KEYS.startDate);
  const endDate = list.filter(SAMPLE_FILTER_KEYS.endDate);
  return (
    <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
      <Stack direction="row" gap={1} sx={{ width: 340, maxWidth: '100%' }}>
        <DateField label="Start Date" value={startDate} onChange={(date) => set(SAMPLE_FILTER_KEYS.startDate, date)} />
        <DateField label="End Date" value={endDate} onChange={(date) => set(SAMPLE_FILTER_KEYS.endDate, date)} error={endDateProblem(startDate, endDate)} />
      </Stack>
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
        label="Status"
        value={list.enumFilter(SAMPLE_FILTER_KEYS.shipmentStatus, SHIPMENT_STATUSES) ?? ''}
        options={shipmentStatusChoices}
        onChange={(value) => set(SAMPLE_FILTER_KEYS.shipmentStatus, value)}
      />
    </Stack>
  );
}
