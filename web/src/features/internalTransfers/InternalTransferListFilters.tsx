import Stack from '@mui/material/Stack';

import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';

import { choicesOf } from '../../ui/choices';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { FilterSelect } from '../../ui/FilterSelect';
import type { ListState } from '../../ui/useListParams';
import { VendorAutocomplete } from '../../ui/VendorAutocomplete';
import { TRANSFER_TYPES } from './internalTransferFilter';
import { TRANSFER_FILTER_KEYS } from './urls';

interface InternalTransferListFiltersProps {
  list: ListState;
  warehouses: ReadonlyArray<{ id: string; name: string }>;
}

const typeChoices = choicesOf(TRANSFER_TYPE_LABELS);
const locationFilters = [
  ['From Location', TRANSFER_FILTER_KEYS.fromWarehouseId],
  ['To Location', TRANSFER_FILTER_KEYS.toWarehouseId],
] as const;

/** Spec 000 §2: date range, from location, to location, type and vendor, each kept in the address. */
export function InternalTransferListFilters({ list, warehouses }: InternalTransferListFiltersProps) {
  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });
  const warehouseChoices = warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }));
  // A value the options do not (yet) hold shows as All rather than making MUI's select complain.
  const shownWarehouse = (key: string) => {
    const id = list.filter(key);
    return warehouses.some((warehouse) => warehouse.id === id) ? id : '';
  };
  return (
    <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
      <DateRangeFilter list={list} keys={TRANSFER_FILTER_KEYS} />
      {locationFilters.map(([label, key]) => (
        <FilterSelect
          key={key}
          label={label}
          value={shownWarehouse(key)}
          options={warehouseChoices}
          onChange={(value) => set(key, value)}
          width={220}
        />
      ))}
      <FilterSelect
        label="Type"
        value={list.enumFilter(TRANSFER_FILTER_KEYS.type, TRANSFER_TYPES) ?? ''}
        options={typeChoices}
        onChange={(value) => set(TRANSFER_FILTER_KEYS.type, value)}
      />
      <VendorAutocomplete
        label="Vendor"
        placeholder="Company name or id"
        value={list.filter(TRANSFER_FILTER_KEYS.vendorId)}
        onChange={(id) => set(TRANSFER_FILTER_KEYS.vendorId, id)}
        width={260}
      />
    </Stack>
  );
}
