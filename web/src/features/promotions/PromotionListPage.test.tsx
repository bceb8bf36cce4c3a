import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { PromotionListPage } from './PromotionListPage';
import { DeletePromotionDocument, PromotionsDocument, SetPromotionActiveDocument } from './promotions.generated';

const promotion = (id: string, name: string, code: string, active = true) => ({
  __typename: 'Promotion',
  id,
  name,
  code,
  validFrom: '2026-11-01',
  validUntil: '2026-11-30',
  quota: 100,
  usedQuota: 12,
  active,
});

const payday = promotion('1', 'Promo Gajian', 'GAJIAN11');
const ongkir = promotion('2', 'Gratis Ongkir', 'ONGKIR', false);

const listVariables = { search: null, status: null, page: 1, perPage: 15, sortBy: 'NAME', desc: false };
const listMock = (variables: Record<string, unknown>, rows = [payday, ongkir], totalCount = 2): MockedResponse => ({
  request: { query: PromotionsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { promotions: { __typename: 'PromotionList', totalCount, rows } } },
});

describe('promotion list', () => {
  it('shows the spec columns, searches on Enter and filters by status in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/promotions', <PromotionListPage />, [
      listMock({}),
      listMock({ search: 'gajian' }, [payday], 1),
      listMock({ search: 'gajian', status: 'INACTIVE' }, [], 0),
    ]);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Coupon Code', 'Valid Period', 'Quota', 'Status', 'Action']);
    const row = await within(table).findByRole('row', { name: /Promo Gajian/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      'Promo Gajian',
      'GAJIAN11',
      '01/11/2026 – 30/11/2026',
    ]);
    const quota = within(row).getByText('12 used').closest('td');
    expect(quota).toBe(cells[3]);
    expect(quota?.firstChild?.textContent).toBe('100');
    expect(within(row).getByRole('switch', { name: 'Status of Promo Gajian' })).toBeChecked();
    expect(within(table).getByRole('switch', { name: 'Status of Gratis Ongkir' })).not.toBeChecked();
    expect(within(row).getByRole('link', { name: 'Edit Promo Gajian' })).toHaveAttribute(
      'href',
      '/dashboard/edit/promotion/1',
    );

    await user.type(screen.getByLabelText('Search promotion'), 'gajian');
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?search=gajian');
    await waitFor(() => expect(within(table).queryByText('Gratis Ongkir')).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Inactive' }));
    expect(router.state.location.search).toBe('?search=gajian&status=INACTIVE');
    expect(await within(table).findByText('No promotion matches the search and filter')).toBeInTheDocument();
  });

  it('says Expired beside the switch of a promotion whose last day has passed, even while it is on', async () => {
    const ended = { ...promotion('3', 'Promo Lebaran', 'LEBARAN'), validFrom: '2020-01-01', validUntil: '2020-01-31' };
    const running = { ...promotion('4', 'Promo Abadi', 'ABADI'), validUntil: '2999-12-31' };
    renderAt('/dashboard/promotions', <PromotionListPage />, [listMock({}, [ended, running], 2)]);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    const endedRow = await within(table).findByRole('row', { name: /Promo Lebaran/ });
    expect(within(endedRow).getByRole('switch', { name: 'Status of Promo Lebaran' })).toBeChecked();
    expect(within(endedRow).getByText('Expired')).toBeInTheDocument();
    const runningRow = within(table).getByRole('row', { name: /Promo Abadi/ });
    expect(within(runningRow).queryByText('Expired')).not.toBeInTheDocument();
  });

  it('keeps sort and page in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/promotions', <PromotionListPage />, [
      listMock({}, [payday, ongkir], 16),
      listMock({ sortBy: 'VALID_FROM' }, [ongkir, payday], 16),
      listMock({ sortBy: 'VALID_FROM', desc: true }, [payday, ongkir], 16),
      listMock({ sortBy: 'VALID_FROM', desc: true, page: 2 }, [promotion('3', 'Promo Natal', 'NATAL')], 16),
    ]);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    await within(table).findByRole('row', { name: /Promo Gajian/ });
    await user.click(within(table).getByRole('button', { name: 'Valid Period' }));
    expect(router.state.location.search).toBe('?orderby=VALID_FROM');
    await user.click(within(table).getByRole('button', { name: 'Valid Period' }));
    expect(router.state.location.search).toBe('?orderby=VALID_FROM&desc=true');
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(router.state.location.search).toBe('?orderby=VALID_FROM&desc=true&page=2');
    expect(await within(table).findByRole('row', { name: /Promo Natal/ })).toBeInTheDocument();
    expect(screen.getByText('16–16 of 16')).toBeInTheDocument();
  });

  it('sorts by the default (name) when the address has an unknown orderby', async () => {
    renderAt('/dashboard/promotions?orderby=foo', <PromotionListPage />, [listMock({})]);
    const table = await screen.findByRole('table', { name: 'Promotions' });
    // Only the query with sortBy NAME is answered.
    expect(await within(table).findByRole('row', { name: /Promo Gajian/ })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Name' })).toHaveClass('Mui-active');
  });

  it('saves the status switch at once, says so, and reloads a list filtered by status', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/promotions?status=ACTIVE', <PromotionListPage />, [
      listMock({ status: 'ACTIVE' }, [payday], 1),
      {
        request: { query: SetPromotionActiveDocument, variables: { id: '1', active: false } },
        result: {
          data: { setPromotionActive: { __typename: 'Promotion', id: '1', name: 'Promo Gajian', active: false } },
        },
      },
      listMock({ status: 'ACTIVE' }, [], 0),
    ]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    await user.click(await screen.findByRole('switch', { name: 'Status of Promo Gajian' }));
    expect(await screen.findByText('Updated promotion status menjadi Inactive')).toBeInTheDocument();
    expect(await screen.findByText('No promotion matches the search and filter')).toBeInTheDocument();
  });

  it('asks before deleting, deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/promotions', <PromotionListPage />, [
      listMock({}),
      {
        request: { query: DeletePromotionDocument, variables: { id: '2' } },
        result: { data: { deletePromotion: { __typename: 'Promotion', id: '2', name: 'Gratis Ongkir' } } },
      },
      listMock({}, [payday], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Gratis Ongkir' }));
    await answerDialog(user, 'Remove Promotion Gratis Ongkir ?', 'Remove');
    expect(await screen.findByText('Berhasil Menghapus Promotion Gratis Ongkir')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Gratis Ongkir/ })).not.toBeInTheDocument());
  });
});
