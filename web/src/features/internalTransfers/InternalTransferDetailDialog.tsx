import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';
import type { ReactNode } from 'react';
import { formatDate } from '../../ui/dates';
import { errorMessage } from '../../ui/errorMessage';
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
  if (transferId === null) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="transfer-detail-title">
      <DialogTitle id="transfer-detail-title" sx={{ pr: 6 }}>
        {`Internal Transfer ${transferId}`}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <TransferDetail transferId={transferId} />
    </Dialog>
  );
}

function TransferDetail({ transferId }: { transferId: string }) {
  const { data, error, refetch } = useInternalTransferQuery({ variables: { id: transferId } });
  let body: ReactNode;
  if (data) body = <TransferFacts transfer={data.internalTransfer} />;
  else if (error)
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Retry</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  else body = <CircularProgress aria-label="Loading internal transfer" sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  return <DialogContent dividers>{body}</DialogContent>;
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
