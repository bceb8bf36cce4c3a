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

interface DetailDialogProps<Data> {
  /** The dialog's heading and accessible name, e.g. "Return 30". */
  title: string;
  /** The record's query (a generated `useXQuery` result fits as it is). */
  query: { data?: Data; error?: unknown; refetch(): unknown };
  /** The spinner's accessible name while the record loads. */
  loadingLabel: string;
  onClose(): void;
  /** The record, once loaded. */
  children(data: Data): ReactNode;
}

/** A list row's read-only details over the list: a close button, then the record, its load error with Retry, or a spinner. */
export function DetailDialog<Data>({ title, query, loadingLabel, onClose, children }: DetailDialogProps<Data>) {
  const titleId = useId();
  let body: ReactNode;
  if (query.data) body = children(query.data);
  else if (query.error)
    body = (
      <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => query.refetch()}>Retry</Button>}>
        {errorMessage(query.error)}
      </Alert>
    );
  else body = <CircularProgress aria-label={loadingLabel} sx={{ display: 'block', mx: 'auto', my: 4 }} />;
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>{body}</DialogContent>
    </Dialog>
  );
}
