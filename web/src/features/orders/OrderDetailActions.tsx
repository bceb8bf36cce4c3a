import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { orderLabelShipment } from '../../print/shippingLabelDocument';
import { useNotify } from '../../ui/notifications';
import { useStaffAccess } from '../../ui/staffAccess';
import type { ActionRunner } from '../../ui/useOneActionAtATime';
import { useShippingLabelPrint } from '../../ui/useShippingLabelPrint';
import { orderMessages } from './orderMessages';
import { OrderPrintMenu } from './OrderPrintMenu';
import {
  type OrderDetailFragment,
  useGenerateShippingLabelMutation,
  useOrderGojekMutation,
  useRefreshQuickbooksStatusMutation,
  useSyncOrderToJubelioMutation,
} from './orders.generated';
import { SHIPPING_FORM_ID } from './OrderShippingForm';
import { toPrintableOrder } from './toPrintableOrder';
import { orderUrls } from './urls';

interface OrderDetailActionsProps {
  order: OrderDetailFragment;
  runner: ActionRunner;
  /** Reloads the order after Gojek's booking changed it. */
  refetch(): Promise<unknown>;
  /** After a label or a Gojek booking: a filtered list may no longer hold the order. */
  onOrderChanged?(): void;
}

/** The dialog's buttons: print, the links to other forms, the outside services and Save. */
export function OrderDetailActions({ order, runner, refetch, onOrderChanged }: OrderDetailActionsProps) {
  const notify = useNotify();
  const [generateLabel] = useGenerateShippingLabelMutation();
  const [refreshQuickbooksStatus] = useRefreshQuickbooksStatusMutation();
  const [syncToJubelio] = useSyncOrderToJubelioMutation();
  const [orderGojek] = useOrderGojekMutation();
  const { running, run } = runner;
  const busy = running !== null;
  // Issue 39: each button for the roles its mutation's rule allows (printing only reads the order).
  const { canMutate } = useStaffAccess();

  const printLabel = useShippingLabelPrint({
    run,
    shipmentStatus: order.shipmentStatus,
    generate: async () => (await generateLabel({ variables: { id: order.id } })).data!.generateShippingLabel,
    toShipment: (labelled) => orderLabelShipment(toPrintableOrder(labelled)),
    statusSaved: (status) => orderMessages.labelStatusSaved(order.id, status),
    onChanged: onOrderChanged,
  });

  // The gateway reuses a status for a minute; this asks QuickBooks now, and the field shows the answer.
  const askQuickbooks = () =>
    run('quickbooks', async () => {
      const { quickbooksStatus } = (await refreshQuickbooksStatus({ variables: { id: order.id } })).data!
        .refreshQuickbooksStatus;
      const message = orderMessages.quickbooksStatus(quickbooksStatus.text);
      if (quickbooksStatus.state === 'ERROR') notify.error(message);
      else notify.success(message);
    });

  const syncJubelio = () =>
    run('jubelio', async () => {
      const result = await syncToJubelio({ variables: { id: order.id } });
      notify.success(result.data!.syncOrderToJubelio.message);
    });

  const bookGojek = () =>
    run('gojek', async () => {
      const result = await orderGojek({ variables: { id: order.id } });
      notify.success(result.data!.orderGojek.message);
      // Gojek's booking gives the order a tracking code and a new status.
      onOrderChanged?.();
      await refetch();
    });

  return (
    <>
      <OrderPrintMenu order={order} runner={runner} />
      {canMutate('refreshQuickbooksStatus') && (
        <Button variant="outlined" onClick={askQuickbooks} loading={running === 'quickbooks'} disabled={busy}>
          QB Status
        </Button>
      )}
      {canMutate('createReturn') && (
        <Button variant="outlined" component={RouterLink} to={orderUrls.addReturn(order.id)} disabled={busy}>
          Return
        </Button>
      )}
      {canMutate('syncOrderToJubelio') && (
        <Button variant="outlined" onClick={syncJubelio} loading={running === 'jubelio'} disabled={busy}>
          Jubelio Sync
        </Button>
      )}
      {canMutate('createOrder') && (
        <Button variant="outlined" component={RouterLink} to={orderUrls.duplicate(order.id)} disabled={busy}>
          Duplicate
        </Button>
      )}
      {canMutate('updateOrder') && (
        <Button variant="outlined" component={RouterLink} to={orderUrls.edit(order.id)} disabled={busy}>
          Edit
        </Button>
      )}
      {canMutate('generateShippingLabel') && (
        <Button variant="outlined" onClick={printLabel} loading={running === 'label'} disabled={busy}>
          Generate Shipping Label
        </Button>
      )}
      {order.canOrderGojek && canMutate('orderGojek') && (
        <Button variant="outlined" onClick={bookGojek} loading={running === 'gojek'} disabled={busy}>
          Order Gojek
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {canMutate('updateOrderShipping') && (
        <Button type="submit" form={SHIPPING_FORM_ID} variant="contained" loading={running === 'save'} disabled={busy}>
          Save
        </Button>
      )}
    </>
  );
}
