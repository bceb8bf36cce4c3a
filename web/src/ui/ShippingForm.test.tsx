import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, it } from 'vitest';

import type { PaymentStatus, ShipmentStatus } from '@backoffice/schema/generated/enums';

import { chooseOption } from '../testing/chooseOption';
import { ShippingForm } from './ShippingForm';

/** A record's own field beside the shared ones, as an order's Ship From is. */
interface Values {
  shipFromId: string;
  shipmentStatus: ShipmentStatus;
  courierId: string;
  trackingCode: string;
  paymentStatus: PaymentStatus;
}

const COURIERS = [
  { id: '1', company: 'JNE' },
  { id: '2', company: 'SiCepat' },
];

function Form() {
  const form = useForm<Values>({
    defaultValues: {
      shipFromId: '4',
      shipmentStatus: 'PROCESSED',
      courierId: '1',
      trackingCode: '',
      paymentStatus: 'PAYMENT_SUCCESS',
    },
  });
  const [saved, setSaved] = useState<Values | null>(null);
  const save = form.handleSubmit((values) => {
    if (values.trackingCode === 'bad') form.setError('trackingCode', { message: 'Tracking Code is not known' });
    else setSaved(values);
  });
  return (
    <>
      <ShippingForm
        id="shipping"
        form={form}
        onSubmit={save}
        couriers={COURIERS}
        before={<input aria-label="Ship From" readOnly value={form.getValues('shipFromId')} />}
      />
      <button type="submit" form="shipping">
        Save
      </button>
      <output aria-label="Saved">{JSON.stringify(saved)}</output>
    </>
  );
}

it('edits the four shipping fields beside the record’s own and submits them by the form id', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const shipping = screen.getByRole('form', { name: 'Shipping' });
  expect(within(shipping).getByRole('textbox', { name: 'Ship From' })).toHaveValue('4');
  expect(within(shipping).getByRole('combobox', { name: 'Shipping Status' })).toHaveTextContent('Processed');
  await chooseOption(user, 'Courier', 'SiCepat');
  await chooseOption(user, 'Payment Status', 'Payment Pending');
  await user.type(within(shipping).getByRole('textbox', { name: 'Tracking Code' }), 'JNE0123');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(JSON.parse(screen.getByRole('status', { name: 'Saved' }).textContent!)).toEqual({
      shipFromId: '4',
      shipmentStatus: 'PROCESSED',
      courierId: '2',
      trackingCode: 'JNE0123',
      paymentStatus: 'PAYMENT_PENDING',
    }),
  );
});

it('shows an error under the tracking code', async () => {
  const user = userEvent.setup();
  render(<Form />);
  const trackingCode = screen.getByRole('textbox', { name: 'Tracking Code' });
  await user.type(trackingCode, 'bad');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(trackingCode).toHaveAccessibleDescription('Tracking Code is not known'));
  expect(trackingCode).toHaveAttribute('aria-invalid', 'true');
});
