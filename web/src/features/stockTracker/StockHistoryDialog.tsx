import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId } from 'react';

import { recordText } from '../../ui/historyLabels';
import { RecordHistory } from '../../ui/RecordHistory';
import { usePhone } from '../../ui/usePhone';

interface StockHistoryDialogProps {
  /** The stock count shown, `<productId>:<warehouseId>` (its history's record id); the dialog is closed while null. */
  recordId: string | null;
  /** The row's product and warehouse by name, when the page shows it: "Udang Vaname Beku 1 kg at Gudang Muara Baru". */
  rowName?: string;
  onClose(): void;
}

/**
 * Issue 39: the history of one product's count in one warehouse — who recorded which Real Stock, and when. The
 * tracker has no detail dialog of its own, so its rows open this one, by the address (`?detail=`) as other lists do.
 */
export function StockHistoryDialog({ recordId, rowName, onClose }: StockHistoryDialogProps) {
  const titleId = useId();
  const fullScreen = usePhone();
  if (recordId === null) return null;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {rowName ? `Real Stock of ${rowName}` : recordText('STOCK_COUNT', recordId)}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <RecordHistory recordType="STOCK_COUNT" recordId={recordId} defaultExpanded />
      </DialogContent>
    </Dialog>
  );
}
