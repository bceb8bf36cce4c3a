import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { CitiesDocument, ProvincesDocument } from '../../ui/locations.generated';
import { DeliveryFeeFormPage } from './DeliveryFeeFormPage';
import { CourierCompaniesDocument, CreateDeliveryFeeDocument } from './deliveryFees.generated';

const input = {
  courierId: '2',
  serviceName: 'REG',
  deliveryType: 'DOMESTIC',
  fee: 15000,
  unitFee: 9000,
  originCityId: '3175',
  destinationCityId: '3273',
  trackingWebsite: 'https://www.jne.co.id/tracking-package',
  active: true,
};

const city = (id: string, name: string, provinceId: string) => ({
  __typename: 'City',
  id,
  name,
  type: 'KOTA',
  provinceId,
});

const mocks: MockedResponse[] = [
  {
    request: { query: CourierCompaniesDocument },
    result: {
      data: {
        couriers: [
          { __typename: 'Courier', id: '1', company: 'Kurir Internal' },
          { __typename: 'Courier', id: '2', company: 'JNE' },
        ],
      },
    },
  },
  {
    request: { query: ProvincesDocument },
    result: {
      data: {
        provinces: [
          { __typename: 'Province', id: '31', name: 'DKI Jakarta' },
          { __typename: 'Province', id: '32', name: 'Jawa Barat' },
        ],
      },
    },
  },
  {
    request: { query: CitiesDocument, variables: { provinceId: '31' } },
    result: {
      data: { cities: [{ __typename: 'City', id: '3175', name: 'Jakarta Utara', type: 'KOTA', unknownType: null }] },
    },
  },
  {
    request: { query: CitiesDocument, variables: { provinceId: '32' } },
    result: {
      data: { cities: [{ __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null }] },
    },
  },
  {
    request: { query: CreateDeliveryFeeDocument, variables: { input } },
    result: {
      data: {
        createDeliveryFee: {
          __typename: 'DeliveryFee',
          id: '25',
          serviceName: 'REG',
          deliveryType: 'DOMESTIC',
          fee: 15000,
          unitFee: 9000,
          active: true,
          trackingWebsite: input.trackingWebsite,
          courier: { __typename: 'Courier', id: '2', company: 'JNE' },
          origin: city('3175', 'Jakarta Utara', '31'),
          destination: city('3273', 'Bandung', '32'),
        },
      },
    },
  },
];

const routes = [
  { path: '/dashboard/add/courier', element: <DeliveryFeeFormPage /> },
  { path: '/dashboard/delivery', element: <p>Courier List</p> },
];

it("marks every empty required field with 'Field tidak boleh kosong' and sends nothing", async () => {
  const user = userEvent.setup();
  const router = renderAt('/dashboard/add/courier', routes, mocks);
  await screen.findByRole('combobox', { name: /Courier Company/ });
  await user.click(screen.getByRole('button', { name: 'Save' }));

  // Courier, service name, delivery type, fees, unit fees, origins, destination and tracking website.
  expect(await screen.findAllByText('Field tidak boleh kosong')).toHaveLength(8);
  for (const legend of ['Origins', 'Destination']) {
    expect(
      within(screen.getByRole('group', { name: legend })).getByText('Field tidak boleh kosong'),
    ).toBeInTheDocument();
  }
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/add/courier');
});

it('adds a courier fee with the spec message and returns to the Courier List', async () => {
  const user = userEvent.setup();
  const router = renderAt('/dashboard/add/courier', routes, mocks);
  await chooseOption(user, await screen.findByRole('combobox', { name: /Courier Company/ }), 'JNE');
  await user.type(screen.getByRole('textbox', { name: /Service Name/ }), 'REG');
  await chooseOption(user, screen.getByRole('combobox', { name: /Delivery Type/ }), 'Domestic');
  await user.type(screen.getByRole('textbox', { name: /^Fees/ }), '15.000');
  await user.type(screen.getByRole('textbox', { name: /Unit Fees/ }), '9000');
  const origins = within(screen.getByRole('group', { name: 'Origins' }));
  await chooseOption(user, await origins.findByRole('combobox', { name: 'Province' }), 'DKI Jakarta');
  await chooseOption(user, await origins.findByRole('combobox', { name: 'City' }), 'Kota Jakarta Utara');
  const destination = within(screen.getByRole('group', { name: 'Destination' }));
  await chooseOption(user, await destination.findByRole('combobox', { name: 'Province' }), 'Jawa Barat');
  await chooseOption(user, await destination.findByRole('combobox', { name: 'City' }), 'Kota Bandung');
  await user.type(screen.getByRole('textbox', { name: /Tracking Website/ }), input.trackingWebsite);
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Berhasil Menambahkan Courier dengan Service Name REG')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/dashboard/delivery');
});
