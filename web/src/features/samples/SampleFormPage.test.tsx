import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { clickWhenFree } from '../../testing/clickWhenFree';
import { renderAt } from '../../testing/renderAt';
import { sampleRow } from '../../testing/samples.fixture';
import { todayInJakarta } from '../../ui/dates';
import { CitiesDocument, ProvincesDocument } from '../../ui/locations.generated';
import {
  ProductPickerChosenDocument,
  ProductPickerDocument,
  VendorPickerChosenDocument,
  VendorPickerDocument,
} from '../../ui/pickers.generated';
import { SampleFormPage } from './SampleFormPage';
import { formSample } from './samples.fixture';
import {
  CreateSampleDocument,
  SampleFormChoicesDocument,
  SampleFormDocument,
  SampleVendorContactDocument,
  UpdateSampleDocument,
} from './samples.generated';

// The forms' default day is Jakarta's, whatever zone the test runs in.
const today = todayInJakarta();
const udang = { __typename: 'Product', id: '11', sku: 'UDG-001', name: 'Udang Vaname Beku 1 kg', grossPrice: 130_000 };
const laut = { __typename: 'Vendor', id: '7', companyName: 'CV Laut Biru' };

const baseMocks: MockedResponse[] = [
  {
    request: { query: SampleFormChoicesDocument },
    result: {
      data: {
        warehouses: {
          __typename: 'WarehouseList',
          rows: [{ __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru', active: true }],
        },
        couriers: [
          { __typename: 'Courier', id: '1', company: 'Internal' },
          { __typename: 'Courier', id: '2', company: 'JNE' },
        ],
      },
    },
  },
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
  {
    request: { query: VendorPickerDocument, variables: { search: null, companyName: 'laut', perPage: 20 } },
    result: { data: { vendors: { __typename: 'VendorList', rows: [laut] } } },
  },
  // Opening a picker lists the first matches before anything is typed.
  {
    request: { query: VendorPickerDocument, variables: { search: null, companyName: null, perPage: 20 } },
    result: { data: { vendors: { __typename: 'VendorList', rows: [laut] } } },
  },
  {
    request: { query: ProductPickerDocument, variables: { search: null, perPage: 20 } },
    result: { data: { products: { __typename: 'ProductList', rows: [udang] } } },
  },
  { request: { query: VendorPickerChosenDocument, variables: { id: '7' } }, result: { data: { vendor: laut } } },
  {
    request: { query: ProductPickerDocument, variables: { search: 'udang', perPage: 20 } },
    result: { data: { products: { __typename: 'ProductList', rows: [udang] } } },
  },
  { request: { query: ProductPickerChosenDocument, variables: { id: '11' } }, result: { data: { product: udang } } },
  {
    request: { query: SampleVendorContactDocument, variables: { id: '7' } },
    result: {
      data: {
        vendor: {
          __typename: 'Vendor',
          id: '7',
          phoneNumber: '+6281298765432',
          address: 'Jl. Pelabuhan No. 3',
          postalCode: '40131',
          province: { __typename: 'Province', id: '32' },
          city: { __typename: 'City', id: '3273', provinceId: '32' },
        },
      },
    },
  },
];

const routes = [
  { path: '/dashboard/samples', element: <p>Samples list</p> },
  { path: '/dashboard/add/sample', element: <SampleFormPage /> },
  { path: '/dashboard/edit/sample/:id', element: <SampleFormPage /> },
];

const newSampleInput = {
  recipientType: 'VENDOR',
  recipientId: '7',
  phoneNumber: '+6281298765432',
  address: 'Jl. Pelabuhan No. 3',
  provinceId: '32',
  cityId: '3273',
  postalCode: '40131',
  shipmentStatus: 'PROCESSED',
  shipFromId: '3',
  shipmentDate: today,
  purpose: 'REVIEW',
  courierId: '1',
  memo: null,
  lines: [{ productId: '11', quantity: 2 }],
};

/** A vendor chosen (which fills its phone and address), ship-from and purpose: everything but the lines. */
async function fillVendorSample(user: UserEvent) {
  expect(await screen.findByRole('heading', { name: 'Add New Sample' })).toBeInTheDocument();
  await chooseOption(user, /^Recipient Type/, 'Vendor');
  await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'laut');
  await user.click(await screen.findByRole('option', { name: 'CV Laut Biru (#7)' }));
  // The vendor's record fills the phone (without +62) and its address.
  expect(await screen.findByDisplayValue('81298765432')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Address/)).toHaveValue('Jl. Pelabuhan No. 3');
  await chooseOption(user, /^Ship From/, 'Gudang Muara Baru');
  await chooseOption(user, /^Purpose/, 'Review');
}

