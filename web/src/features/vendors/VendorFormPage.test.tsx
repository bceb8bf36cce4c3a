import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { CitiesDocument, ProvincesDocument } from '../../ui/locations.generated';
import { VendorFormPage } from './VendorFormPage';
import { CreateVendorDocument } from './vendors.generated';

const input = {
  companyName: 'CV Laut Biru',
  firstName: 'Budi',
  middleName: null,
  lastName: null,
  gender: 'MALE',
  email: null,
  phoneNumber: '+6281234567890',
  address: null,
  bankName: null,
  bankBranch: null,
  accountName: null,
  accountNumber: null,
  provinceId: '35',
  cityId: '3578',
  postalCode: null,
  taxStatus: 'PKP',
};

const mocks: MockedResponse[] = [
  {
    request: { query: ProvincesDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '35', name: 'Jawa Timur' }] } },
  },
  {
    request: { query: CitiesDocument, variables: { provinceId: '35' } },
    result: {
      data: { cities: [{ __typename: 'City', id: '3578', name: 'Surabaya', type: 'KOTA', unknownType: null }] },
    },
  },
  {
    request: { query: CreateVendorDocument, variables: { input } },
    result: {
      errors: [
        new GraphQLError('City 3578 is not in province 35', {
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'cityId',
            fields: [{ field: 'cityId', message: 'City 3578 is not in province 35' }],
          },
        }),
      ],
    },
  },
];

it('names every missing field before anything is sent', async () => {
  const user = userEvent.setup();
  renderAt('/dashboard/add/vendor', <VendorFormPage />, mocks);
  await user.type(screen.getByLabelText(/Email/), 'budi@');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Company name is required')).toBeInTheDocument();
  expect(screen.getByText('First name is required')).toBeInTheDocument();
  expect(screen.getByText('E-mail must be a valid email')).toBeInTheDocument();
  expect(screen.getByText('Province is required')).toBeInTheDocument();
  expect(screen.getByText('Tax status is required')).toBeInTheDocument();
  expect(screen.getByLabelText(/Email/)).toHaveValue('budi@');
});

it('marks the field the server refused and keeps what was typed', async () => {
  const user = userEvent.setup();
  const router = renderAt('/dashboard/add/vendor', <VendorFormPage />, mocks);
  await user.type(screen.getByLabelText(/Company Name/), 'CV Laut Biru');
  await user.type(screen.getByLabelText(/First Name/), 'Budi');
  await chooseOption(user, /Gender/, 'Male');
  await user.type(screen.getByLabelText('Phone Number'), '081234567890');
  await chooseOption(user, /Province/, 'Jawa Timur');
  await chooseOption(user, /^City/, 'Kota Surabaya');
  await chooseOption(user, /Tax Status/, 'PKP');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('City 3578 is not in province 35'));
  expect(screen.getAllByText('City 3578 is not in province 35')).toHaveLength(2);
  expect(screen.getByLabelText(/Company Name/)).toHaveValue('CV Laut Biru');
  expect(screen.getByLabelText('Phone Number')).toHaveValue('081234567890');
  expect(screen.getByRole('combobox', { name: /^City/ })).toHaveTextContent('Kota Surabaya');
  expect(router.state.location.pathname).toBe('/dashboard/add/vendor');
});

it('marks Company Name, Province and City required, which the form refuses empty (issue 36 item 10)', async () => {
  const user = userEvent.setup();
  renderAt('/dashboard/add/vendor', <VendorFormPage />, mocks);
  expect(screen.getByLabelText(/^Company Name/)).toBeRequired();
  expect(screen.getByLabelText('Address')).not.toBeRequired();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province' })).toBeRequired());
  await chooseOption(user, /^Province/, 'Jawa Timur');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired());
});
