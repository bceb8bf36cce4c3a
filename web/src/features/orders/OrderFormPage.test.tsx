import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { todayInJakarta } from '../../ui/dates';
import { CitiesDocument, ProvincesDocument } from '../../ui/locations.generated';
import { ProductPickerChosenDocument, ProductPickerDocument } from '../../ui/pickers.generated';
import { OrderFormPage } from './OrderFormPage';
import { detailOrder, formOrder } from './orders.fixture';
import {
  CreateOrderDocument,
  OrderCustomerChoicesDocument,
  OrderFormChoicesDocument,
  OrderFormDocument,
  UpdateOrderDocument,
} from './orders.generated';

// The forms' default day is Jakarta's, whatever zone the test runs in.
const today = todayInJakarta();
const udang = { __typename: 'Product', id: '11', sku: 'UDG-001', name: 'Udang Vaname Beku 1 kg', grossPrice: 130_000 };
const cumi = { __typename: 'Product', id: '12', sku: 'CUM-002', name: 'Cumi Ring 500 gr', grossPrice: 45_000 };

const baseMocks: MockedResponse[] = [
  {
    request: { query: OrderFormChoicesDocument },
    result: {
      data: {
        warehouses: {
          __typename: 'WarehouseList',
          rows: [
            { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru', active: true },
            { __typename: 'Warehouse', id: '5', name: 'Gudang Lama Cakung', active: false },
          ],
        },
        couriers: [
          { __typename: 'Courier', id: '1', company: 'Internal' },
          { __typename: 'Courier', id: '2', company: 'JNE' },
        ],
      },
    },
  },
  // The product picker's first matches, and the products of a loaded order's lines read by their ids.
  {
    request: { query: ProductPickerDocument, variables: { search: null, perPage: 20 } },
    result: { data: { products: { __typename: 'ProductList', rows: [udang, cumi] } } },
  },
  ...[udang, cumi].map((product) => ({
    request: { query: ProductPickerChosenDocument, variables: { id: product.id } },
    result: { data: { product } },
  })),
  {
    request: { query: ProvincesDocument },
    result: { data: { provinces: [{ __typename: 'Province', id: '32', name: 'Jawa Barat' }] } },
  },
  // A name typed whole is looked up once, after typing pauses; nobody has it here.
  ...['Budi Santoso', 'Budi Santoso Jr'].map((search) => ({
    request: { query: OrderCustomerChoicesDocument, variables: { search } },
    result: { data: { customers: { __typename: 'CustomerList', rows: [] } } },
  })),
  {
    request: { query: CitiesDocument, variables: { provinceId: '32' } },
    result: {
      data: { cities: [{ __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null }] },
    },
  },
];

const routes = [
  { path: '/dashboard/orders', element: <p>Orders list</p> },
  { path: '/dashboard/add/order', element: <OrderFormPage /> },
  { path: '/dashboard/edit/order/:id', element: <OrderFormPage /> },
];

const newOrderInput = {
  customer: {
    customerId: null,
    name: 'Budi Santoso',
    phoneNumber: '+6281298765432',
    address: 'Jl. Braga No. 5',
    provinceId: '32',
    cityId: '3273',
    postalCode: '40111',
  },
  orderDate: today,
  shipmentDate: today,
  shipFromId: '3',
  courierId: '1',
  salesChannel: 'TOKOPEDIA',
  customerType: 'INDIVIDUAL',
  paymentStatus: 'PAYMENT_PENDING',
  shipmentStatus: 'PROCESSED',
  taxPercent: 11,
  deliveryFee: 0,
  invoiceNumber: null,
  memo: null,
  lines: [{ productId: '11', quantity: 2, unitPrice: 130_000 }],
};

/** Order 42 (formOrder) as its form saves it unchanged. */
const order42Input = {
  customer: {
    customerId: '7',
    name: 'Siti Nur Aisyah',
    phoneNumber: '+6281234567890',
    address: 'Jl. Cihampelas No. 160',
    provinceId: '32',
    cityId: '3273',
    postalCode: '40131',
  },
  orderDate: '2026-11-05',
  shipmentDate: '2026-11-06',
  shipFromId: '3',
  courierId: '2',
  salesChannel: 'CRYSTAL_WEB',
  customerType: 'RETAILER',
  paymentStatus: 'PAYMENT_SUCCESS',
  shipmentStatus: 'PROCESSED',
  taxPercent: 11,
  deliveryFee: 15_000,
  invoiceNumber: 'TKP/2026/11/0042',
  memo: 'Kirim pagi',
  lines: [
    { productId: '11', quantity: 2, unitPrice: 125_000 },
    { productId: '12', quantity: 3, unitPrice: 40_000 },
  ],
};

// Typing a whole order through MUI's fields takes a few seconds in jsdom.
describe('order form', () => {
  it('prices a chosen product at its gross price, totals as typed, and keeps everything when the server refuses', async () => {
    // Long texts are pasted, not typed key by key: this form re-renders on each key, and the test is about prices.
    const user = userEvent.setup();
    const refusal = 'Postal code 40111 is not in Kota Bandung';
    const router = renderAt(
      '/dashboard/add/order',
      routes,
      [
        ...baseMocks,
        {
          request: { query: CreateOrderDocument, variables: { input: newOrderInput } },
          result: {
            errors: [
              new GraphQLError(refusal, {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  field: 'customer.postalCode',
                  fields: [{ field: 'customer.postalCode', message: refusal }],
                },
              }),
            ],
          },
        },
      ],
      { from: '/dashboard/orders' },
    );
    expect(await screen.findByRole('heading', { name: 'Add New Order' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(/^Customer Name/));
    await user.paste('Budi Santoso');
    await user.type(screen.getByLabelText('Contact'), '81298765432');
    await user.click(screen.getByLabelText(/^Shipment Address/));
    await user.paste('Jl. Braga No. 5');
    await chooseOption(user, 'Province', 'Jawa Barat');
    await chooseOption(user, 'City', 'Kota Bandung');
    await user.type(screen.getByLabelText('Postal Code'), '40111');
    await user.click(screen.getByLabelText('Dropshipper'));
    await user.click(screen.getByLabelText('Dropshipper Name'));
    await user.paste('Toko Dropship');
    // Only active warehouses are offered.
    await user.click(screen.getByRole('combobox', { name: /^Ship From/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Gudang Muara Baru']);
    await user.click(screen.getByRole('option', { name: 'Gudang Muara Baru' }));
    await chooseOption(user, /^Sales Channel/, 'tokopedia');
    await chooseOption(user, /^Customer Type/, 'Individual');

    await user.click(screen.getByRole('combobox', { name: 'Product 1' }));
    await user.click(await screen.findByRole('option', { name: 'UDG-001 - Udang Vaname Beku 1 kg' }));
    expect(screen.getByLabelText('Price Each 1')).toHaveValue('130000');
    await user.clear(screen.getByLabelText('Quantity 1'));
    await user.type(screen.getByLabelText('Quantity 1'), '2');
    expect(screen.getByLabelText('Price 1')).toHaveTextContent('Rp 260.000');
    // An emptied price goes back to the gross price.
    await user.clear(screen.getByLabelText('Price Each 1'));
    await user.tab();
    expect(screen.getByLabelText('Price Each 1')).toHaveValue('130000');
    await chooseOption(user, 'Tax', '11%');
    expect(screen.getByLabelText('Total Quantity')).toHaveTextContent('2');
    expect(screen.getByLabelText('Sub Total')).toHaveTextContent('Rp 260.000');
    expect(screen.getByLabelText('Tax Amount')).toHaveTextContent('Rp 28.600');
    expect(screen.getByLabelText('Total')).toHaveTextContent('Rp 288.600');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal));
    expect(screen.getByLabelText('Postal Code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Customer Name/)).toHaveValue('Budi Santoso');
    expect(screen.getByLabelText('Dropshipper Name')).toHaveValue('Toko Dropship');
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Kota Bandung');
    expect(screen.getByLabelText('Quantity 1')).toHaveValue('2');
    expect(router.state.location.pathname).toBe('/dashboard/add/order');
  });

  it('says an order needs a product line, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/order', routes, baseMocks, { from: '/dashboard/orders' });
    await user.type(await screen.findByLabelText(/^Customer Name/), 'Budi Santoso');
    await user.click(screen.getByRole('button', { name: 'Remove product line 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one product line')).toBeInTheDocument();
    expect(screen.getByText('Sales channel is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Customer Name/)).toHaveValue('Budi Santoso');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('edits an order: everything filled in, Update, then the message and back one page', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/edit/order/42',
      routes,
      [
        ...baseMocks,
        { request: { query: OrderFormDocument, variables: { id: '42' } }, result: { data: { order: formOrder } } },
        {
          request: {
            query: UpdateOrderDocument,
            variables: {
              id: '42',
              input: { ...order42Input, memo: 'Kirim siang' },
            },
          },
          result: { data: { updateOrder: { ...detailOrder, memo: 'Kirim siang' } } },
        },
      ],
      { from: '/dashboard/orders' },
    );
    expect(await screen.findByRole('heading', { name: 'Edit Order 42' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Customer Name/)).toHaveValue('Siti Nur Aisyah');
    expect(screen.getByLabelText('Contact')).toHaveValue('81234567890');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Kota Bandung'));
    expect(screen.getByLabelText('Price Each 2')).toHaveValue('40000');
    expect(screen.getByLabelText('Total')).toHaveTextContent('Rp 425.700');
    await user.clear(screen.getByLabelText('Memo'));
    await user.type(screen.getByLabelText('Memo'), 'Kirim siang');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Berhasil mengubah Order 42')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('duplicates an order into a new one for the same customer, saved with its own message, and opens the new one', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/add/order?duplicate=42',
      routes,
      [
        ...baseMocks,
        { request: { query: OrderFormDocument, variables: { id: '42' } }, result: { data: { order: formOrder } } },
        {
          request: {
            query: CreateOrderDocument,
            variables: {
              input: {
                ...order42Input,
                orderDate: today,
                shipmentDate: today,
                paymentStatus: 'PAYMENT_PENDING',
                invoiceNumber: null,
              },
            },
          },
          result: { data: { createOrder: { ...detailOrder, id: '43' } } },
        },
      ],
      { from: '/dashboard/orders' },
    );
    expect(await screen.findByText('A new order, filled in from Order 42.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add New Order' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Customer Name/)).toHaveValue('Siti Nur Aisyah');
    expect(screen.getByLabelText('External Invoice Number')).toHaveValue('');
    await screen.findByRole('combobox', { name: 'City' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('berhasil menambahkan Order 43')).toBeInTheDocument();
    // Not back to the order it was copied from (issue 9 item 7): the list with the new order's dialog.
    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(router.state.location.search).toBe('?detail=43');
  });

  it('says what is wrong with a quantity of -2 or 1.5 and with a contact of letters (issue 9 item 4)', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/order', routes, baseMocks, { from: '/dashboard/orders' });
    await user.type(await screen.findByLabelText('Contact'), 'abcdef');
    await user.clear(screen.getByLabelText('Quantity 1'));
    await user.type(screen.getByLabelText('Quantity 1'), '-2');
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    await user.clear(screen.getByLabelText('Quantity 2'));
    await user.type(screen.getByLabelText('Quantity 2'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The texts the gateway answers too (gateway/test/orders.test.ts).
    expect(await screen.findByText('Phone number must be 6 to 13 digits after +62')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be 1 or more')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be a whole number')).toBeInTheDocument();
    expect(screen.getByText('Customer name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Product is required')).toHaveLength(2);
  });

  it('marks Customer Name, Shipment Address, Province and City required, which the form refuses empty (issue 36 item 10)', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/order', routes, baseMocks, { from: '/dashboard/orders' });
    await waitFor(() => expect(screen.getByLabelText(/^Customer Name/)).toBeRequired());
    expect(screen.getByLabelText(/^Shipment Address/)).toBeRequired();
    expect(screen.getByLabelText('Postal Code')).not.toBeRequired();
    expect(screen.getByLabelText('Memo')).not.toBeRequired();
    await chooseOption(user, 'Province', 'Jawa Barat');
    expect(screen.getByRole('combobox', { name: 'Province' })).toBeRequired();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toBeRequired());
  });
});

describe('the customer name field (issue 9 item 9)', () => {
  const budi = {
    __typename: 'Customer',
    id: '21',
    fullName: 'Budi Santoso',
    phoneNumber: '+6281311112222',
    shippingAddress: 'Jl. Braga No. 9',
    postalCode: '40111',
    province: { __typename: 'Province', id: '32' },
    city: { __typename: 'City', id: '3273', provinceId: '32' },
  };
  const budiSearch = (search: string): MockedResponse => ({
    request: { query: OrderCustomerChoicesDocument, variables: { search } },
    result: { data: { customers: { __typename: 'CustomerList', rows: [budi] } } },
  });
  // The open list of choices is labelled by the field too: the field is the combobox.
  const chooseBudi = async (user: UserEvent) => {
    await user.clear(screen.getByRole('combobox', { name: 'Customer Name' }));
    await user.type(screen.getByRole('combobox', { name: 'Customer Name' }), 'Budi');
    await user.click(await screen.findByRole('option', { name: /Budi Santoso/ }));
  };

  it('offers the customers the server finds, with their phones; choosing one fills the customer and the order reuses it', async () => {
    const user = userEvent.setup();
    renderAt(
      '/dashboard/add/order',
      routes,
      [
        ...baseMocks,
        budiSearch('Budi'),
        {
          request: {
            query: CreateOrderDocument,
            variables: {
              input: {
                ...newOrderInput,
                customer: {
                  customerId: '21',
                  name: 'Budi Santoso',
                  phoneNumber: '+6281311112222',
                  address: 'Jl. Braga No. 9',
                  provinceId: '32',
                  cityId: '3273',
                  postalCode: '40111',
                },
                taxPercent: 0,
                lines: [{ productId: '11', quantity: 1, unitPrice: 130_000 }],
              },
            },
          },
          result: { data: { createOrder: { ...detailOrder, id: '44' } } },
        },
      ],
      { from: '/dashboard/orders' },
    );
    await user.type(await screen.findByLabelText(/^Customer Name/), 'Budi');
    await waitFor(() => expect(screen.getByRole('option', { name: /Budi Santoso/ })).toHaveTextContent('081311112222'));
    await user.click(screen.getByRole('option', { name: /Budi Santoso/ }));
    expect(screen.getByRole('combobox', { name: 'Customer Name' })).toHaveValue('Budi Santoso');
    expect(screen.getByText('Customer 21, already in Customers')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact')).toHaveValue('81311112222');
    expect(screen.getByLabelText(/^Shipment Address/)).toHaveValue('Jl. Braga No. 9');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Kota Bandung'));
    expect(screen.getByLabelText('Postal Code')).toHaveValue('40111');
    await chooseOption(user, /^Ship From/, 'Gudang Muara Baru');
    await chooseOption(user, /^Sales Channel/, 'tokopedia');
    await chooseOption(user, /^Customer Type/, 'Individual');
    await chooseOption(user, 'Product 1', 'UDG-001 - Udang Vaname Beku 1 kg');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('berhasil menambahkan Order 44')).toBeInTheDocument();
  });

  it('forgets the chosen customer when the name or the phone is changed afterwards', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/order', routes, [...baseMocks, budiSearch('Budi'), budiSearch('Budi')], {
      from: '/dashboard/orders',
    });
    await screen.findByLabelText(/^Customer Name/);
    await chooseBudi(user);
    expect(screen.getByText('Customer 21, already in Customers')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Contact'), '9');
    expect(screen.queryByText('Customer 21, already in Customers')).not.toBeInTheDocument();
    await chooseBudi(user);
    expect(screen.getByText('Customer 21, already in Customers')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Customer Name' }), ' Jr');
    expect(screen.getByRole('combobox', { name: 'Customer Name' })).toHaveValue('Budi Santoso Jr');
    expect(screen.queryByText('Customer 21, already in Customers')).not.toBeInTheDocument();
  });
});
