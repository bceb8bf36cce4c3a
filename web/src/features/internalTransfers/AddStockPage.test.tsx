import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { todayInJakarta } from '../../ui/dates';
import { ProductPickerDocument, VendorPickerDocument } from '../../ui/pickers.generated';
import { AddStockPage } from './AddStockPage';
import { laut, warehousesAnswer } from './internalTransfers.fixture';
import { CreateInternalTransferDocument, TransferWarehousesDocument } from './internalTransfers.generated';

// The forms' default day is Jakarta's, whatever zone the test runs in.
const today = todayInJakarta();
const udang = { __typename: 'Product', id: '11', sku: 'UDG-001', name: 'Udang Vaname Beku 1 kg', grossPrice: 95000 };
const cumi = { __typename: 'Product', id: '12', sku: 'CUM-002', name: 'Cumi Ring 500 gr', grossPrice: 65000 };

const productSearch = (search: string | null, rows: object[]): MockedResponse => ({
  request: { query: ProductPickerDocument, variables: { search, perPage: 20 } },
  result: { data: { products: { __typename: 'ProductList', rows } } },
});
const vendorSearch = (companyName: string | null): MockedResponse => ({
  request: { query: VendorPickerDocument, variables: { search: null, companyName, perPage: 20 } },
  result: { data: { vendors: { __typename: 'VendorList', rows: [laut] } } },
});
const baseMocks: MockedResponse[] = [
  { request: { query: TransferWarehousesDocument }, result: warehousesAnswer },
  productSearch(null, [udang, cumi]),
  productSearch('udang', [udang]),
  productSearch('cumi', [cumi]),
  vendorSearch(null),
  vendorSearch('laut'),
];

function renderForm(mocks: MockedResponse[] = []) {
  return renderAt(
    '/dashboard/add/stock',
    [
      { path: '/dashboard/stocks', element: <p>Internal transfer list</p> },
      { path: '/dashboard/add/stock', element: <AddStockPage /> },
    ],
    [...baseMocks, ...mocks],
  );
}

