import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { DeleteFaqCategoryDocument, FaqCategoriesDocument } from './faqCategories.generated';
import { FaqCategoryListPage } from './FaqCategoryListPage';

const category = (id: string, name: string, faqCount: number) => ({ __typename: 'FaqCategory', id, name, faqCount });
const delivery = category('2', 'Delivery', 0);
const nutrisi = category('1', 'Nutrisi', 3);

const listVariables = { search: null, page: 1, perPage: 5, sortBy: 'NAME', desc: false };
const listMock = (variables: Record<string, unknown>, rows = [delivery, nutrisi], totalCount = 2): MockedResponse => ({
  request: { query: FaqCategoriesDocument, variables: { ...listVariables, ...variables } },
  result: { data: { faqCategories: { __typename: 'FaqCategoryList', totalCount, rows } } },
});

const IN_USE = 'FAQ category Nutrisi still has 3 FAQs: move or delete them first';

describe('FAQ category list', () => {
  it('shows name and number of FAQs by name, 5 rows a page', async () => {
    renderAt('/dashboard/faq_category', <FaqCategoryListPage />, [listMock({})]);
    const table = await screen.findByRole('table', { name: 'FAQ Category' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Number of FAQs', 'Action']);
    const row = await within(table).findByRole('row', { name: /Nutrisi/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['Nutrisi', '3']);
    expect(within(row).getByRole('link', { name: 'Edit Nutrisi' })).toHaveAttribute(
      'href',
      '/dashboard/edit/faq_category/1',
    );
    expect(screen.getByRole('link', { name: 'Add FAQ Category' })).toHaveAttribute(
      'href',
      '/dashboard/add/faq_category',
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('5');
  });

  it("asks 'Remove Faq Category …?', deletes and says so in the spec's words", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/faq_category', <FaqCategoryListPage />, [
      listMock({}),
      {
        request: { query: DeleteFaqCategoryDocument, variables: { id: '2' } },
        result: { data: { deleteFaqCategory: { __typename: 'FaqCategory', id: '2', name: 'Delivery' } } },
      },
      listMock({}, [nutrisi], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Delivery' }));
    await answerDialog(user, 'Remove Faq Category Delivery ?', 'Remove');
    expect(await screen.findByText('Berhasil Menghapus Faq Category Delivery')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Delivery/ })).not.toBeInTheDocument());
  });

  it("shows the gateway's CONFLICT message for a category still in use and keeps it", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/faq_category', <FaqCategoryListPage />, [
      listMock({}),
      {
        request: { query: DeleteFaqCategoryDocument, variables: { id: '1' } },
        result: { errors: [new GraphQLError(IN_USE, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Nutrisi' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove Faq Category Nutrisi ?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText(IN_USE)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Nutrisi/, hidden: true })).toBeInTheDocument();
  });
});
