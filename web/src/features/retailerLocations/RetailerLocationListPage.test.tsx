import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { exportedColumns } from '../../ui/exportedColumns';
import { RetailerLocationListPage } from './RetailerLocationListPage';
import { DeleteRetailerLocationDocument, RetailerLocationsDocument } from './retailerLocations.generated';

const location = (
  id: string,
  displayName: string,
  customer: string,
  displayPhone: string | null,
  website: string | null,
) => ({
  __typename: 'RetailerLocation',
  id,
  displayName,
  displayPhone,
  website,
  customer: { __typename: 'Customer', id: `c${id}`, fullName: customer },
});

const rejeki = location('1', 'Toko Sumber Rejeki', 'Siti Nur Aisyah', '+62812345678', 'https://sumber-rejeki.co.id');
const segar = location('2', 'Segar Mart Bekasi', 'Budi Santoso', null, null);

// Spec 002 §9: 5 rows a page; the newest location first.
const listVariables = { search: null, page: 1, perPage: 5, sortBy: 'CREATED_AT', desc: true };
const listMock = (variables: Record<string, unknown>, rows = [rejeki, segar], totalCount = 2): MockedResponse => ({
  request: { query: RetailerLocationsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { retailerLocations: { __typename: 'RetailerLocationList', totalCount, rows } } },
});
const deleteMock = (id: string, result: MockedResponse['result']): MockedResponse => ({
  request: { query: DeleteRetailerLocationDocument, variables: { id } },
  result,
});

describe('retail partner location list', () => {
  it('exports the phone as the list shows it, 0812…, not the +62… a spreadsheet makes a number of', async () => {
    renderAt('/dashboard/retail-partner', <RetailerLocationListPage />, [listMock({})]);
    expect((await screen.findAllByText('0812345678'))[0]).toBeInTheDocument();
    expect(await exportedColumns()).toContainEqual({ label: 'Mobile Number', path: 'displayPhone', format: 'phone' });
  });

  it('shows the spec title, button and columns, 5 rows a page, and searches in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/retail-partner', <RetailerLocationListPage />, [
      listMock({}),
      listMock({ search: 'segar' }, [segar], 1),
    ]);
    expect(screen.getByRole('heading', { name: 'Retail Partner Locations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Retail Location' })).toHaveAttribute(
      'href',
      '/dashboard/add/retail-partner',
    );
    const table = await screen.findByRole('table', { name: 'Retail Partner Locations' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Customer', 'Location Name', 'Mobile Number', 'Website', 'Action']);
    const row = await within(table).findByRole('row', { name: /Toko Sumber Rejeki/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['Siti Nur Aisyah', 'Toko Sumber Rejeki', '0812345678', 'https://sumber-rejeki.co.id']);
    expect(within(row).getByRole('link', { name: 'Edit Toko Sumber Rejeki' })).toHaveAttribute(
      'href',
      '/dashboard/edit/retail-partner/1',
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('5');

    await user.type(screen.getByLabelText('Search retail location'), 'segar{Enter}');
    expect(router.state.location.search).toBe('?search=segar');
    await waitFor(() => expect(within(table).queryByText('Toko Sumber Rejeki')).not.toBeInTheDocument());
  });

  it('sorts by location name in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/retail-partner', <RetailerLocationListPage />, [
      listMock({}),
      listMock({ sortBy: 'DISPLAY_NAME', desc: false }, [segar, rejeki]),
    ]);
    const table = await screen.findByRole('table', { name: 'Retail Partner Locations' });
    await within(table).findByRole('row', { name: /Toko Sumber Rejeki/ });
    await user.click(within(table).getByRole('button', { name: 'Location Name' }));
    expect(router.state.location.search).toBe('?orderby=DISPLAY_NAME&desc=false');
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Segar Mart Bekasi'));
  });

  it("asks 'Remove Retailer Location …?', deletes, says so in the spec's words and reloads", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/retail-partner', <RetailerLocationListPage />, [
      listMock({}),
      deleteMock('2', {
        data: { deleteRetailerLocation: { __typename: 'RetailerLocation', id: '2', displayName: 'Segar Mart Bekasi' } },
      }),
      listMock({}, [rejeki], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Segar Mart Bekasi' }));
    await answerDialog(user, 'Remove Retailer Location Segar Mart Bekasi ?', 'Remove');
    expect(await screen.findByText('Berhasil Menghapus Reatiler Location Segar Mart Bekasi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Segar Mart Bekasi/ })).not.toBeInTheDocument());
  });

  it("shows the gateway's message when a delete fails and keeps the row", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/retail-partner', <RetailerLocationListPage />, [
      listMock({}),
      deleteMock('2', {
        errors: [new GraphQLError('Retailer location 2 was not found', { extensions: { code: 'NOT_FOUND' } })],
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Segar Mart Bekasi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Retailer location 2 was not found')).toBeInTheDocument();
    // The dialog stays open over the list (so the list is hidden from the accessibility tree).
    expect(screen.getByRole('row', { name: /Segar Mart Bekasi/, hidden: true })).toBeInTheDocument();
  });
});