/** Types into a line's product picker and takes the server's match. */
async function pickProduct(user: UserEvent, line: number, typed: string, option: string) {
  await user.type(screen.getByRole('combobox', { name: `Product ${line}` }), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Add Stock', () => {
  it('shows the ends of the chosen type; a type change clears both locations and vendors, a source change clears the vendor', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Add Stock' })).toBeInTheDocument();
    // No type yet: only the destination, as for purchases (spec 001 §2).
    expect(screen.getByRole('combobox', { name: /^Destination Warehouse/ })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^From Warehouse/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Purchases', 'Inter-Warehouse', 'Adjustment', 'Puchase Return']);
    await user.click(screen.getByRole('option', { name: 'Inter-Warehouse' }));
    // Only active warehouses take new stock.
    await user.click(screen.getByRole('combobox', { name: /^From Warehouse/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gudang Muara Baru', 'Gudang Cikarang']);
    await user.click(screen.getByRole('option', { name: 'Gudang Muara Baru' }));
    await chooseOption(user, /^Destination Warehouse/, 'Gudang Cikarang');

    await chooseOption(user, /^Type/, 'Puchase Return');
    expect(screen.queryByRole('combobox', { name: /^Destination Warehouse/ })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^From Warehouse/ })).not.toHaveTextContent('Gudang Muara Baru');
    await chooseOption(user, /^From Warehouse/, 'Gudang Muara Baru');
    await user.type(screen.getByRole('combobox', { name: 'Vendor/unit' }), 'laut');
    await user.click(await screen.findByRole('option', { name: 'PT Laut Segar (#7)' }));
    expect(screen.getByRole('combobox', { name: 'Vendor/unit' })).toHaveValue('PT Laut Segar (#7)');

    await chooseOption(user, /^From Warehouse/, 'Gudang Cikarang');
    expect(screen.getByRole('combobox', { name: 'Vendor/unit' })).toHaveValue('');

    await user.type(screen.getByRole('combobox', { name: 'Vendor/unit' }), 'laut');
    await user.click(await screen.findByRole('option', { name: 'PT Laut Segar (#7)' }));
    await chooseOption(user, /^Type/, 'Purchases');
    await chooseOption(user, /^Type/, 'Puchase Return');
    expect(screen.getByRole('combobox', { name: 'Vendor/unit' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^From Warehouse/ })).not.toHaveTextContent('Gudang Cikarang');
  });

  it('adds product lines, none but the first deletable, and totals their quantities', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('heading', { name: 'Add Stock' });
    expect(screen.queryByRole('button', { name: 'Remove product line 1' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(screen.queryByRole('button', { name: 'Remove product line 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove product line 2' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Quantity 2'), '5');
    await user.type(screen.getByLabelText('Quantity 3'), '2 pcs');
    // What is not a whole number counts 0 until it is one.
    expect(screen.getByLabelText('Total Quantity')).toHaveTextContent('15');
    await user.click(screen.getByRole('button', { name: 'Remove product line 2' }));
    expect(screen.getByLabelText('Total Quantity')).toHaveTextContent('10');
  });

  it('checks the transfer rules before sending anything', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('heading', { name: 'Add Stock' });
    await chooseOption(user, /^Type/, 'Purchases');
    await user.type(screen.getByLabelText('Quantity 1'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Destination warehouse is required')).toBeInTheDocument();
    expect(screen.getByText('Product is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be 1 or more')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks a quantity below 1 before a type is chosen (issue 36 item 12)', async () => {
    const user = userEvent.setup();
    renderForm();
    await screen.findByRole('heading', { name: 'Add Stock' });
    // The schema's tests go through 0 and the other types; here the message reaches its field.
    await user.type(screen.getByLabelText('Quantity 1'), '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Type is required')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be 1 or more')).toBeInTheDocument();
    expect(screen.getByLabelText('Quantity 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves a purchase, says "Berhasil Menambahkan Internal Transfer Baru #{id}" and goes to the list', async () => {
    const user = userEvent.setup();
    const router = renderForm([
      {
        request: {
          query: CreateInternalTransferDocument,
          variables: {
            input: {
              type: 'PURCHASES',
              shipmentDate: today,
              receivedDate: today,
              fromWarehouseId: null,
              toWarehouseId: '3',
              vendorId: null,
              toVendorId: null,
              memo: 'Kiriman pagi',
              lines: [
                { productId: '11', quantity: 10 },
                { productId: '12', quantity: 4 },
              ],
            },
          },
        },
        result: { data: { createInternalTransfer: { __typename: 'InternalTransfer', id: '31' } } },
      },
    ]);
    await screen.findByRole('heading', { name: 'Add Stock' });
    await chooseOption(user, /^Type/, 'Purchases');
    await chooseOption(user, /^Destination Warehouse/, 'Gudang Muara Baru');
    await user.type(screen.getByLabelText('Memo'), 'Kiriman pagi');
    await pickProduct(user, 1, 'udang', 'UDG-001 - Udang Vaname Beku 1 kg');
    await user.type(screen.getByLabelText('Quantity 1'), '10');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await pickProduct(user, 2, 'cumi', 'CUM-002 - Cumi Ring 500 gr');
    await user.type(screen.getByLabelText('Quantity 2'), '4');
    expect(screen.getByLabelText('Total Quantity')).toHaveTextContent('14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Berhasil Menambahkan Internal Transfer Baru #31')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/stocks'));
  });

  it("stays on the form with everything typed when the server refuses, showing '[ERROR] ' and its errors", async () => {
    const user = userEvent.setup();
    const fields = [
      { field: 'lines.0.productId', message: 'Product 11 is not a known product' },
      { field: 'toWarehouseId', message: 'Warehouse 3 is not a known warehouse' },
    ];
    const router = renderForm([
      {
        request: {
          query: CreateInternalTransferDocument,
          variables: {
            input: {
              type: 'ADJUSTMENT',
              shipmentDate: today,
              receivedDate: today,
              fromWarehouseId: '3',
              toWarehouseId: null,
              vendorId: null,
              toVendorId: null,
              memo: null,
              lines: [{ productId: '11', quantity: -3 }],
            },
          },
        },
        result: {
          errors: [
            new GraphQLError(fields[0]!.message, {
              extensions: { code: 'BAD_USER_INPUT', field: fields[0]!.field, fields },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Add Stock' });
    await chooseOption(user, /^Type/, 'Adjustment');
    await chooseOption(user, /^From Warehouse/, 'Gudang Muara Baru');
    await pickProduct(user, 1, 'udang', 'UDG-001 - Udang Vaname Beku 1 kg');
    // An adjustment takes stock away with a negative quantity.
    await user.type(screen.getByLabelText('Quantity 1'), '-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        '[ERROR] Product 11 is not a known product, Warehouse 3 is not a known warehouse',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Product 1' })).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/dashboard/add/stock');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Adjustment');
    expect(screen.getByRole('combobox', { name: /^From Warehouse/ })).toHaveTextContent('Gudang Muara Baru');
    expect(screen.getByRole('combobox', { name: 'Product 1' })).toHaveValue('UDG-001 - Udang Vaname Beku 1 kg');
    expect(screen.getByLabelText('Quantity 1')).toHaveValue('-3');
  });
});
