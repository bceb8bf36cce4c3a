import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { CustomerPickerChosenDocument, CustomerPickerDocument } from '../../ui/pickers.generated';
import { RetailerLocationFormPage } from './RetailerLocationFormPage';
import {
  CreateRetailerLocationDocument,
  RetailerLocationDocument,
  UpdateRetailerLocationDocument,
} from './retailerLocations.generated';

const siti = { __typename: 'Customer', id: '12', fullName: 'Siti Nur Aisyah', companyName: 'Toko Sumber Rejeki' };
const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'toko.png', { type: 'image/png' });

const saved = {
  __typename: 'RetailerLocation',
  id: '5',
  displayName: 'Toko Sumber Rejeki',
  displayPhone: '+62812345678',
  website: 'https://sumber-rejeki.co.id',
  customer: { __typename: 'Customer', id: '12', fullName: 'Siti Nur Aisyah' },
  retailType: 'Toko',
  imageUrl: '/media/retailer-locations/toko.png',
  whatsappLink: null,
  operationalHours: 'Senin–Sabtu 08.00–21.00',
  address: 'Jl. Pasar Baru 7, Bandung',
  latitude: -6.9175,
  longitude: 107.6191,
};

const newInput = {
  customerId: '12',
  retailType: 'Toko',
  displayName: 'Toko Sumber Rejeki',
  website: 'https://sumber-rejeki.co.id',
  whatsappLink: null,
  operationalHours: 'Senin–Sabtu 08.00–21.00',
  displayPhone: '+62812345678',
  address: 'Jl. Pasar Baru 7, Bandung',
  latitude: -6.9175,
  longitude: 107.6191,
};

const NOT_A_CUSTOMER = 'Customer 12 is not a known customer';

const mocks: MockedResponse[] = [
  // Opening the picker lists the first matches before anything is typed.
  {
    request: { query: CustomerPickerDocument, variables: { search: null, perPage: 20 } },
    result: { data: { customers: { __typename: 'CustomerList', rows: [siti] } } },
  },
  {
    request: { query: CustomerPickerDocument, variables: { search: 'siti', perPage: 20 } },
    result: { data: { customers: { __typename: 'CustomerList', rows: [siti] } } },
  },
  { request: { query: CustomerPickerChosenDocument, variables: { id: '12' } }, result: { data: { customer: siti } } },
  {
    request: { query: CreateRetailerLocationDocument, variables: { input: newInput, image } },
    result: { data: { createRetailerLocation: saved } },
  },
  {
    request: { query: RetailerLocationDocument, variables: { id: '5' } },
    result: { data: { retailerLocation: saved } },
  },
  {
    request: {
      query: UpdateRetailerLocationDocument,
      variables: { id: '5', input: { ...newInput, displayName: 'Toko Rejeki Baru' }, image: null },
    },
    result: {
      errors: [
        new GraphQLError(NOT_A_CUSTOMER, {
          extensions: {
            code: 'BAD_USER_INPUT',
            field: 'customerId',
            fields: [
              { field: 'customerId', message: NOT_A_CUSTOMER },
              { field: 'image', message: 'Image must be an image (PNG, JPEG, WebP or GIF)' },
            ],
          },
        }),
      ],
    },
  },
];

const routes = [
  { path: '/dashboard/add/retail-partner', element: <RetailerLocationFormPage /> },
  { path: '/dashboard/edit/retail-partner/:id', element: <RetailerLocationFormPage /> },
  { path: '/dashboard/retail-partner', element: <p>Retail Partner Locations list</p> },
];

const textbox = (name: string) => screen.getByRole('textbox', { name });

describe('retail partner location form', () => {
  it('marks the customer, which a save requires', async () => {
    renderAt('/dashboard/add/retail-partner', routes, mocks);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Customer/ })).toBeRequired());
  });

  beforeEach(() => {
    // jsdom has no object URLs; the image preview asks for one.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it("adds a location with its customer and image, says so in the spec's words and returns to the list", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/retail-partner', routes, mocks);
    expect(screen.getByRole('heading', { name: 'Add Retail Location' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Customer' }), 'siti');
    await user.click(await screen.findByRole('option', { name: 'Siti Nur Aisyah - Toko Sumber Rejeki (#12)' }));
    await user.type(textbox('Retail Type'), 'Toko');
    await user.type(textbox('Display Name'), 'Toko Sumber Rejeki');
    await user.type(textbox('Website'), 'https://sumber-rejeki.co.id');
    await user.type(textbox('Operational Hours'), 'Senin–Sabtu 08.00–21.00');
    await user.type(textbox('Display Phone'), '0812345678');
    await user.type(textbox('Address'), 'Jl. Pasar Baru 7, Bandung');
    await user.type(textbox('Longitude'), '107.6191');
    await user.type(textbox('Latitude'), '-6,9175');
    await user.upload(screen.getByLabelText('Image'), image);
    expect(screen.getByRole('img', { name: 'Image preview' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Success add data location retail Toko Sumber Rejeki')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/retail-partner');
  });

  it('names each problem on its field before sending, and keeps what was typed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/retail-partner', routes, mocks);
    await user.type(textbox('Website'), 'ftp://x');
    await user.type(textbox('Latitude'), 'utara');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Website must be an http(s) address')).toBeInTheDocument();
    expect(textbox('Website')).toHaveAccessibleDescription('Website must be an http(s) address');
    expect(textbox('Latitude')).toHaveAccessibleDescription('Latitude must be a number');
    expect(screen.getByText('Customer is required')).toBeInTheDocument();
    expect(textbox('Display Name')).toHaveAccessibleDescription('Display name is required');
    expect(textbox('Website')).toHaveValue('ftp://x');
    expect(router.state.location.pathname).toBe('/dashboard/add/retail-partner');
  });

  it("fills the form from the record and shows the gateway's refusals on their fields, the image's beside it", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/edit/retail-partner/5', routes, mocks);
    expect(await screen.findByRole('heading', { name: 'Edit Retail Location' })).toBeInTheDocument();
    const name = await screen.findByDisplayValue('Toko Sumber Rejeki');
    // The stored +62 number shows without its country code, as the prefix stands before the field.
    expect(textbox('Display Phone')).toHaveValue('812345678');
    expect(textbox('Latitude')).toHaveValue('-6.9175');
    expect(screen.getByRole('img', { name: 'Image preview' })).toHaveAttribute(
      'src',
      '/media/retailer-locations/toko.png',
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue(
        'Siti Nur Aisyah - Toko Sumber Rejeki (#12)',
      ),
    );
    await user.clear(name);
    await user.type(name, 'Toko Rejeki Baru');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NOT_A_CUSTOMER));
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveAccessibleDescription(NOT_A_CUSTOMER);
    expect(screen.getByText('Image must be an image (PNG, JPEG, WebP or GIF)')).toBeInTheDocument();
    expect(textbox('Display Name')).toHaveValue('Toko Rejeki Baru');
    expect(router.state.location.pathname).toBe('/dashboard/edit/retail-partner/5');
  });
});
