import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

import { formatRupiah } from '@backoffice/schema/rules/money';
import { phoneText } from '@backoffice/schema/rules/phone';
import { RETURN_ACTION_LABELS } from '@backoffice/schema/rules/return';

import { formatDate } from '../../ui/dates';
import { DetailDialog } from '../../ui/DetailDialog';
import { enumLabel } from '../../ui/enumLabel';
import { FactList } from '../../ui/FactList';
import { PricedLinesTable } from '../../ui/PricedLinesTable';
import { RecordHistory } from '../../ui/RecordHistory';
import { RETURN_STATUS_LABELS } from './returnRow';
import { type ReturnDetailFragment, useReturnQuery } from './returns.generated';

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
          [
            'Status',
            <Chip
              key="status"
              size="small"
              color={ret.status ? 'success' : 'default'}
              label={enumLabel(RETURN_STATUS_LABELS, ret.status, ret.unknownStatus)}
            />,
          ],
          ['Date', formatDate(ret.returnDate)],
          ['Order Id', ret.orderId],
          ['Customer Name', ret.customerName || '-'],
          ['Contact Number', phoneText(ret.phoneNumber) || '-'],
          ['Return to', ret.returnTo?.name ?? '-'],
          ['Ship By', ret.shipBy?.company ?? '-'],
          ['Action', enumLabel(RETURN_ACTION_LABELS, ret.action, ret.unknownAction) || '-'],
          ['Money Returned', formatRupiah(ret.moneyReturned)],
          ['Memo', ret.memo || '-'],
        ]}
      />
      <PricedLinesTable label="Returned products" lines={ret.lines} />
      <RecordHistory recordType="RETURN" recordId={ret.id} />
    </Stack>
  );
}
