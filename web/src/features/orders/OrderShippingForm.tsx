import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

import { orderShippingFormRules } from '@backoffice/schema/rules/orderForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { FormDateField } from '../../ui/FormDateField';
import { useNotify } from '../../ui/notifications';
import { courierChoices, warehouseChoices } from '../../ui/recordChoices';
import { paymentStatusChoices, shipmentStatusChoices } from '../../ui/shippingStatuses';
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
  const [updateShipping] = useUpdateOrderShippingMutation();
  // A new status from Generate Shipping Label shows, without undoing what staff changed meanwhile.
  const shipping = toShippingFormValues(order);
  const { control, register, handleSubmit, formState } = useEntityForm(orderShippingFormRules, shipping, shipping);
  const { errors } = formState;

  const save = handleSubmit((input) =>
    runner.run('save', async () => {
      await updateShipping({ variables: { id: order.id, input } });
      notify.success(orderMessages.shippingSaved(order.id));
      onSaved();
    }),
  );

  return (
    <Box component="form" id={SHIPPING_FORM_ID} onSubmit={save} noValidate aria-label="Shipping">
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
        <ChoiceField
          control={control}
          name="shipFromId"
          label="Ship From"
          options={warehouseChoices(warehouses.rows, order.shipFrom?.id ?? '')}
        />
        <FormDateField control={control} name="shipmentDate" label="Shipment Date" />
        <ChoiceField control={control} name="shipmentStatus" label="Shipping Status" options={shipmentStatusChoices} />
        <ChoiceField control={control} name="courierId" label="Courier" options={courierChoices(couriers)} />
        <TextField
          label="Tracking Code"
          {...register('trackingCode')}
          error={!!errors.trackingCode}
          helperText={errors.trackingCode?.message}
        />
        <ChoiceField control={control} name="paymentStatus" label="Payment Status" options={paymentStatusChoices} />
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
      </Box>
    </Box>
  );
}
