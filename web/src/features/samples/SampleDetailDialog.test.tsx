import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { SampleDetailDialog } from './SampleDetailDialog';
import { sampleLabelShipment } from './sampleLabel';
import { detailQueryData, detailSample } from './samples.fixture';
import {
  GenerateSampleShippingLabelDocument,
  SampleDetailDocument,
  UpdateSampleShippingDocument,
} from './samples.generated';

const printing = vi.hoisted(() => ({
  printInvoice: vi.fn(async () => undefined),
  printShippingLabel: vi.fn(async () => undefined),
}));
vi.mock('../../print/printOrderDocument', () => printing);

afterEach(() => {
  vi.clearAllMocks();
});

const detailMock = (sample = detailSample()): MockedResponse => ({
  request: { query: SampleDetailDocument, variables: { id: '5' } },
  result: { data: detailQueryData(sample) },
});

function renderDialog(mocks: MockedResponse[]) {
  const onClose = vi.fn();
  const onSampleChanged = vi.fn();
  renderAt(
    '/dashboard/samples?detail=5',
    <SampleDetailDialog sampleId="5" onClose={onClose} onSampleChanged={onSampleChanged} />,
    mocks,
  );
  return { onClose, onSampleChanged };
}

describe('sample detail dialog', () => {
  it('shows the recipient, contact, destination, courier, purpose and the items at price 0', async () => {
    renderDialog([detailMock()]);
    const dialog = await screen.findByRole('dialog', { name: 'Sample 5' });
    expect(await within(dialog).findByText('CV Laut Biru (Vendor)')).toBeInTheDocument();
    expect(within(dialog).getByText('081298765432')).toBeInTheDocument();
    expect(within(dialog).getByText('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131')).toBeInTheDocument();
    expect(within(dialog).getByText('Review')).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Sample lines' });
    expect(within(lines).getByRole('row', { name: /Cumi Ring 500 gr/ })).toHaveTextContent(
      'SKU-2 - Cumi Ring 500 gr2Rp 0',
    );
    expect(within(lines).getByLabelText('Total Quantity')).toHaveTextContent('3');
    expect(within(dialog).getByRole('combobox', { name: 'Courier' })).toHaveTextContent('JNE');
    expect(within(dialog).getByRole('combobox', { name: 'Payment Status' })).toHaveTextContent('Payment Success');
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/edit/sample/5');
  });

  it("saves the shipping fields, shows the response's message and closes", async () => {
    const user = userEvent.setup();
    const saved = detailSample({ shipmentStatus: 'SHIPPED', trackingCode: 'JNE0123' });
    const { onClose, onSampleChanged } = renderDialog([
      detailMock(),
      {
        request: {
          query: UpdateSampleShippingDocument,
          variables: {
            id: '5',
            input: {
              shipmentStatus: 'PROCESSED',
              courierId: '2',
              trackingCode: 'JNE0123',
              paymentStatus: 'PAYMENT_SUCCESS',
            },
          },
        },
        result: {
          data: {
            updateSampleShipping: {
              __typename: 'SampleSaveResult',
              message: 'Sample 5 berhasil diperbarui',
              sample: saved,
            },
          },
        },
      },
    ]);
    await user.type(await screen.findByLabelText('Tracking Code'), 'JNE0123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sample 5 berhasil diperbarui')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(onSampleChanged).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open", async () => {
    const user = userEvent.setup();
    const refusal = 'Courier 2 is not a known courier';
    const { onClose } = renderDialog([
      detailMock(),
      {
        request: {
          query: UpdateSampleShippingDocument,
          variables: {
            id: '5',
            input: {
              shipmentStatus: 'PROCESSED',
              courierId: '2',
              trackingCode: null,
              paymentStatus: 'PAYMENT_SUCCESS',
            },
          },
        },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('generates the label first, says the sample is now Label Printed, and prints the sample as saved', async () => {
    const user = userEvent.setup();
    const labelled = detailSample({ shipmentStatus: 'LABEL_PRINTED' });
    renderDialog([
      detailMock(),
      {
        request: { query: GenerateSampleShippingLabelDocument, variables: { id: '5' } },
        result: { data: { generateSampleShippingLabel: labelled } },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Shipping Status' })).toHaveTextContent('Processed'),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Shipping Label' }));
    expect(await screen.findByText('Sample 5 berhasil diperbarui: Label Printed')).toBeInTheDocument();
    await waitFor(() => expect(printing.printShippingLabel).toHaveBeenCalledWith(sampleLabelShipment(labelled)));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Shipping Status' })).toHaveTextContent('Label Printed'),
    );
  });
});
