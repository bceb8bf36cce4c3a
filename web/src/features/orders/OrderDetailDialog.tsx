import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { errorMessage } from '../../ui/errorMessage';
import { OrderDetailActions } from './OrderDetailActions';
import { OrderFacts } from './OrderFacts';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderShippingForm } from './OrderShippingForm';
import { useOrderDetailQuery } from './orders.generated';
import { useOneActionAtATime } from '../../ui/useOneActionAtATime';

interface OrderDetailDialogProps {
  /** The order shown; the dialog is closed while null. */
  orderId: string | null;
  onClose(): void;
  /** After a save, a label or a Gojek booking: a filtered list may no longer hold the order. */
  onOrderChanged?(): void;
}

/** Spec 001 §2: an order's detail, its shipping fields, printing and the outside services, in one dialog. */
export function OrderDetailDialog({ orderId, ...rest }: OrderDetailDialogProps) {
  if (orderId === null) return null;
  // Keyed by the order, so another order starts with a fresh form and no action running.
  return <OrderDetail key={orderId} orderId={orderId} {...rest} />;
}

function OrderDetail({ orderId, onClose, onOrderChanged }: Omit<OrderDetailDialogProps, 'orderId'> & { orderId: string }) {
  const { data, error, refetch } = useOrderDetailQuery({ variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const runner = useOneActionAtATime();
  const busy = runner.running !== null;
  let body: ReactNode;
  if (data)
    body = (
      <>
        <DialogContent dividers>
          <Stack spacing={3}>
            <OrderFacts order={data.order} />
            <OrderLinesTable order={data.order} />
            <OrderShippingForm
              data={data}
              runner={runner}
              onSaved={() => {
                onOrderChanged?.();
                onClose();
              }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
          <OrderDetailActions order={data.order} runner={runner} refetch={refetch} onOrderChanged={onOrderChanged} />
        </DialogActions>
      </>
    );
  else if (error)
    body = (
      <DialogContent>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Retry</Button>}>
          {errorMessage(error)}
        </Alert>
      </DialogContent>
    );
  else
    body = (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading order" />
      </DialogContent>
    );
  return (
    // An action under way cannot be left: the dialog stays open until it ends.
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby="order-detail-title">
      <DialogTitle id="order-detail-title" sx={{ pr: 6 }}>
        {`Order ${orderId}`}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={busy} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {body}
    </Dialog>
  );
}
