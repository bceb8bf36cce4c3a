import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { RecipeListPage } from './RecipeListPage';
import { DeleteRecipeDocument, RecipesDocument } from './recipes.generated';

const recipe = (id: string, slug: string, name: string, unknownAgeRange: string | null = null) => ({
  __typename: 'Recipe',
  id,
  slug,
  name,
  category: { __typename: 'RecipeCategory', id: '1', name: 'Seafood' },
  cookingMethod: 'Tumis',
  servingTime: 35,
  ageRange: unknownAgeRange === null ? 'SEVEN_TO_ELEVEN_MONTHS' : null,
  unknownAgeRange,
});

const padang = recipe('1', 'udang-saus-padang', 'Udang Saus Padang');
const cumi = recipe('2', 'cumi-goreng-tepung', 'Cumi Goreng Tepung');

// Spec 002 §9: 5 rows a page; newest first.
const listVariables = { search: null, page: 1, perPage: 5, sortBy: 'CREATED_AT', desc: true };
const listMock = (variables: Record<string, unknown>, rows = [padang, cumi], totalCount = 2): MockedResponse => ({
  request: { query: RecipesDocument, variables: { ...listVariables, ...variables } },
  result: { data: { recipes: { __typename: 'RecipeList', totalCount, rows } } },
});

describe('recipe list', () => {
  it("shows an age range the gateway does not know as the company's API sent it", async () => {
    renderAt('/dashboard/recipe', <RecipeListPage />, [listMock({}, [recipe('3', 'bubur', 'Bubur', 'teen')], 1)]);
    const row = await screen.findByRole('row', { name: /Bubur/ });
    expect(within(row).getAllByRole('cell')[4]).toHaveTextContent('teen');
  });

  it('shows 5 a page, links each edit by slug, and searches on Enter', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/recipe', <RecipeListPage />, [
      listMock({}, [padang, cumi], 11),
      listMock({ search: 'cumi' }, [cumi], 1),
    ]);
    const table = await screen.findByRole('table', { name: 'Recipes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Recipe Name', 'Category', 'Cooking Method', 'Serving Time', 'Age Range', 'Action']);
    const row = await within(table).findByRole('row', { name: /Udang Saus Padang/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['Udang Saus Padang', 'Seafood', 'Tumis', '35 min', '7-11mths']);
    expect(within(row).getByRole('link', { name: 'Edit Udang Saus Padang' })).toHaveAttribute(
      'href',
      '/dashboard/edit/recipe/udang-saus-padang',
    );
    expect(screen.getByText('1–5 of 11')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search recipe'), 'cumi{Enter}');
    expect(router.state.location.search).toBe('?search=cumi');
    await waitFor(() => expect(within(table).queryByText('Udang Saus Padang')).not.toBeInTheDocument());
  });

  it('asks before deleting, deletes, says so and reloads the list', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/recipe', <RecipeListPage />, [
      listMock({}),
      {
        request: { query: DeleteRecipeDocument, variables: { id: '2' } },
        result: { data: { deleteRecipe: { __typename: 'Recipe', id: '2', name: 'Cumi Goreng Tepung' } } },
      },
      listMock({}, [padang], 1),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Cumi Goreng Tepung' }));
    await answerDialog(user, 'Remove Recipe Cumi Goreng Tepung ?', 'Remove');
    expect(await screen.findByText('Berhasil Menghapus Recipe')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Cumi Goreng Tepung/ })).not.toBeInTheDocument());
  });
});
