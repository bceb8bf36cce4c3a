import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useId, type ReactNode } from 'react';
import { errorMessage } from './errorMessage';

interface DetailDialogProps {
  title: string;
  /** The record has loaded: `children` (its content and actions) stand in for the spinner. */
  loaded: boolean;
  error: unknown;
  retry(): void;
  /** The spinner's accessible name, e.g. "Loading sample". */
  loadingLabel: string;
  /** An action under way cannot be left: Close and Escape wait until it ends. */
  busy?: boolean;
  onClose(): void;
  children: ReactNode;
}

/** A record's detail dialog over its list: the title, a Close button, and the record, its error or a spinner. */
export function DetailDialog({ title, loaded, error, retry, loadingLabel, busy = false, onClose, children }: DetailDialogProps) {
  const titleId = useId();
  let body: ReactNode = children;
  if (!loaded && error)
    body = (
      <DialogContent>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={retry}>Retry</Button>}>
          {errorMessage(error)}
        </Alert>
      </DialogContent>
    );
  else if (!loaded)
    body = (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={loadingLabel} />
      </DialogContent>
    );
  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
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
