import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { DeliveryFeeListPage } from './DeliveryFeeListPage';
import {
  DeleteDeliveryFeeDocument,
  DeliveryFeesDocument,
  SetDeliveryFeeActiveDocument,
} from './deliveryFees.generated';

const city = (id: string, name: string, type: 'KOTA' | 'KABUPATEN') => ({
  __typename: 'City',
  id,
  name,
  type,
  unknownType: null,
});
const jne = { __typename: 'Courier', id: '1', company: 'JNE' };

const fee = (id: string, serviceName: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'DeliveryFee',
  id,
  serviceName,
  deliveryType: 'DOMESTIC',
  unknownDeliveryType: null,
  fee: 17000,
  unitFee: 1250000,
  active: true,
  courier: jne,
  origin: city('3172', 'Jakarta Utara', 'KOTA'),
  destination: city('3204', 'Bandung', 'KABUPATEN'),
  ...overrides,
});

const reg = fee('10', 'REG');
const yes = fee('11', 'YES', { deliveryType: 'INTERNATIONAL', fee: 0, unitFee: 9000, active: false });

const listMock = (variables: Record<string, unknown>, rows = [reg, yes], totalCount = 2): MockedResponse => ({
  request: {
    query: DeliveryFeesDocument,
    variables: { page: 1, perPage: 15, sortBy: 'COURIER', desc: false, ...variables },
  },
  result: { data: { deliveryFees: { __typename: 'DeliveryFeeList', totalCount, rows } } },
});

describe('courier list', () => {
  it("shows a delivery type or city the gateway could not name: the API's text, the row kept", async () => {
    const cargo = fee('13', 'KARGO', { deliveryType: null, unknownDeliveryType: 'Kargo Laut', destination: null });
    renderAt('/dashboard/delivery', <DeliveryFeeListPage />, [listMock({}, [reg, cargo])]);
    const table = await screen.findByRole('table', { name: 'Courier fees' });
    const row = await within(table).findByRole('row', { name: /KARGO/ });
    expect(within(row).getByText('Kargo Laut')).toBeInTheDocument();
  });

  it('shows the spec columns with fees in rupiah, and keeps sort and page in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/delivery', <DeliveryFeeListPage />, [
      listMock({}, [reg, yes], 16),
      listMock({ sortBy: 'FEE' }, [yes, reg], 16),
      listMock({ sortBy: 'FEE', desc: true }, [reg, yes], 16),
      listMock({ sortBy: 'FEE', desc: true, page: 2 }, [fee('12', 'OKE')], 16),
    ]);
    const table = await screen.findByRole('table', { name: 'Courier fees' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Courier',
      'Service Name',
      'Fees',
      'Unit Fees (Kg)',
      'Type',
      'Origins',
      'Destination',
      'Status',
      'Actions',
    ]);
    const row = await within(table).findByRole('row', { name: /REG/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'JNE',
      'REG',
      'Rp 17.000',
      'Rp 1.250.000',
      'Domestic',
      'Kota Jakarta Utara',
      'Kabupaten Bandung',
      '',
      '',
    ]);
    expect(within(row).getByRole('switch', { name: 'Status of JNE - REG' })).toBeChecked();
    expect(within(row).getByRole('link', { name: 'Edit JNE - REG' })).toHaveAttribute(
      'href',
      '/dashboard/edit/courier/10',
    );
    const international = within(table).getByRole('row', { name: /YES/ });
    expect(
      within(international)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 5),
    ).toEqual(['Rp 0', 'Rp 9.000', 'International']);
    expect(within(international).getByRole('switch', { name: 'Status of JNE - YES' })).not.toBeChecked();

    await user.click(within(table).getByRole('button', { name: 'Fees' }));
    expect(router.state.location.search).toBe('?orderby=FEE');
    await user.click(within(table).getByRole('button', { name: 'Fees' }));
    expect(router.state.location.search).toBe('?orderby=FEE&desc=true');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?orderby=FEE&desc=true&page=2');
    expect(await within(table).findByRole('row', { name: /OKE/ })).toBeInTheDocument();
    expect(screen.getByText('16–16 of 16')).toBeInTheDocument();
  });

  it('sorts by the default (courier) when the address has an unknown orderby', async () => {
    renderAt('/dashboard/delivery?orderby=foo', <DeliveryFeeListPage />, [listMock({})]);
    const table = await screen.findByRole('table', { name: 'Courier fees' });
    // Only the query with sortBy COURIER is answered.
    expect(await within(table).findByRole('row', { name: /REG/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Courier' })).toHaveClass('Mui-active');
  });

  it('saves the status switch at once and says so', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/delivery', <DeliveryFeeListPage />, [
      listMock({}),
      {
        request: { query: SetDeliveryFeeActiveDocument, variables: { id: '11', active: true } },
        result: {
          data: {
            setDeliveryFeeActive: {
              __typename: 'DeliveryFee',
              id: '11',
              serviceName: 'YES',
              active: true,
              courier: jne,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Status of JNE - YES' }));
    expect(await screen.findByText('Updated Courier JNE - YES status menjadi Active')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog's closing transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Status of JNE - YES' })).toBeChecked();
  });

  it('asks before deleting, says so, and shows the page before when its last row went', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/delivery?page=2', <DeliveryFeeListPage />, [
      listMock({ page: 2 }, [fee('12', 'OKE')], 16),
      {
        request: { query: DeleteDeliveryFeeDocument, variables: { id: '12' } },
        result: {
          data: { deleteDeliveryFee: { __typename: 'DeliveryFee', id: '12', serviceName: 'OKE', courier: jne } },
        },
      },
      listMock({}, [reg, yes], 15),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete JNE - OKE' }));
    await answerDialog(user, 'Remove Courier JNE - OKE ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Courier JNE - OKE')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('row', { name: /REG/ })).toBeInTheDocument();
  });
});
