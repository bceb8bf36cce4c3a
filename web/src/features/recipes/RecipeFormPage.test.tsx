import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { RecipeFormPage } from './RecipeFormPage';
import { CreateRecipeDocument, RecipeChoicesDocument, RecipeDocument, UpdateRecipeDocument } from './recipes.generated';

const choices: MockedResponse = {
  request: { query: RecipeChoicesDocument },
  result: {
    data: {
      ingredients: [
        { __typename: 'Ingredient', id: '1', name: 'Udang' },
        { __typename: 'Ingredient', id: '2', name: 'Bawang putih' },
      ],
      cookingTypes: [
        { __typename: 'CookingType', id: '1', name: 'Goreng' },
        { __typename: 'CookingType', id: '5', name: 'Tumis' },
      ],
    },
  },
};

const recipe = {
  __typename: 'Recipe' as const,
  id: '12',
  slug: 'udang-saus-padang',
  name: 'Udang Saus Padang',
  category: { __typename: 'RecipeCategory' as const, id: '1', name: 'Seafood' },
  cookingMethod: 'Tumis',
  servingTime: 35,
  ageRange: 'NORMAL_ADULT' as const,
  description: 'Pedas manis',
  servingSize: 4,
  instructions: '<p>Tumis bumbu.</p>',
  notes: null,
  imageUrl: null,
  lines: [
    {
      __typename: 'RecipeLine' as const,
      ingredient: { __typename: 'Ingredient' as const, id: '1', name: 'Udang' },
      grams: 500,
    },
    {
      __typename: 'RecipeLine' as const,
      ingredient: { __typename: 'Ingredient' as const, id: '2', name: 'Bawang putih' },
      grams: 15,
    },
  ],
};

const editedInput = {
  name: 'Udang Saus Padang',
  categoryName: 'Seafood',
  description: 'Pedas manis',
  servingSize: 6,
  cookingMethod: 'Tumis',
  servingTime: 35,
  ageRange: 'NORMAL_ADULT',
  instructions: '<p>Tumis bumbu.</p>',
  notes: null,
  lines: [
    { ingredientId: '1', grams: 500 },
    { ingredientId: '2', grams: 15 },
  ],
};

const SERVER_MESSAGE = 'Ingredient 2 is not a known ingredient';

const routes = [
  { path: '/dashboard/add/recipe', element: <RecipeFormPage /> },
  { path: '/dashboard/edit/recipe/:slug', element: <RecipeFormPage /> },
  { path: '/dashboard/recipe', element: <p>Recipe list</p> },
];

describe('recipe form', () => {
  it('loads the recipe its slug names, replaces it by its id, says so and returns to the list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/edit/recipe/udang-saus-padang', routes, [
      choices,
      { request: { query: RecipeDocument, variables: { slug: 'udang-saus-padang' } }, result: { data: { recipe } } },
      {
        request: { query: UpdateRecipeDocument, variables: { id: '12', image: null, input: editedInput } },
        result: { data: { updateRecipe: recipe } },
      },
    ]);
    const size = await screen.findByRole('textbox', { name: 'Serving Size' });
    await waitFor(() => expect(size).toHaveValue('4'));
    expect(screen.getByRole('heading', { name: 'Edit Recipe' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Ingredient 1' })).toHaveTextContent('Udang'));
    expect(screen.getByRole('combobox', { name: 'Ingredient 2' })).toHaveTextContent('Bawang putih');
    expect(screen.getByRole('textbox', { name: 'Grams 2' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: 'Cooking Method' })).toHaveTextContent('Tumis');
    expect(screen.getByRole('combobox', { name: 'Age Range' })).toHaveTextContent('normal_adult');

    await user.clear(size);
    await user.type(size, '6');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Success edit data recipe')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/recipe');
  });

  it("adds a recipe, saying so with its name, and shows the server's message on a refusal", async () => {
    const user = userEvent.setup();
    const input = {
      ...editedInput,
      name: 'Udang Goreng',
      description: null,
      servingSize: 2,
      cookingMethod: 'Goreng',
      servingTime: 20,
      instructions: null,
      lines: [{ ingredientId: '1', grams: 250 }],
    };
    const create = (result: MockedResponse['result']): MockedResponse => ({
      request: { query: CreateRecipeDocument, variables: { input, image: null } },
      result,
    });
    const router = renderAt('/dashboard/add/recipe', routes, [
      choices,
      create({
        errors: [
          new GraphQLError(SERVER_MESSAGE, { extensions: { code: 'BAD_USER_INPUT', field: 'lines.0.ingredientId' } }),
        ],
      }),
      create({ data: { createRecipe: { ...recipe, id: '13', slug: 'udang-goreng', name: 'Udang Goreng' } } }),
    ]);
    expect(screen.getByRole('heading', { name: 'Add Recipe' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Recipe Name' }), 'Udang Goreng');
    await user.type(screen.getByRole('textbox', { name: 'Recipe Category Name' }), 'Seafood');
    await user.type(screen.getByRole('textbox', { name: 'Serving Size' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Serving Time' }), '20');
    await chooseOption(user, 'Cooking Method', 'Goreng');
    await chooseOption(user, 'Age Range', 'normal_adult');
    await chooseOption(user, 'Ingredient 1', 'Udang');
    await user.type(screen.getByRole('textbox', { name: 'Grams 1' }), '250');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SERVER_MESSAGE));
    expect(screen.getByRole('textbox', { name: 'Recipe Name' })).toHaveValue('Udang Goreng');
    expect(router.state.location.pathname).toBe('/dashboard/add/recipe');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Success add data recipe Udang Goreng')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/recipe');
  });
});
