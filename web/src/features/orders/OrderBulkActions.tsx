import { useApolloClient } from '@apollo/client';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';

import type { PaymentStatus, ShipmentStatus } from '@backoffice/schema/generated/enums';

import { INVOICE_VARIANTS, type InvoiceVariant } from '../../print/invoiceDocument';
import { loadPrinting } from '../../print/loadPrinting';
import { orderLabelShipment } from '../../print/shippingLabelDocument';
import { useNotify } from '../../ui/notifications';
import {
  paymentStatusChoices,
  paymentStatusLabels,
  shipmentStatusChoices,
  shipmentStatusLabels,
} from '../../ui/shippingStatuses';
import { useStaffAccess } from '../../ui/staffAccess';
import { useOneActionAtATime } from '../../ui/useOneActionAtATime';
import { bulkMessages, type BulkRefusal, refusalsOf } from './orderBulk';
import { OrderBulkStatusDialog } from './OrderBulkStatusDialog';
import {
  OrdersForPrintDocument,
  type OrdersForPrintQuery,
  type OrdersForPrintQueryVariables,
  useGenerateShippingLabelsMutation,
  useSetOrdersStatusMutation,
} from './orders.generated';
import { toPrintableOrder } from './toPrintableOrder';

type BulkAction = 'labels' | 'invoices' | 'shipment' | 'payment';

interface OrderBulkActionsProps {
  ids: readonly string[];
  /**
   * After an action that changed orders: the refused ones with their reasons. The list reloads and drops
   * the selection, as the changed orders may no longer match its filters.
   */
  onChanged(refusals: BulkRefusal[]): void;
}

/** The actions on the orders list's selection: print labels and invoices as one PDF, set a status for all. */
export function OrderBulkActions({ ids, onChanged }: OrderBulkActionsProps) {
  const notify = useNotify();
  const client = useApolloClient();
  // Issue 39: printing invoices reads the orders (every role on this list); labels and shipment statuses are
  // shipping's as well as the orders' writers'; a payment status only theirs (the gateway checks `paymentStatus`).
  const { canMutate, canWrite } = useStaffAccess();
  const canLabel = canMutate('generateShippingLabels');
  const canSetShipment = canMutate('setOrdersStatus');
  const canSetPayment = canSetShipment && canWrite('orders');
  const { running, run } = useOneActionAtATime<BulkAction>();
  const [generateLabels] = useGenerateShippingLabelsMutation();
  const [setStatus] = useSetOrdersStatusMutation();
  const [invoiceMenu, setInvoiceMenu] = useState<HTMLElement | null>(null);
  const [statusDialog, setStatusDialog] = useState<'shipment' | 'payment' | null>(null);
  const busy = running !== null;
  // A success when any order went through; the refused ones are listed under the bar either way.
  const report = (okCount: number, message: string) => (okCount > 0 ? notify.success(message) : notify.error(message));

  const printLabels = () =>
    run('labels', async () => {
      // The print module loads while the labels are generated.
      const printing = loadPrinting();
      const answer = (await generateLabels({ variables: { ids: [...ids] } })).data!.generateShippingLabels;
      const shipments = answer.results.flatMap((result) =>
        result.ok && result.order ? [orderLabelShipment(toPrintableOrder(result.order))] : [],
      );
      report(answer.okCount, bulkMessages.labels(answer.okCount, answer.refusedCount));
      onChanged(refusalsOf(answer.results));
      if (shipments.length > 0) await (await printing).printShippingLabels(shipments);
    });

  const printInvoices = (variant: InvoiceVariant, label: string) =>
    run('invoices', async () => {
      const printing = loadPrinting();
      const { data } = await client.query<OrdersForPrintQuery, OrdersForPrintQueryVariables>({
        query: OrdersForPrintDocument,
        variables: { ids: [...ids] },
        fetchPolicy: 'network-only',
      });
      await (await printing).printInvoices(data.ordersByIds.map(toPrintableOrder), variant);
      notify.success(bulkMessages.invoices(data.ordersByIds.length, label));
    });

  const applyStatus = (kind: 'shipment' | 'payment', value: string) => {
    setStatusDialog(null);
    return run(kind, async () => {
      const variables =
        kind === 'shipment'
          ? { ids: [...ids], shipmentStatus: value as ShipmentStatus }
          : { ids: [...ids], paymentStatus: value as PaymentStatus };
      const answer = (await setStatus({ variables })).data!.setOrdersStatus;
      const label =
        kind === 'shipment'
          ? shipmentStatusLabels[value as ShipmentStatus]
          : paymentStatusLabels[value as PaymentStatus];
      report(answer.okCount, bulkMessages.status(label, answer.okCount, answer.refusedCount));
      onChanged(refusalsOf(answer.results));
    });
  };

  return (
    <>
      {canLabel && (
        <Button variant="outlined" size="small" onClick={printLabels} loading={running === 'labels'} disabled={busy}>
          Print shipping labels
        </Button>
      )}
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        onClick={(event) => setInvoiceMenu(event.currentTarget)}
        loading={running === 'invoices'}
        disabled={busy}
      >
        Print invoices
      </Button>
      <Menu anchorEl={invoiceMenu} open={invoiceMenu !== null} onClose={() => setInvoiceMenu(null)}>
        {INVOICE_VARIANTS.map(({ variant, label }) => (
          <MenuItem
            key={variant}
            onClick={() => {
              setInvoiceMenu(null);
              void printInvoices(variant, label);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
      {canSetShipment && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => setStatusDialog('shipment')}
          loading={running === 'shipment'}
          disabled={busy}
        >
          Set shipping status
        </Button>
      )}
      {canSetPayment && (
        <Button
          variant="outlined"
          size="small"
          onClick={() => setStatusDialog('payment')}
          loading={running === 'payment'}
          disabled={busy}
        >
          Set payment status
        </Button>
      )}
      {statusDialog === 'shipment' && (
        <OrderBulkStatusDialog
          title="Set shipping status"
          label="Shipping Status"
          choices={shipmentStatusChoices}
          count={ids.length}
          onClose={() => setStatusDialog(null)}
          onApply={(value) => void applyStatus('shipment', value)}
        />
      )}
      {statusDialog === 'payment' && (
        <OrderBulkStatusDialog
          title="Set payment status"
          label="Payment Status"
          choices={paymentStatusChoices}
          count={ids.length}
          onClose={() => setStatusDialog(null)}
          onApply={(value) => void applyStatus('payment', value)}
        />
      )}
    </>
  );
}
