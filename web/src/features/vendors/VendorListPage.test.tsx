import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { exportedColumns } from '../../ui/exportedColumns';
import { VendorListPage } from './VendorListPage';
import { DeleteVendorDocument, VendorsDocument } from './vendors.generated';

const vendor = (id: string, fullName: string, companyName: string, phoneNumber: string) => ({
  __typename: 'Vendor',
  id,
  companyName,
  fullName,
  email: `${fullName.slice(0, fullName.indexOf(' ')).toLowerCase()}@example.com`,
  phoneNumber,
  city: { __typename: 'City', id: '3273', name: 'Bandung', type: 'KOTA', unknownType: null },
});

const budi = vendor('1', 'Budi Santoso', 'PT Laut Biru', '+6281211110000');
const dewi = vendor('2', 'Dewi Lestari', 'CV Ikan Segar', '+6285722223333');

const listVariables = { search: null, companyName: null, page: 1, perPage: 15, sortBy: 'NAME', desc: false };
const listMock = (variables: Record<string, unknown>, rows = [budi, dewi], totalCount = 2): MockedResponse => ({
  request: { query: VendorsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { vendors: { __typename: 'VendorList', totalCount, rows } } },
});

describe('vendor list', () => {
  it('exports the phone as the list shows it, 0812…, not the +62… a spreadsheet makes a number of', async () => {
    renderAt('/dashboard/vendors', <VendorListPage />, [listMock({})]);
    expect((await screen.findAllByText('081211110000'))[0]).toBeInTheDocument();
    expect(await exportedColumns()).toContainEqual({ label: 'Phone Number', path: 'phoneNumber', format: 'phone' });
  });

  it('shows the spec columns, searches by vendor and company on Enter with the spec keys, and filters loaded rows by phone', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/vendors', <VendorListPage />, [
      listMock({}),
      listMock({ search: 'budi' }, [budi], 1),
      listMock({ search: 'budi', companyName: 'Laut' }, [budi], 1),
    ]);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Company Name', 'Email', 'Phone Number', 'City', 'Action']);
    const row = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Budi Santoso', 'PT Laut Biru', 'budi@example.com', '081211110000', 'Kota Bandung', '']);
    expect(within(row).getByRole('link', { name: 'Edit PT Laut Biru' })).toHaveAttribute(
      'href',
      '/dashboard/edit/vendor/1',
    );

    // The phone filter narrows the rows already loaded: no query key, no new request.
    await user.type(screen.getByLabelText('Phone Number'), '0857');
    expect(within(table).queryByText('Budi Santoso')).not.toBeInTheDocument();
    expect(within(table).getByText('Dewi Lestari')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.clear(screen.getByLabelText('Phone Number'));
    expect(within(table).getByText('Budi Santoso')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search vendor name or id'), 'budi');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?vendor=budi');
    await waitFor(() => expect(within(table).queryByText('Dewi Lestari')).not.toBeInTheDocument());

    await user.type(screen.getByLabelText('Search company name'), 'Laut{Enter}');
    expect(router.state.location.search).toBe('?vendor=budi&company_name=Laut');
    expect(await within(table).findByText('PT Laut Biru')).toBeInTheDocument();
  });

  it('keeps sort, page size and page in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/vendors', <VendorListPage />, [
      listMock({}, [budi, dewi], 40),
      listMock({ sortBy: 'COMPANY_NAME' }, [dewi, budi], 40),
      listMock({ sortBy: 'COMPANY_NAME', desc: true }, [budi, dewi], 40),
      listMock({ sortBy: 'COMPANY_NAME', desc: true, perPage: 25 }, [budi, dewi], 40),
      listMock(
        { sortBy: 'COMPANY_NAME', desc: true, perPage: 25, page: 2 },
        [vendor('3', 'Siti Aminah', 'UD Tambak', '+628123')],
        40,
      ),
    ]);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    await within(table).findByRole('row', { name: /Budi Santoso/ });
    await user.click(within(table).getByRole('button', { name: 'Company Name' }));
    expect(router.state.location.search).toBe('?orderby=COMPANY_NAME');
    await user.click(within(table).getByRole('button', { name: 'Company Name' }));
    expect(router.state.location.search).toBe('?orderby=COMPANY_NAME&desc=true');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }));
    expect(router.state.location.search).toBe('?orderby=COMPANY_NAME&desc=true&per_page=25');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?orderby=COMPANY_NAME&desc=true&per_page=25&page=2');
    expect(await within(table).findByRole('row', { name: /Siti Aminah/ })).toBeInTheDocument();
    expect(screen.getByText('26–40 of 40')).toBeInTheDocument();
  });

  it('sorts by the default (name) when the address has an unknown orderby', async () => {
    renderAt('/dashboard/vendors?orderby=foo', <VendorListPage />, [listMock({})]);
    const table = await screen.findByRole('table', { name: 'Vendors' });
    // Only the query with sortBy NAME is answered.
    expect(await within(table).findByRole('row', { name: /Budi Santoso/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Name' })).toHaveClass('Mui-active');
  });

  it('asks before deleting, deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/vendors', <VendorListPage />, [
      listMock({}),
      {
        request: { query: DeleteVendorDocument, variables: { id: '2' } },
        result: { data: { deleteVendor: { __typename: 'Vendor', id: '2', companyName: 'CV Ikan Segar' } } },
      },
      listMock({}, [budi], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete CV Ikan Segar' }));
    await answerDialog(user, 'Remove Vendor CV Ikan Segar ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Vendors CV Ikan Segar')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Dewi Lestari/ })).not.toBeInTheDocument());
  });

  it('offers no Add, Edit or Delete to a role that reads vendors but does not write them (issue 39)', async () => {
    renderAt('/dashboard/vendors', <VendorListPage />, [listMock({})], { role: 'WAREHOUSE' });
    const table = await screen.findByRole('table', { name: 'Vendors' });
    expect(await within(table).findByRole('row', { name: /Budi Santoso/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Vendor' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    // No empty Action column either: the export and the other columns stay.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Company Name', 'Email', 'Phone Number', 'City']);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('offers an admin Add, Edit and Delete', async () => {
    renderAt('/dashboard/vendors', <VendorListPage />, [listMock({})]);
    expect(await screen.findByRole('button', { name: 'Delete CV Ikan Segar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Vendor' })).toHaveAttribute('href', '/dashboard/add/vendor');
  });
});
