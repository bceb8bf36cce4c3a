import Stack from '@mui/material/Stack';

import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';

import { formatDate } from '../../ui/dates';
import { DetailDialog } from '../../ui/DetailDialog';
import { enumLabel } from '../../ui/enumLabel';
import { FactList } from '../../ui/FactList';
import { LinesTable, quantityColumn, skuProductColumn } from '../../ui/LinesTable';
import { RecordHistory } from '../../ui/RecordHistory';
import { type InternalTransferDetailFragment, useInternalTransferQuery } from './internalTransfers.generated';
import { transferDestination, transferSource } from './transferRow';

interface InternalTransferDetailDialogProps {
  /** The transfer shown; the dialog is closed while null. */
  transferId: string | null;
  onClose(): void;
}

/** Spec 000 §2: a transfer's received date, from, destination, memo and its product and quantity lines. */
export function InternalTransferDetailDialog({ transferId, onClose }: InternalTransferDetailDialogProps) {
  return transferId === null ? null : <TransferDetail transferId={transferId} onClose={onClose} />;
}

function TransferDetail({ transferId, onClose }: { transferId: string; onClose(): void }) {
  const query = useInternalTransferQuery({ variables: { id: transferId } });
  return (
    <DetailDialog
      title={`Internal Transfer ${transferId}`}
      query={query}
      loadingLabel="Loading internal transfer"
      onClose={onClose}
    >
      {(data) => <TransferFacts transfer={data.internalTransfer} />}
    </DetailDialog>
  );
}

function TransferFacts({ transfer }: { transfer: InternalTransferDetailFragment }) {
  return (
    <Stack spacing={3}>
      <FactList
        facts={[
          ['Received Date', formatDate(transfer.receivedDate)],
          ['Shipment Date', formatDate(transfer.shipmentDate)],
          ['Type', enumLabel(TRANSFER_TYPE_LABELS, transfer.type, transfer.unknownType)],
          ['From', transferSource(transfer)],
          ['Destination', transferDestination(transfer)],
          ['Memo', transfer.memo || '-'],
        ]}
      />
      <LinesTable
        label="Transfer lines"
        columns={[skuProductColumn, quantityColumn]}
        lines={transfer.lines}
        totals={[['Total Quantity', transfer.totalQuantity]]}
      />
      <RecordHistory recordType="INTERNAL_TRANSFER" recordId={transfer.id} />
    </Stack>
  );
}
