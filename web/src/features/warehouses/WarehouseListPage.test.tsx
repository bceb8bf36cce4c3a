import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { exportedColumns } from '../../ui/exportedColumns';
import { WarehouseListPage } from './WarehouseListPage';
import { DeleteWarehouseDocument, SetWarehouseActiveDocument, WarehousesDocument } from './warehouses.generated';

const warehouse = (id: string, name: string, active = true) => ({
  __typename: 'Warehouse',
  id,
  name,
  address: `Jl. Gudang No. ${id}`,
  phoneNumber: '+6281211110000',
  active,
  city: { __typename: 'City', id: '3172', name: 'Jakarta Utara', type: 'KOTA', unknownType: null },
});

const muaraBaru = warehouse('1', 'Gudang Muara Baru');
const cikarang = warehouse('2', 'Gudang Cikarang', false);

const listVariables = { search: null, page: 1, perPage: 15, sortBy: 'NAME', desc: false };
const listMock = (
  variables: Record<string, unknown>,
  rows = [muaraBaru, cikarang],
  totalCount = 2,
): MockedResponse => ({
  request: { query: WarehousesDocument, variables: { ...listVariables, ...variables } },
  result: { data: { warehouses: { __typename: 'WarehouseList', totalCount, rows } } },
});

describe('warehouse list', () => {
  it('exports the phone as the list shows it, 0812…, not the +62… a spreadsheet makes a number of', async () => {
    renderAt('/dashboard/warehouse', <WarehouseListPage />, [listMock({})]);
    expect((await screen.findAllByText('081211110000'))[0]).toBeInTheDocument();
    expect(await exportedColumns()).toContainEqual({ label: 'Tel. Number', path: 'phoneNumber', format: 'phone' });
  });

  it('shows the spec columns, searches on Enter, and keeps sort and page in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/warehouse', <WarehouseListPage />, [
      listMock({}, [muaraBaru, cikarang], 16),
      listMock({ search: 'muara' }, [muaraBaru], 1),
      listMock({ search: 'muara', sortBy: 'CITY' }, [muaraBaru], 1),
      listMock({ search: 'muara', sortBy: 'CITY', desc: true }, [muaraBaru], 1),
      listMock({ sortBy: 'CITY', desc: true }, [cikarang, muaraBaru], 2),
    ]);
    const table = await screen.findByRole('table', { name: 'Warehouses' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Warehouse', 'Address', 'City', 'Tel. Number', 'Status', 'Actions']);
    const row = await within(table).findByRole('row', { name: /Gudang Muara Baru/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Gudang Muara Baru', 'Jl. Gudang No. 1', 'Kota Jakarta Utara', '081211110000', '', '']);
    expect(within(row).getByRole('switch', { name: 'Status of Gudang Muara Baru' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Status of Gudang Cikarang' })).not.toBeChecked();
    expect(within(row).getByRole('link', { name: 'Edit Gudang Muara Baru' })).toHaveAttribute(
      'href',
      '/dashboard/edit/warehouse/1',
    );

    // Typing alone does not search; Enter does.
    await user.type(screen.getByLabelText('Search warehouse'), 'muara');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=muara');
    await waitFor(() => expect(within(table).queryByText('Gudang Cikarang')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'City' }));
    expect(router.state.location.search).toBe('?search=muara&orderby=CITY');
    await user.click(within(table).getByRole('button', { name: 'City' }));
    expect(router.state.location.search).toBe('?search=muara&orderby=CITY&desc=true');
    expect(await within(table).findByText('Gudang Muara Baru')).toBeInTheDocument();

    // Emptying the search box goes back to the whole list at once.
    await user.clear(screen.getByLabelText('Search warehouse'));
    expect(router.state.location.search).toBe('?orderby=CITY&desc=true');
    expect(await within(table).findByText('Gudang Cikarang')).toBeInTheDocument();
  });

  it('pages through the list with page in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/warehouse', <WarehouseListPage />, [
      listMock({}, [muaraBaru, cikarang], 16),
      listMock({ page: 2 }, [warehouse('16', 'Gudang Surabaya')], 16),
    ]);
    await screen.findByRole('row', { name: /Gudang Muara Baru/ });
    expect(screen.getByText('1–15 of 16')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('row', { name: /Gudang Surabaya/ })).toBeInTheDocument();
    expect(screen.getByText('16–16 of 16')).toBeInTheDocument();
  });

  it('sorts by the default (name) when the address has an unknown orderby', async () => {
    renderAt('/dashboard/warehouse?orderby=foo', <WarehouseListPage />, [listMock({})]);
    expect(await screen.findByRole('row', { name: /Gudang Muara Baru/ })).toBeInTheDocument();
    // The query was sent with sortBy NAME (no other answer is mocked), and the Warehouse header shows it.
    expect(
      within(screen.getByRole('table', { name: 'Warehouses' })).getByRole('button', { name: 'Warehouse' }),
    ).toHaveClass('Mui-active');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves the status switch at once and says so', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/warehouse', <WarehouseListPage />, [
      listMock({}),
      {
        request: { query: SetWarehouseActiveDocument, variables: { id: '1', active: false } },
        result: {
          data: { setWarehouseActive: { __typename: 'Warehouse', id: '1', name: 'Gudang Muara Baru', active: false } },
        },
      },
    ]);
    const status = await screen.findByRole('switch', { name: 'Status of Gudang Muara Baru' });
    await user.click(status);
    expect(await screen.findByText('Updated Warehouse Gudang Muara Baru status menjadi Inactive')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog's closing transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Status of Gudang Muara Baru' })).not.toBeChecked();
  });

  it('asks before deleting, deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/warehouse', <WarehouseListPage />, [
      listMock({}),
      {
        request: { query: DeleteWarehouseDocument, variables: { id: '2' } },
        result: { data: { deleteWarehouse: { __typename: 'Warehouse', id: '2', name: 'Gudang Cikarang' } } },
      },
      listMock({}, [muaraBaru], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Gudang Cikarang' }));
    await answerDialog(user, 'Remove Warehouse Gudang Cikarang ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Warehouse Gudang Cikarang')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Gudang Cikarang/ })).not.toBeInTheDocument());
  });
});
