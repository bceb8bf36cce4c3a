import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { DeliveryFeeSortField } from '@backoffice/schema/generated/enums';
import { formatRupiah } from '@backoffice/schema/rules/money';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { CITY_TYPE_LABELS, cityLabel } from '../../ui/cityLabel';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { enumLabel } from '../../ui/enumLabel';
import { errorMessage } from '../../ui/errorMessage';
import { ACTIVE_EXPORT_VALUES } from '../../ui/listExport';
import { useNotify } from '../../ui/notifications';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton, RowStatusSwitch, withoutEmptyActions } from '../../ui/RowActions';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { useRowAction } from '../../ui/useRowAction';
import { deliveryFeeMessages, deliveryTypeLabels } from './deliveryFeeMessages';
import {
  type DeliveryFeeRowFragment,
  useDeleteDeliveryFeeMutation,
  useDeliveryFeesQuery,
  useSetDeliveryFeeActiveMutation,
} from './deliveryFees.generated';
import { deliveryFeeUrls } from './urls';

/** Spec 000 §2 and §9: the delivery table shows 15 rows a page. */
const PAGE_SIZES = [15];

/** Courier List (spec 000 §2): courier fees with a status switch that saves at once. */
export function DeliveryFeeListPage() {
  const { canMutate } = useStaffAccess();
  // Without the right to switch it, the status shows as a switch that does not move.
  const canSwitch = canMutate('setDeliveryFeeActive');
  const canEdit = canMutate('updateDeliveryFee');
  const canDelete = canMutate('deleteDeliveryFee');
  const notify = useNotify();
  const list = useListParams({ sortFields: DeliveryFeeSortField, orderBy: 'COURIER', pageSizes: PAGE_SIZES });
  const query = useDeliveryFeesQuery({
    variables: { page: list.page, perPage: list.perPage, sortBy: list.orderBy, desc: list.desc },
  });
  const shown = (query.data ?? query.previousData)?.deliveryFees;
  const [setActive] = useSetDeliveryFeeActiveMutation();
  const [deleteFee] = useDeleteDeliveryFeeMutation();
  const [reloading, setReloading] = useState(false);

  const reload = async () => {
    setReloading(true);
    try {
      await query.refetch();
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setReloading(false);
    }
  };

  const statusSwitch = useRowAction<DeliveryFeeRowFragment, boolean>({
    perform: async (fee, active) => {
      const result = await setActive({ variables: { id: fee.id, active } });
      return deliveryFeeMessages.statusChanged(result.data!.setDeliveryFeeActive, active);
    },
  });
  const deletion = useConfirmedAction<DeliveryFeeRowFragment>({
    question: deliveryFeeMessages.confirmDelete,
    perform: async (fee) => {
      const result = await deleteFee({ variables: { id: fee.id } });
      return deliveryFeeMessages.deleted(result.data!.deleteDeliveryFee);
    },
    after: async () => {
      // The last row of a later page is gone: show the page before it rather than an empty one.
      if (shown?.rows.length === 1 && list.page > 1) list.update({ page: list.page - 1 });
      else await query.refetch();
    },
  });

  const columns: Column<DeliveryFeeRowFragment, DeliveryFeeSortField>[] = [
    {
      key: 'courier',
      label: 'Courier',
      exportPath: 'courier.company',
      sortKey: 'COURIER',
      render: (fee) => fee.courier.company,
    },
    {
      key: 'serviceName',
      label: 'Service Name',
      exportPath: 'serviceName',
      sortKey: 'SERVICE_NAME',
      render: (fee) => fee.serviceName,
    },
    {
      key: 'fee',
      label: 'Fees',
      exportPath: 'fee',
      sortKey: 'FEE',
      kind: 'money',
      render: (fee) => formatRupiah(fee.fee),
    },
    {
      key: 'unitFee',
      label: 'Unit Fees (Kg)',
      exportPath: 'unitFee',
      sortKey: 'UNIT_FEE',
      kind: 'money',
      render: (fee) => formatRupiah(fee.unitFee),
    },
    {
      key: 'type',
      label: 'Type',
      exportPath: 'deliveryType',
      exportValues: deliveryTypeLabels,
      sortKey: 'DELIVERY_TYPE',
      render: (fee) => enumLabel(deliveryTypeLabels, fee.deliveryType, fee.unknownDeliveryType),
    },
    {
      key: 'origin',
      label: 'Origins',
      exportPath: ['origin.type', 'origin.name'],
      exportValues: CITY_TYPE_LABELS,
      exportFormat: 'words',
      sortKey: 'ORIGIN',
      render: (fee) => cityLabel(fee.origin),
    },
    {
      key: 'destination',
      label: 'Destination',
      exportPath: ['destination.type', 'destination.name'],
      exportValues: CITY_TYPE_LABELS,
      exportFormat: 'words',
      sortKey: 'DESTINATION',
      render: (fee) => cityLabel(fee.destination),
    },
    {
      key: 'status',
      label: 'Status',
      exportPath: 'active',
      exportValues: ACTIVE_EXPORT_VALUES,
      sortKey: 'STATUS',
      render: (fee) => (
        <RowStatusSwitch
          rowName={deliveryFeeMessages.name(fee)}
          checked={fee.active}
          disabled={!canSwitch || statusSwitch.isBusy(fee)}
          onSwitch={(active) => statusSwitch.run(fee, active)}
        />
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      kind: 'actions',
      render: (fee) => (
        <>
          {canEdit && <EditRowButton to={deliveryFeeUrls.edit(fee.id)} rowName={deliveryFeeMessages.name(fee)} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(fee)} rowName={deliveryFeeMessages.name(fee)} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Courier List">
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={reload}
          loading={reloading}
          loadingPosition="start"
        >
          Reload
        </Button>
        {canMutate('createDeliveryFee') && <AddLinkButton to={deliveryFeeUrls.add}>Add Courier</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="Courier fees"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        busy={reloading}
        emptyText="No courier fees yet"
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
