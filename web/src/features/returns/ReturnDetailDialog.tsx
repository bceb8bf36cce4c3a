import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatRupiah } from '@backoffice/schema/rules/money';
import { RETURN_ACTION_LABELS } from '@backoffice/schema/rules/return';
import { formatDate } from '../../ui/dates';
import { DetailDialog } from '../../ui/DetailDialog';
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
  return returnId === null ? null : <ReturnDetail returnId={returnId} onClose={onClose} />;
}

function ReturnDetail({ returnId, onClose }: { returnId: string; onClose(): void }) {
  const query = useReturnQuery({ variables: { id: returnId } });
  return (
    <DetailDialog title={`Return ${returnId}`} query={query} loadingLabel="Loading return" onClose={onClose}>
      {(data) => <ReturnFacts ret={data.return} />}
    </DetailDialog>
  );
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
