import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupiah } from '@backoffice/schema/rules/money';
import { RETURN_ACTION_LABELS } from '@backoffice/schema/rules/return';
import type { ReactNode } from 'react';
import { formatDate } from '../../ui/dates';
import { errorMessage } from '../../ui/errorMessage';
import { FactList } from '../../ui/FactList';
import { RETURN_STATUS_LABELS } from './returnRow';
import { useReturnQuery, type ReturnDetailFragment } from './returns.generated';

interface ReturnDetailDialogProps {
  /** The return shown; the dialog is closed while null. */
  returnId: string | null;
  onClose(): void;
}

/** Spec 001 §2: a return's id, status, date, customer name, contact number and its priced lines. */
export function ReturnDetailDialog({ returnId, onClose }: ReturnDetailDialogProps) {
  if (returnId === null) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="return-detail-title">
      <DialogTitle id="return-detail-title" sx={{ pr: 6 }}>
        {`Return ${returnId}`}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <ReturnDetail returnId={returnId} />
    </Dialog>
  );
}

function ReturnDetail({ returnId }: { returnId: string }) {
  const { data, error, refetch } = useReturnQuery({ variables: { id: returnId } });
  let body: ReactNode;
  if (data) body = <ReturnFacts ret={data.return} />;
  else if (error)
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Retry</Button>}>
        {errorMessage(error)}
      </Alert>
    );
  else body = <CircularProgress aria-label="Loading return" sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  return <DialogContent dividers>{body}</DialogContent>;
}

function ReturnFacts({ ret }: { ret: ReturnDetailFragment }) {
  return (
    <Stack spacing={3}>
      <FactList
        facts={[
          ['Return Id', ret.id],
          ['Status', <Chip key="status" size="small" color="success" label={RETURN_STATUS_LABELS[ret.status]} />],
          ['Date', formatDate(ret.returnDate)],
          ['Order Id', ret.orderId],
          ['Customer Name', ret.customerName || '-'],
          ['Contact Number', ret.phoneNumber || '-'],
          ['Return to', ret.returnTo.name],
          ['Ship By', ret.shipBy?.company ?? '-'],
          ['Action', RETURN_ACTION_LABELS[ret.action]],
          ['Money Returned', formatRupiah(ret.moneyReturned)],
          ['Memo', ret.memo || '-'],
        ]}
      />
      <TableContainer>
        <Table size="small" aria-label="Returned products">
          <TableHead>
            <TableRow>
              <TableCell>Product</TableCell>
              <TableCell align="right">Quantity</TableCell>
              <TableCell align="right">Price Each</TableCell>
              <TableCell align="right">Price</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {ret.lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell>{line.productName}</TableCell>
                <TableCell align="right">{line.quantity}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(line.unitPrice)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatRupiah(line.linePrice)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
