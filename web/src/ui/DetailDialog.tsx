import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { type ReactNode, useId } from 'react';

import { errorMessage } from './errorMessage';
import { usePhone } from './usePhone';

interface DetailDialogProps<Data> {
  /** The dialog's heading and accessible name, e.g. "Return 30". */
  title: string;
  /** The record's query (a generated `useXQuery` result fits as it is). */
  query: { data?: Data; error?: unknown; refetch(): unknown };
  /** The spinner's accessible name while the record loads. */
  loadingLabel: string;
  /** An action under way cannot be left: Close and Escape wait until it ends. */
  busy?: boolean;
  /**
   * 'content' (the default) puts the record in the dialog's content area; 'own' lets a dialog with actions
   * lay out its own DialogContent and DialogActions.
   */
  layout?: 'content' | 'own';
  /** 'lg' for a record with many columns or buttons (an order). */
  maxWidth?: 'md' | 'lg';
  onClose(): void;
  /** The record, once loaded. */
  children(data: Data): ReactNode;
}

/** A list row's details over the list: the title, a Close button, then the record, its load error with Retry, or a spinner. */
export function DetailDialog<Data>({
  title,
  query,
  loadingLabel,
  busy = false,
  layout = 'content',
  maxWidth = 'md',
  onClose,
  children,
}: DetailDialogProps<Data>) {
  const titleId = useId();
  // On a phone the record takes the whole screen: in a dialog's margins its lines and buttons left a few rows to read.
  const fullScreen = usePhone();
  let body: ReactNode;
  if (query.data)
    body = layout === 'own' ? children(query.data) : <DialogContent dividers>{children(query.data)}</DialogContent>;
  else
    body = (
      <DialogContent dividers>
        {query.error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => query.refetch()}>
                Retry
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Alert>
        ) : (
          <CircularProgress aria-label={loadingLabel} sx={{ display: 'block', mx: 'auto', my: 4 }} />
        )}
      </DialogContent>
    );
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth={maxWidth}
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {body}
    </Dialog>
  );
}
