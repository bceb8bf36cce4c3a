import TextField from '@mui/material/TextField';

import { orderShippingFormRules } from '@backoffice/schema/rules/orderForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { FormDateField } from '../../ui/FormDateField';
import { useNotify } from '../../ui/notifications';
import { warehouseChoices } from '../../ui/recordChoices';
import { ShippingForm } from '../../ui/ShippingForm';
import { useStaffAccess } from '../../ui/staffAccess';
import { useEntityForm } from '../../ui/useEntityForm';
import type { ActionRunner } from '../../ui/useOneActionAtATime';
import { toShippingFormValues } from './orderForm';
import { orderMessages } from './orderMessages';
import { type OrderDetailQuery, useUpdateOrderShippingMutation } from './orders.generated';

/** The dialog's Save button sits with the other actions, outside the form, and submits it by this id. */
export const SHIPPING_FORM_ID = 'order-shipping-form';

interface OrderShippingFormProps {
  /** The order and the warehouses and couriers to choose from, as the detail query gives them. */
  data: OrderDetailQuery;
  runner: ActionRunner;
  /** After the shipping fields are saved and staff told so. */
  onSaved(): void;
}

/** The shipping fields staff may change in the detail dialog, and two read-only facts beside them. */
export function OrderShippingForm({ data: { order, warehouses, couriers }, runner, onSaved }: OrderShippingFormProps) {
  const notify = useNotify();
  // Issue 39: the shipping shows to every role on the orders; it changes for who writes shipping (the dialog's Save),
  // and its payment status for who writes orders (Warehouse saves the rest).
  const access = useStaffAccess();
  const readOnly = !access.canMutate('updateOrderShipping');
  const [updateShipping] = useUpdateOrderShippingMutation();
  // A new status from Generate Shipping Label shows, without undoing what staff changed meanwhile.
  const shipping = toShippingFormValues(order);
  const form = useEntityForm(orderShippingFormRules, shipping, shipping);
  const { control } = form;

  const save = form.handleSubmit((input) =>
    runner.run('save', async () => {
      await updateShipping({ variables: { id: order.id, input } });
      notify.success(orderMessages.shippingSaved(order.id));
      onSaved();
    }),
  );

  return (
    <ShippingForm
      id={SHIPPING_FORM_ID}
      form={form}
      onSubmit={save}
      couriers={couriers}
      wide
      readOnly={readOnly}
      paymentReadOnly={!access.canWrite('orders')}
      before={
        <>
          <ChoiceField
            control={control}
            name="shipFromId"
            label="Ship From"
            options={warehouseChoices(warehouses.rows, order.shipFrom?.id ?? '')}
            disabled={readOnly}
          />
          <FormDateField control={control} name="shipmentDate" label="Shipment Date" disabled={readOnly} />
        </>
      }
      after={
        <>
          <TextField
            label="QuickBooks Status"
            value={order.quickbooksStatus.text}
            slotProps={{ input: { readOnly: true } }}
          />
          <TextField
            label="Payment Method"
            value={order.paymentMethod ?? '-'}
            slotProps={{ input: { readOnly: true } }}
          />
        </>
      }
    />
  );
}
