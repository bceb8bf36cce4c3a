import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { CitiesDocument, ProvincesDocument } from '../../ui/locations.generated';
import { CustomerFormPage } from './CustomerFormPage';
import { CreateCustomerDocument } from './customers.generated';

const input = {
  companyName: null,
  firstName: 'Siti',
  middleName: null,
  lastName: 'Aminah',
  type: 'RESELLER',
  taxStatus: 'NON_PKP',
  gender: null,
  email: null,
  phoneNumber: '+6281311112222',
  shippingAddress: 'Jl. Kirim No. 2',
  provinceId: '32',
  cityId: '3273',
  postalCode: '40115',
  invoiceAddress: null,
  invoiceProvinceId: null,
  invoiceCityId: null,
};

const baseMocks: MockedResponse[] = [
  {
    request: { query: ProvincesDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '32', name: 'Jawa Barat' }] } },
  },
  {
    request: { query: CitiesDocument, variables: { provinceId: '32' } },
    result: {
      data: { cities: [{ __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null }] },
    },
  },
];

const created = {
  __typename: 'Customer',
  id: '46',
  firstName: 'Siti',
  fullName: 'Siti Aminah',
  email: null,
  phoneNumber: '+6281311112222',
  type: 'RESELLER',
  city: { __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null },
  companyName: null,
  middleName: null,
  lastName: 'Aminah',
  taxStatus: 'NON_PKP',
  gender: null,
  shippingAddress: 'Jl. Kirim No. 2',
  postalCode: '40115',
  province: { __typename: 'Province', id: '32' },
  invoiceAddress: null,
  invoiceProvince: null,
  invoiceCity: null,
};

function renderForm(createResult: MockedResponse['result']) {
  return renderAt(
    '/dashboard/add/customer',
    [
      { path: '/dashboard/add/customer', element: <CustomerFormPage /> },
      { path: '/dashboard/customers', element: <p>Customer list</p> },
    ],
    [...baseMocks, { request: { query: CreateCustomerDocument, variables: { input } }, result: createResult }],
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/First Name/), 'Siti');
  await user.type(screen.getByLabelText(/Last Name/), 'Aminah');
  await chooseOption(user, /Tax Status/, 'Non PKP');
  await chooseOption(user, /Customer Type/, 'Reseller');
  await user.type(screen.getByLabelText('Phone Number'), '81311112222');
  await user.type(screen.getByLabelText('Ship-to Address'), 'Jl. Kirim No. 2');
  await chooseOption(user, /^Province/, 'Jawa Barat');
  await chooseOption(user, /^City/, 'Kota Bandung');
  await user.type(screen.getByLabelText('Postal Code'), '40115');
}

it('adds a customer with the message staff know, then shows the list', async () => {
  const user = userEvent.setup();
  const router = renderForm({ data: { createCustomer: created } });
  // The invoice city only appears once an invoice province is chosen.
  expect(screen.queryByRole('combobox', { name: 'Invoice City' })).not.toBeInTheDocument();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(screen.getByTestId('notification')).toHaveTextContent('Berhasil Menambahkan Customer dengan Name Siti'),
  );
  expect(router.state.location.pathname).toBe('/dashboard/customers');
});

it('shows the status text a failed add answers with (spec 000 §8) and keeps what was typed', async () => {
  const user = userEvent.setup();
  const router = renderForm({
    errors: [new GraphQLError('Bad Request', { extensions: { code: 'BAD_USER_INPUT', upstreamStatus: 400 } })],
  });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Bad Request'));
  expect(screen.getByLabelText(/First Name/)).toHaveValue('Siti');
  expect(screen.getByRole('combobox', { name: /Customer Type/ })).toHaveTextContent('Reseller');
  expect(screen.getByLabelText('Postal Code')).toHaveValue('40115');
  expect(router.state.location.pathname).toBe('/dashboard/add/customer');
});

it('marks Province and City required, which the form refuses empty, and not the invoice place (issue 36 item 10)', async () => {
  const user = userEvent.setup();
  renderForm({ data: { createCustomer: created } });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province' })).toBeRequired());
  expect(screen.getByRole('combobox', { name: 'Invoice Province' })).not.toBeRequired();
  await user.click(screen.getByRole('combobox', { name: 'Province' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Jawa Barat' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired());
});
