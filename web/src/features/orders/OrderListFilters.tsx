import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { SalesChannel } from '../../generated/graphql';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { FilterSelect } from '../../ui/FilterSelect';
import { someOf } from '../../ui/listParams';
import { SearchField } from '../../ui/SearchField';
import {
  PAYMENT_STATUSES,
  paymentStatusChoices,
  SHIPMENT_STATUSES,
  shipmentStatusChoices,
} from '../../ui/shippingStatuses';
import type { ListState } from '../../ui/useListParams';
import { hasTrackingCodeOf, ORDER_FILTER_KEYS, trackingCodeChoices } from './orderListFilter';
import { SALES_CHANNELS, salesChannelLabels } from './orderLists';

interface OrderListFiltersProps {
  list: ListState;
  warehouses: ReadonlyArray<{ id: string; name: string }>;
}

/**
 * Spec 001 §2: date range, channel, customer (on Enter), ship-from, shipment status and payment status; and whether
 * an order has a tracking code (issue 27).
 */
export function OrderListFilters({ list, warehouses }: OrderListFiltersProps) {
  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });
  const channels = list.enumsFilter(ORDER_FILTER_KEYS.salesChannels, SALES_CHANNELS);
  // A value the options do not (yet) hold shows as All rather than making MUI's select complain.
  const shipFromId = list.filter(ORDER_FILTER_KEYS.shipFromId);
  const shownShipFrom = warehouses.some((warehouse) => warehouse.id === shipFromId) ? shipFromId : '';
  const shownShipmentStatus = list.enumFilter(ORDER_FILTER_KEYS.shipmentStatus, SHIPMENT_STATUSES) ?? '';
  const shownPaymentStatus = list.enumFilter(ORDER_FILTER_KEYS.paymentStatus, PAYMENT_STATUSES) ?? '';
  const shownTrackingCode = hasTrackingCodeOf(list.filter(ORDER_FILTER_KEYS.hasTrackingCode).trim());
  return (
    <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
      <DateRangeFilter list={list} keys={ORDER_FILTER_KEYS} />
      <SalesChannelFilter
        value={channels}
        onChange={(chosen) => set(ORDER_FILTER_KEYS.salesChannels, chosen.join(','))}
      />
      <SearchField
        label="Customer"
        value={list.filter(ORDER_FILTER_KEYS.customer)}
        onSearch={(value) => set(ORDER_FILTER_KEYS.customer, value)}
      />
      <FilterSelect
        label="Ship From"
        value={shownShipFrom}
        options={warehouses.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
        onChange={(value) => set(ORDER_FILTER_KEYS.shipFromId, value)}
        width={220}
      />
      <FilterSelect
        label="Shipment Status"
        value={shownShipmentStatus}
        options={shipmentStatusChoices}
        onChange={(value) => set(ORDER_FILTER_KEYS.shipmentStatus, value)}
      />
      <FilterSelect
        label="Payment Status"
        value={shownPaymentStatus}
        options={paymentStatusChoices}
        onChange={(value) => set(ORDER_FILTER_KEYS.paymentStatus, value)}
      />
      <FilterSelect
        label="Tracking Code"
        allLabel="Any"
        value={shownTrackingCode === null ? '' : String(shownTrackingCode)}
        options={trackingCodeChoices}
        onChange={(value) => set(ORDER_FILTER_KEYS.hasTrackingCode, value)}
        // 'Without tracking code' whole.
        width={220}
      />
    </Stack>
  );
}

/**
 * The channel multi-select: ticks stay in the open menu, and the list is filtered (and fetched) once
 * when the menu closes, rather than once per tick while the address is still catching up.
 */
function SalesChannelFilter({ value, onChange }: { value: SalesChannel[]; onChange(channels: SalesChannel[]): void }) {
  const [draft, setDraft] = useState<SalesChannel[] | null>(null);
  const shown = draft ?? value;
  return (
    <TextField
      select
      label="Channel"
      value={shown}
      onChange={(event) => {
        // MUI hands a multiple select's value over as an array (or as text when autofilled).
        const chosen = event.target.value as unknown as SalesChannel[] | string;
        setDraft(typeof chosen === 'string' ? someOf(SALES_CHANNELS, chosen) : chosen);
      }}
      slotProps={{
        select: {
          multiple: true,
          open: draft !== null,
          onOpen: () => setDraft(value),
          onClose: () => {
            if (draft && draft.join() !== value.join()) onChange(draft);
            setDraft(null);
          },
          renderValue: (selected) =>
            (selected as SalesChannel[]).map((channel) => salesChannelLabels[channel]).join(', '),
        },
      }}
      sx={{ width: 220 }}
    >
      {SALES_CHANNELS.map((channel) => (
        <MenuItem key={channel} value={channel}>
          <Checkbox size="small" checked={shown.includes(channel)} />
          <ListItemText primary={salesChannelLabels[channel]} />
        </MenuItem>
      ))}
    </TextField>
  );
}
