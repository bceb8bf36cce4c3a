import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { CitiesDocument, ProvincesDocument } from '../../ui/locations.generated';
import { WarehouseFormPage } from './WarehouseFormPage';
import { CreateWarehouseDocument } from './warehouses.generated';

const input = {
  name: 'Gudang Baru',
  latitude: null,
  longitude: null,
  address: null,
  cityId: '3171',
  phoneNumber: '+62215550123',
  active: true,
};

const mocks: MockedResponse[] = [
  {
    request: { query: ProvincesDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '31', name: 'DKI Jakarta' }] } },
  },
  {
    request: { query: CitiesDocument, variables: { provinceId: '31' } },
    result: {
      data: { cities: [{ __typename: 'City', id: '3171', name: 'Jakarta Selatan', type: 'KOTA', unknownType: null }] },
    },
  },
  {
    request: { query: CreateWarehouseDocument, variables: { input } },
    result: {
      errors: [
        new GraphQLError('The back-office service is not reachable right now. Please try again in a moment.', {
          extensions: { code: 'UPSTREAM_UNAVAILABLE' },
        }),
      ],
    },
  },
];

it('shows an unreachable REST API on the form and keeps what was typed', async () => {
  const user = userEvent.setup();
  const router = renderAt('/dashboard/add/warehouse', <WarehouseFormPage />, mocks);
  await user.type(screen.getByLabelText(/Name/), 'Gudang Baru');
  await user.type(screen.getByLabelText('Telephone'), '0215550123');
  await user.click(await screen.findByRole('combobox', { name: 'Province' }));
  await user.click(await screen.findByRole('option', { name: 'DKI Jakarta' }));
  await user.click(await screen.findByRole('combobox', { name: 'City' }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Kota Jakarta Selatan' }));
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(
    await screen.findByText('The back-office service is not reachable right now. Please try again in a moment.'),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/Name/)).toHaveValue('Gudang Baru');
  expect(screen.getByLabelText('Telephone')).toHaveValue('0215550123');
  expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Kota Jakarta Selatan');
  expect(router.state.location.pathname).toBe('/dashboard/add/warehouse');
});

it('marks Name, Province and City required, which the form refuses empty (issue 36 item 10)', async () => {
  const user = userEvent.setup();
  renderAt('/dashboard/add/warehouse', <WarehouseFormPage />, mocks);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Province' })).toBeRequired());
  expect(screen.getByLabelText(/^Name/)).toBeRequired();
  expect(screen.getByLabelText('Address')).not.toBeRequired();
  await user.click(screen.getByRole('combobox', { name: 'Province' }));
  await user.click(await screen.findByRole('option', { name: 'DKI Jakarta' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired());
});
