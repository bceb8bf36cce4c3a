import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { exportedColumns } from '../../ui/exportedColumns';
import { CustomerListPage } from './CustomerListPage';
import { CustomerCityOptionsDocument, CustomersDocument } from './customers.generated';

const row = (id: string, fullName: string, phoneNumber: string) => ({
  __typename: 'Customer',
  id,
  firstName: fullName.split(' ')[0],
  fullName,
  email: null,
  phoneNumber,
  type: 'STOCKIST',
  city: { __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null },
});

const listVariables = { search: null, type: null, cityId: null, page: 1, perPage: 15, sortBy: 'NAME', desc: false };
const stockists = [row('1', 'Budi Santoso', '+6281211110000'), row('2', 'Dewi Lestari', '+6285722223333')];
const mocks: MockedResponse[] = [
  {
    request: { query: CustomerCityOptionsDocument },
    result: {
      data: {
        customerCityOptions: [{ __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null }],
      },
    },
  },
  {
    request: { query: CustomersDocument, variables: listVariables },
    result: { data: { customers: { __typename: 'CustomerList', totalCount: 2, rows: stockists } } },
  },
  {
    request: { query: CustomersDocument, variables: { ...listVariables, type: 'STOCKIST' } },
    result: { data: { customers: { __typename: 'CustomerList', totalCount: 2, rows: stockists } } },
  },
  {
    request: { query: CustomersDocument, variables: { ...listVariables, type: 'STOCKIST', cityId: '3273' } },
    result: { data: { customers: { __typename: 'CustomerList', totalCount: 2, rows: stockists } } },
  },
];

it('keeps the type and city filters in the address with the spec keys, and filters loaded rows by phone', async () => {
  const user = userEvent.setup();
  const router = renderAt('/dashboard/customers', <CustomerListPage />, mocks);
  const table = await screen.findByRole('table', { name: 'Customers' });
  expect(await within(table).findByText('Budi Santoso')).toBeInTheDocument();

  await user.click(screen.getByRole('combobox', { name: 'Customer Type' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Stockist' }));
  expect(router.state.location.search).toBe('?customer_type=STOCKIST');

  await user.click(screen.getByRole('combobox', { name: 'Customer City' }));
  await user.click(await screen.findByRole('option', { name: 'Kota Bandung' }));
  expect(new URLSearchParams(router.state.location.search).get('cityId')).toBe('3273');

  await user.type(screen.getByLabelText('Phone Number'), '0857');
  expect(within(table).queryByText('Budi Santoso')).not.toBeInTheDocument();
  expect(within(table).getByText('Dewi Lestari')).toBeInTheDocument();
  // Only the rows already loaded are narrowed: no query key, no new request.
  expect(new URLSearchParams(router.state.location.search).has('phone')).toBe(false);
});

it('exports the phone as the list shows it, 0812…, not the +62… a spreadsheet makes a number of', async () => {
  renderAt('/dashboard/customers', <CustomerListPage />, mocks);
  expect(await screen.findByText('081211110000')).toBeInTheDocument();
  expect(await exportedColumns()).toContainEqual({ label: 'Phone Number', path: 'phoneNumber', format: 'phone' });
});