describe('sample form', () => {
  it('marks what a save requires: the recipient and the address among them', async () => {
    renderAt('/dashboard/add/sample', routes, baseMocks, { from: '/dashboard/samples' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Customer/ })).toBeRequired());
    expect(screen.getByRole('textbox', { name: /^Address/ })).toBeRequired();
  });

  it("says 'Anda belum menambahkan item' and sends nothing when there are no product lines", async () => {
    const user = userEvent.setup();
    // No createSample is mocked: a request would fail with an error of its own.
    const router = renderAt('/dashboard/add/sample', routes, baseMocks, { from: '/dashboard/samples' });
    await fillVendorSample(user);
    expect(screen.getByRole('combobox', { name: /^Courier/ })).toHaveTextContent('Internal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Anda belum menambahkan item')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add/sample');
  });

  it("keeps what was typed when the server refuses, then saves, says 'berhasil menambahkan Sample {id}' and goes back one page", async () => {
    const user = userEvent.setup();
    const refusal = 'Product 11 is not a known product';
    const router = renderAt(
      '/dashboard/add/sample',
      routes,
      [
        ...baseMocks,
        {
          request: { query: CreateSampleDocument, variables: { input: newSampleInput } },
          result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
        },
        {
          request: { query: CreateSampleDocument, variables: { input: newSampleInput } },
          result: { data: { createSample: sampleRow('9') } },
        },
      ],
      { from: '/dashboard/samples' },
    );
    await fillVendorSample(user);
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.type(screen.getByRole('combobox', { name: 'Product 1' }), 'udang');
    await user.click(await screen.findByRole('option', { name: 'UDG-001 - Udang Vaname Beku 1 kg' }));
    await user.type(screen.getByLabelText('Quantity 1'), '2');
    expect(screen.getByLabelText('Total Quantity')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Address/)).toHaveValue('Jl. Pelabuhan No. 3');
    expect(screen.getByLabelText('Quantity 1')).toHaveValue('2');

    await clickWhenFree(user, screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('berhasil menambahkan Sample 9')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/samples');
  });

  it("loads a sample to edit, sends Update and says 'berhasil mengubah Sample'", async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/edit/sample/5',
      routes,
      [
        ...baseMocks,
        { request: { query: SampleFormDocument, variables: { id: '5' } }, result: { data: { sample: formSample } } },
        {
          request: {
            query: UpdateSampleDocument,
            variables: {
              id: '5',
              input: {
                ...newSampleInput,
                address: 'Jl. Pelabuhan No. 3',
                postalCode: '60165',
                shipmentStatus: 'LABEL_PRINTED',
                courierId: '2',
                shipmentDate: '2026-11-06',
              },
            },
          },
          result: {
            data: {
              updateSample: {
                __typename: 'SampleSaveResult',
                message: 'Sample 5 berhasil diperbarui',
                sample: sampleRow('5'),
              },
            },
          },
        },
      ],
      { from: '/dashboard/samples' },
    );
    expect(await screen.findByRole('heading', { name: 'Edit Sample 5' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Vendor' })).toHaveValue('CV Laut Biru (#7)'));
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('berhasil mengubah Sample')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/samples');
  });
});
