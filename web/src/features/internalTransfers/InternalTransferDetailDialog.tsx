import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';
import { formatDate } from '../../ui/dates';
import { DetailDialog } from '../../ui/DetailDialog';
import { FactList } from '../../ui/FactList';
import { useInternalTransferQuery, type InternalTransferDetailFragment } from './internalTransfers.generated';
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
    <DetailDialog title={`Internal Transfer ${transferId}`} query={query} loadingLabel="Loading internal transfer" onClose={onClose}>
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
          ['Type', TRANSFER_TYPE_LABELS[transfer.type]],
          ['From', transferSource(transfer)],
          ['Destination', transferDestination(transfer)],
          ['Memo', transfer.memo || '-'],
        ]}
      />
      <Table size="small" aria-label="Transfer lines">
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {transfer.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell>{`${line.sku} - ${line.productName}`}</TableCell>
              <TableCell align="right">{line.quantity}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              Total Quantity
            </TableCell>
            <TableCell align="right" aria-label="Total Quantity">
              {transfer.totalQuantity}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Stack>
  );
}
