import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';

import { DetailDialog } from '../../ui/DetailDialog';
import { FactList } from '../../ui/FactList';
import { LinesTable } from '../../ui/LinesTable';
import { RecordHistory } from '../../ui/RecordHistory';
import { useOneActionAtATime } from '../../ui/useOneActionAtATime';
import { orderFacts, orderLineColumns, orderTotalRows } from './orderDetail';
import { OrderDetailActions } from './OrderDetailActions';
import { useOrderDetailQuery } from './orders.generated';
import { OrderShippingForm } from './OrderShippingForm';

interface OrderDetailDialogProps {
  /** The order shown. Its list keys the dialog by it, so another order starts with a fresh form and no action running. */
  orderId: string;
  onClose(): void;
  /** After a save, a label or a Gojek booking: a filtered list may no longer hold the order. */
  onOrderChanged?(): void;
}

/** Spec 001 §2: an order's detail, its shipping fields, printing and the outside services, in one dialog. */
export function OrderDetailDialog({ orderId, onClose, onOrderChanged }: OrderDetailDialogProps) {
  const query = useOrderDetailQuery({ variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const runner = useOneActionAtATime();
  return (
    <DetailDialog
      title={`Order ${orderId}`}
      query={query}
      loadingLabel="Loading order"
      busy={runner.running !== null}
      layout="own"
      maxWidth="lg"
      onClose={onClose}
    >
      {(data) => (
        <>
          <DialogContent dividers>
            <Stack spacing={3}>
              <FactList facts={orderFacts(data.order)} />
              <LinesTable
                label="Order lines"
                columns={orderLineColumns}
                lines={data.order.lines}
                totals={orderTotalRows(data.order.totals)}
              />
              <OrderShippingForm
                data={data}
                runner={runner}
                onSaved={() => {
                  onOrderChanged?.();
                  onClose();
                }}
              />
              <RecordHistory recordType="ORDER" recordId={data.order.id} />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
            <OrderDetailActions
              order={data.order}
              runner={runner}
              refetch={query.refetch}
              onOrderChanged={onOrderChanged}
            />
          </DialogActions>
        </>
      )}
    </DetailDialog>
  );
}
