import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { FaqListPage } from './FaqListPage';
import { DeleteFaqDocument, FaqsDocument } from './faqs.generated';

const faq = (
  id: string,
  title: string,
  locale: 'ID_ID' | 'EN_US' | null,
  category: string,
  unknownLocale?: string,
) => ({
  __typename: 'Faq',
  id,
  title,
  locale,
  unknownLocale: unknownLocale ?? null,
  category: { __typename: 'FaqCategory', id: `k${id}`, name: category },
});

const mpasi = faq('1', 'Kapan mulai MPASI?', 'ID_ID', 'Nutrisi');
const shipping = faq('2', 'How long does shipping take?', 'EN_US', 'Delivery');

const listVariables = { search: null, locale: null, page: 1, perPage: 5, sortBy: 'CREATED_AT', desc: true };
const listMock = (variables: Record<string, unknown>, rows = [mpasi, shipping], totalCount = 2): MockedResponse => ({
  request: { query: FaqsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { faqs: { __typename: 'FaqList', totalCount, rows } } },
});

describe('FAQ list', () => {
  it("shows a locale the gateway does not know as the company's API sent it", async () => {
    const french = faq('3', 'Quand commencer?', null, 'Nutrisi', 'fr_FR');
    renderAt('/dashboard/faq', <FaqListPage />, [listMock({}, [french], 1)]);
    const row = await screen.findByRole('row', { name: /Quand commencer/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Quand commencer?', 'Nutrisi', 'fr_FR']);
  });

  it('shows title, category and locale as staff read it, 5 rows a page, filtered by locale in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/faq', <FaqListPage />, [
      listMock({}),
      listMock({ locale: 'EN_US' }, [shipping], 1),
    ]);
    const table = await screen.findByRole('table', { name: 'FAQ' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Title', 'Category', 'Locale', 'Action']);
    const row = await within(table).findByRole('row', { name: /Kapan mulai MPASI/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    ).toEqual(['Kapan mulai MPASI?', 'Nutrisi', 'id_ID']);
    expect(within(row).getByRole('link', { name: 'Edit Kapan mulai MPASI?' })).toHaveAttribute(
      'href',
      '/dashboard/edit/faq/1',
    );
    expect(screen.getByRole('link', { name: 'Add FAQ' })).toHaveAttribute('href', '/dashboard/add/faq');
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('5');

    await user.click(screen.getByRole('combobox', { name: 'Locale' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'en_US' }));
    expect(router.state.location.search).toBe('?locale=EN_US');
    await waitFor(() => expect(within(table).queryByText('Kapan mulai MPASI?')).not.toBeInTheDocument());
  });

  it("asks 'Remove Faq …?', deletes and says so in the spec's words", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/faq', <FaqListPage />, [
      listMock({}),
      {
        request: { query: DeleteFaqDocument, variables: { id: '2' } },
        result: { data: { deleteFaq: { __typename: 'Faq', id: '2', title: 'How long does shipping take?' } } },
      },
      listMock({}, [mpasi], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete How long does shipping take?' }));
    await answerDialog(user, 'Remove Faq How long does shipping take? ?', 'Remove');
    expect(await screen.findByText('Berhasil Menghapus Faq How long does shipping take?')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /shipping/ })).not.toBeInTheDocument());
  });

  it('shows the page before when the last row of a later page is deleted', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/faq?page=2', <FaqListPage />, [
      listMock({ page: 2 }, [shipping], 6),
      {
        request: { query: DeleteFaqDocument, variables: { id: '2' } },
        result: { data: { deleteFaq: { __typename: 'Faq', id: '2', title: 'How long does shipping take?' } } },
      },
      listMock({}, [mpasi], 5),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete How long does shipping take?' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('row', { name: /Kapan mulai MPASI/ })).toBeInTheDocument();
  });
});
