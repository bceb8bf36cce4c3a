import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { ProductListPage } from './ProductListPage';
import { DeleteProductDocument, ProductsDocument, SetProductStatusDocument } from './products.generated';

const product = (id: string, sku: string, name: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Product',
  id,
  sku,
  name,
  type: 'SINGLE',
  unknownType: null,
  status: 'ACTIVE',
  unknownStatus: null,
  bpomNumber: 'MD 224510001',
  grossWeight: 1.1,
  grossPrice: 17000,
  retailPrice: 1250000,
  stock: 12,
  category: { __typename: 'Category', id: '4', name: 'Seafood' },
  ...overrides,
});

const udang = product('1', 'UDG-001', 'Udang Vaname');
const cumi = product('2', 'CMI-002', 'Cumi Asin', {
  status: 'DRAFT',
  grossWeight: 0.25,
  stock: 0,
  category: null,
  bpomNumber: null,
});

const listVariables = { search: null, status: null, page: 1, perPage: 15, sortBy: 'NAME', desc: false };
const listMock = (variables: Record<string, unknown>, rows = [udang, cumi], totalCount = 2): MockedResponse => ({
  request: { query: ProductsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { products: { __typename: 'ProductList', totalCount, rows } } },
});

const routes = [
  { path: '/dashboard/inventory', element: <ProductListPage /> },
  { path: '/dashboard/orders', element: <p>Orders</p> },
];

// The list remembers its query for the session (spec 000 §2): each test starts a new session.
beforeEach(() => sessionStorage.clear());

