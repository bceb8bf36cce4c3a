import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { ReturnFormPage } from './ReturnFormPage';
import { formChoicesAnswer, order12 } from './returns.fixture';
import {
  CreateReturnDocument,
  ReturnFormChoicesDocument,
  ReturnOrderDocument,
  ReturnOrderPickerDocument,
} from './returns.generated';

const choicesMock: MockedResponse = { request: { query: ReturnFormChoicesDocument }, result: formChoicesAnswer };
const orderMock: MockedResponse = {
  request: { query: ReturnOrderDocument, variables: { id: '12' } },
  result: { data: { order: order12 } },
};

const routes = [
  { path: '/dashboard/returns', element: <p>Returns list</p> },
  { path: '/dashboard/add/return', element: <ReturnFormPage /> },
  { path: '/dashboard/add/return/:orderId', element: <ReturnFormPage /> },
];

/** Each line of the form's products table: product, returnable, quantity typed. */
const lines = () =>
  within(screen.getByRole('table', { name: 'Returned products' }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1)
    .map((row) => [
      row.cells[0]!.textContent,
      row.cells[1]!.textContent,
      within(row).getByRole<HTMLInputElement>('textbox').value,
    ]);

const savedInput = {
  orderId: '12',
  shipById: '2',
  returnToId: '3',
  moneyReturned: 50_000,
  action: 'REFUND',
  memo: 'Kemasan rusak',
  lines: [
    { productId: '20', quantity: 2 },
    { productId: '21', quantity: 3 },
  ],
};

async function fillIn(user: UserEvent) {
  await chooseOption(user, 'Ship By', 'JNE');
  await chooseOption(user, /^Ship To/, 'Gudang Muara Baru');
  await user.clear(screen.getByLabelText('Money Returned'));
  await user.type(screen.getByLabelText('Money Returned'), '50.000');
  await chooseOption(user, /^Actions/, 'Refund');
  await user.type(screen.getByLabelText('Memo'), 'Kemasan rusak');
}

describe('Add New Return', () => {
  it("opens with the route's order chosen and its lines: what is still returnable, all of it prefilled; saves and goes to the list", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/add/return/12', routes, [
      choicesMock,
      orderMock,
      {
        request: { query: CreateReturnDocument, variables: { input: savedInput } },
        result: { data: { createReturn: { __typename: 'Return', id: '30' } } },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Order Number' })).toHaveValue('12 - Budi Santoso'),
    );
    // Kakap Fillet came back in full already: it is not offered.
    expect(lines()).toEqual([
      ['Kerupuk Udang', '3 of 5', '3'],
      ['Cumi Ring 500 gr', '3 of 3', '3'],
    ]);
    await fillIn(user);
    await user.clear(screen.getByLabelText('Quantity of Kerupuk Udang'));
    await user.type(screen.getByLabelText('Quantity of Kerupuk Udang'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Berhasil menambahkan Return 30')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/returns');
  });

  it("takes the spec's ?id= as the chosen order too", async () => {
    renderAt('/dashboard/add/return?id=12', routes, [choicesMock, orderMock]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Order Number' })).toHaveValue('12 - Budi Santoso'),
    );
    expect(lines()).toHaveLength(2);
  });

  it("finds an order by the id typed on the server and fills in that order's lines", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/return', routes, [
      choicesMock,
      {
        request: { query: ReturnOrderPickerDocument, variables: { filter: null, perPage: 20 } },
        result: { data: { orders: { __typename: 'OrderList', rows: [] } } },
      },
      {
        request: { query: ReturnOrderPickerDocument, variables: { filter: { orderId: '12' }, perPage: 20 } },
        result: { data: { orders: { __typename: 'OrderList', rows: [order12] } } },
      },
      orderMock,
    ]);
    expect(await screen.findByText('Choose an order to see its products.')).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Order Number' }), '12');
    await user.click(await screen.findByRole('option', { name: '12 - Budi Santoso' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Returned products' })).toBeInTheDocument());
    expect(lines()).toEqual([
      ['Kerupuk Udang', '3 of 5', '3'],
      ['Cumi Ring 500 gr', '3 of 3', '3'],
    ]);
  });

  it("with every line removed says 'Tidak ada Produk yang direturn' and sends nothing", async () => {
    const user = userEvent.setup();
    const create = vi.fn(() => ({ data: { createReturn: { __typename: 'Return', id: '30' } } }));
    const router = renderAt('/dashboard/add/return/12', routes, [
      choicesMock,
      orderMock,
      { request: { query: CreateReturnDocument }, variableMatcher: () => true, result: create },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Remove Kerupuk Udang' }));
    await user.click(screen.getByRole('button', { name: 'Remove Cumi Ring 500 gr' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tidak ada Produk yang direturn')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/add/return/12');
  });

  it('says a negative Money Returned must be 0 or more, and letters that they are no number, before sending', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/return/12', routes, [choicesMock, orderMock]);
    await screen.findByRole('button', { name: 'Remove Kerupuk Udang' });
    const money = screen.getByLabelText('Money Returned');
    await user.clear(money);
    await user.type(money, '-5000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(money).toHaveAccessibleDescription('Money returned must be 0 or more'));
    await user.clear(money);
    await user.type(money, 'lima');
    await waitFor(() => expect(money).toHaveAccessibleDescription('Money returned must be a number'));
  });

  it('marks the order number, which a save requires', async () => {
    renderAt('/dashboard/add/return', routes, [choicesMock]);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Order Number/ })).toBeRequired());
  });

  it('shows a quantity the server refuses beside its line only, keeps everything typed, and drops the error with its line', async () => {
    const user = userEvent.setup();
    const refusal = 'Line 2: order 12 holds 3 of Cumi Ring 500 gr not yet returned, not 3';
    renderAt('/dashboard/add/return/12', routes, [
      choicesMock,
      orderMock,
      {
        request: {
          query: CreateReturnDocument,
          variables: {
            input: {
              ...savedInput,
              lines: [
                { productId: '20', quantity: 3 },
                { productId: '21', quantity: 3 },
              ],
            },
          },
        },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'lines.1.quantity', message: refusal }] },
            }),
          ],
        },
      },
    ]);
    await screen.findByRole('button', { name: 'Remove Kerupuk Udang' });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const cumi = await screen.findByRole('row', { name: /Cumi Ring 500 gr/ });
    await waitFor(() => expect(within(cumi).getByRole('textbox')).toHaveAccessibleDescription(refusal));
    // Once, on its line: not again above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Kerupuk Udang/ })).getByRole('textbox'),
    ).not.toHaveAccessibleDescription();
    expect(lines()).toEqual([
      ['Kerupuk Udang', '3 of 5', '3'],
      ['Cumi Ring 500 gr', '3 of 3', '3'],
    ]);
    expect(screen.getByLabelText('Memo')).toHaveValue('Kemasan rusak');
    expect(screen.getByLabelText('Money Returned')).toHaveValue('50.000');

    // The refused line removed, its error goes with it; the other line stays unmarked.
    await user.click(screen.getByRole('button', { name: 'Remove Cumi Ring 500 gr' }));
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('row', { name: /Kerupuk Udang/ })).getByRole('textbox'),
    ).not.toHaveAccessibleDescription();
  });
});
