import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import type { PaymentStatus, ShipmentStatus } from '@backoffice/schema/generated/enums';

import { ChoiceField } from './ChoiceField';
import { courierChoices } from './recordChoices';
import { paymentStatusChoices, shipmentStatusChoices } from './shippingStatuses';
import { textFieldProps } from './textFieldProps';

/** The shipping fields an order and a sample share, as the form holds them. */
interface ShippingValues {
  shipmentStatus: ShipmentStatus;
  courierId: string;
  trackingCode: string;
  paymentStatus: PaymentStatus;
}

/** What the fields need of the record's form. */
type FormParts<Values extends FieldValues> = Pick<
  UseFormReturn<Values, unknown, FieldValues>,
  'control' | 'register' | 'formState'
>;

interface ShippingFormProps<Values extends ShippingValues> {
  /** The dialog's Save button sits with its other actions, outside the form, and submits it by this id. */
  id: string;
  form: FormParts<Values>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  couriers: ReadonlyArray<{ id: string; company: string }>;
  /** Three fields a row on a wide screen, for an order's more fields; two otherwise. */
  wide?: boolean;
  /** The record's own fields before the shared ones (an order's Ship From) and after them (its read-only facts). */
  before?: ReactNode;
  after?: ReactNode;
  /**
   * Shown, not changeable: a role that may not save the shipping (issue 39: `updateOrderShipping`,
   * `updateSampleShipping`); the dialog leaves out its Save.
   */
  readOnly?: boolean;
  /** The payment status shown, not changeable, though the rest is: a role that saves shipping but not payments. */
  paymentReadOnly?: boolean;
}

/** The shipping fields staff change in a detail dialog (spec 001 §2): status, courier, tracking code, payment status. */
export function ShippingForm<Values extends ShippingValues>(props: ShippingFormProps<Values>) {
  const { id, onSubmit, couriers, wide = false, before, after, readOnly = false, paymentReadOnly = false } = props;
  // Values holds the shared fields, which react-hook-form's path types cannot see through a type parameter.
  const form = props.form as unknown as FormParts<ShippingValues>;
  const { control } = form;
  return (
    <Box component="form" id={id} onSubmit={onSubmit} noValidate aria-label="Shipping">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', ...(wide && { md: '1fr 1fr 1fr' }) },
          gap: 2,
        }}
      >
        {before}
        <ChoiceField
          control={control}
          name="shipmentStatus"
          label="Shipping Status"
          options={shipmentStatusChoices}
          disabled={readOnly}
        />
        <ChoiceField
          control={control}
          name="courierId"
          label="Courier"
          options={courierChoices(couriers)}
          disabled={readOnly}
        />
        <TextField label="Tracking Code" disabled={readOnly} {...textFieldProps(form)('trackingCode')} />
        <ChoiceField
          control={control}
          name="paymentStatus"
          label="Payment Status"
          options={paymentStatusChoices}
          disabled={readOnly || paymentReadOnly}
        />
        {after}
      </Box>
    </Box>
  );
}