describe('inventory list', () => {
  it('shows the spec columns with prices in rupiah, searches on Enter and filters by status in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/inventory', routes, [
      listMock({}),
      listMock({ search: 'udang' }, [udang], 1),
      listMock({ search: 'udang', status: 'DRAFT' }, [], 0),
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['SKU', 'Product Name', 'Category', 'BPOM', 'Gross Price', 'Retail Price', 'Actions']);
    const row = await within(table).findByRole('row', { name: /Udang Vaname/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'UDG-001',
      'Udang Vaname1.100 gr · Stock 12',
      'Seafood',
      'MD 224510001',
      'Rp 17.000',
      'Rp 1.250.000',
      '',
    ]);
    expect(within(row).getByText('1.100 gr · Stock 12')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Udang Vaname' })).toHaveAttribute(
      'href',
      '/dashboard/edit/product/1',
    );
    expect(within(row).getByRole('switch', { name: 'Status of Udang Vaname' })).toBeChecked();
    const draft = within(table).getByRole('row', { name: /Cumi Asin/ });
    expect(within(draft).getByText('250 gr · Stock 0 · Draft')).toBeInTheDocument();
    expect(within(draft).getByRole('switch', { name: 'Status of Cumi Asin' })).not.toBeChecked();

    await user.type(screen.getByLabelText('Search product name'), 'udang');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=udang');
    await waitFor(() => expect(within(table).queryByText('Cumi Asin')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const statuses = within(await screen.findByRole('listbox'));
    expect(statuses.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Inactive',
      'Draft',
    ]);
    await user.click(statuses.getByRole('option', { name: 'Draft' }));
    expect(router.state.location.search).toBe('?search=udang&status=DRAFT');
    expect(await within(table).findByText('No product matches "udang"')).toBeInTheDocument();
  });

  it('keeps a search typed without Enter when the status filter changes: both go into the address and the query', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/inventory', routes, [
      listMock({}),
      listMock({ search: 'udang' }, [udang], 1),
      listMock({ search: 'udang', status: 'ACTIVE' }, [udang], 1),
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByRole('row', { name: /Cumi Asin/ });

    await user.type(screen.getByLabelText('Search product name'), 'udang');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Active' }));

    expect(router.state.location.search).toBe('?search=udang&status=ACTIVE');
    expect(screen.getByLabelText('Search product name')).toHaveValue('udang');
    // Only the query with both the search and the status answers Udang alone.
    await waitFor(() => expect(within(table).queryByText('Cumi Asin')).not.toBeInTheDocument());
    expect(within(table).getByRole('row', { name: /Udang Vaname/ })).toBeInTheDocument();
  });

  it('keeps sort, page size and page in the address, and remembers them for the session', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/inventory', routes, [
      listMock({}, [udang, cumi], 40),
      listMock({ sortBy: 'RETAIL_PRICE' }, [cumi, udang], 40),
      listMock({ sortBy: 'RETAIL_PRICE', desc: true }, [udang, cumi], 40),
      listMock({ sortBy: 'RETAIL_PRICE', desc: true, perPage: 25 }, [udang, cumi], 40),
      listMock(
        { sortBy: 'RETAIL_PRICE', desc: true, perPage: 25, page: 2 },
        [product('3', 'KPT-003', 'Kepiting Soka')],
        40,
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Products' });
    await within(table).findByRole('row', { name: /Udang Vaname/ });
    await user.click(within(table).getByRole('button', { name: 'Retail Price' }));
    expect(router.state.location.search).toBe('?orderby=RETAIL_PRICE');
    await user.click(within(table).getByRole('button', { name: 'Retail Price' }));
    expect(router.state.location.search).toBe('?orderby=RETAIL_PRICE&desc=true');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }));
    expect(router.state.location.search).toBe('?orderby=RETAIL_PRICE&desc=true&per_page=25');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?orderby=RETAIL_PRICE&desc=true&per_page=25&page=2');
    expect(await within(table).findByRole('row', { name: /Kepiting Soka/ })).toBeInTheDocument();
    expect(screen.getByText('26–40 of 40')).toBeInTheDocument();

    // Leaving and coming back through the sidebar (a bare address) restores the list as it was; the answer is cached.
    await act(() => router.navigate('/dashboard/orders'));
    await act(() => router.navigate('/dashboard/inventory'));
    expect(router.state.location.search).toBe('?orderby=RETAIL_PRICE&desc=true&per_page=25&page=2');
    expect(await screen.findByRole('row', { name: /Kepiting Soka/ })).toBeInTheDocument();
  });

  it('sorts by the default (name) when the address has an unknown orderby', async () => {
    renderAt('/dashboard/inventory?orderby=foo', routes, [listMock({})]);
    const table = await screen.findByRole('table', { name: 'Products' });
    // Only the query with sortBy NAME is answered.
    expect(await within(table).findByRole('row', { name: /Udang Vaname/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Product Name' })).toHaveClass('Mui-active');
  });

  it('asks before changing the status, saves it and says so', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/inventory', routes, [
      listMock({}),
      {
        request: { query: SetProductStatusDocument, variables: { id: '1', status: 'INACTIVE' } },
        result: {
          data: {
            setProductStatus: {
              __typename: 'Product',
              id: '1',
              name: 'Udang Vaname',
              status: 'INACTIVE',
              unknownStatus: null,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('switch', { name: 'Status of Udang Vaname' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change Products Udang Vaname status to Inactive ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change' }));
    expect(await screen.findByText('Updated Products Udang Vaname status menjadi Inactive')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog's closing transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Status of Udang Vaname' })).not.toBeChecked();
  });

  it('asks before deleting, deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/inventory', routes, [
      listMock({}),
      {
        request: { query: DeleteProductDocument, variables: { id: '2' } },
        result: { data: { deleteProduct: { __typename: 'Product', id: '2', name: 'Cumi Asin' } } },
      },
      listMock({}, [udang], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Cumi Asin' }));
    await answerDialog(user, 'Remove Products Cumi Asin ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Products Cumi Asin')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cumi Asin/ })).not.toBeInTheDocument());
  });

  it('gives Finance the Edit of each product (its prices), without Add, Delete or a status switch that moves (issue 39)', async () => {
    renderAt('/dashboard/inventory', <ProductListPage />, [listMock({})], { role: 'FINANCE' });
    const table = await screen.findByRole('table', { name: 'Products' });
    const row = await within(table).findByRole('row', { name: /Udang/ });
    expect(within(row).getByRole('link', { name: /^Edit / })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: /^Status of / })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
  });
});
