import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';

import { recipeFormRules, type RecipeFormValues } from '@backoffice/schema/rules/recipe';

import { chooseOption } from '../../testing/chooseOption';
import { useEntityForm } from '../../ui/useEntityForm';
import { RecipeIngredientLines } from './RecipeIngredientLines';

const INGREDIENTS = [
  { value: '1', label: 'Udang' },
  { value: '2', label: 'Bawang putih' },
  { value: '3', label: 'Cabai merah' },
];

const FILLED: RecipeFormValues = {
  name: 'Udang Balado',
  categoryName: 'Seafood',
  description: '',
  servingSize: '2',
  cookingMethod: 'Tumis',
  servingTime: '20',
  ageRange: 'NORMAL_ADULT',
  instructions: '',
  notes: '',
  lines: [],
};

/** The lines in a form checked by the recipe form rules, with what a save would send shown as JSON. */
function Form() {
  const form = useEntityForm(recipeFormRules, FILLED, undefined);
  const [sent, setSent] = useState<unknown>(null);
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((input) => setSent(input.lines))}>
        <RecipeIngredientLines ingredients={INGREDIENTS} />
        <button type="submit">Save</button>
        <output aria-label="Sent">{JSON.stringify(sent)}</output>
      </form>
    </FormProvider>
  );
}

describe('recipe ingredient lines', () => {
  it('adds lines, removes one, and sends the ones left in their order with their grams', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const addIngredient = screen.getByRole('button', { name: 'Add Ingredient' });
    await user.click(addIngredient);
    await user.click(addIngredient);
    await user.click(addIngredient);
    await chooseOption(user, 'Ingredient 1', 'Udang');
    await user.type(screen.getByRole('textbox', { name: 'Grams 1' }), '500');
    await chooseOption(user, 'Ingredient 2', 'Bawang putih');
    await user.type(screen.getByRole('textbox', { name: 'Grams 2' }), '15');
    await chooseOption(user, 'Ingredient 3', 'Cabai merah');
    await user.type(screen.getByRole('textbox', { name: 'Grams 3' }), '30');

    await user.click(screen.getByRole('button', { name: 'Remove ingredient line 2' }));
    const table = screen.getByRole('table', { name: 'Ingredient lines' });
    // The header row and two lines; the line after the removed one is now line 2.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Ingredient 2' })).toHaveTextContent('Cabai merah');
    expect(screen.getByRole('textbox', { name: 'Grams 2' })).toHaveValue('30');
    expect(screen.queryByRole('button', { name: 'Remove ingredient line 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent(
        JSON.stringify([
          { ingredientId: '1', grams: 500 },
          { ingredientId: '3', grams: 30 },
        ]),
      ),
    );
  });

  it('names the line that repeats an ingredient, on that line', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    await chooseOption(user, 'Ingredient 1', 'Udang');
    await user.type(screen.getByRole('textbox', { name: 'Grams 1' }), '500');
    await chooseOption(user, 'Ingredient 2', 'Udang');
    await user.type(screen.getByRole('textbox', { name: 'Grams 2' }), '100');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Line 2: this ingredient is already in the recipe')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Ingredient 2' })).toHaveAccessibleDescription(
      'Line 2: this ingredient is already in the recipe',
    );
    expect(screen.getByRole('combobox', { name: 'Ingredient 1' })).not.toHaveAccessibleDescription();
    expect(screen.getByRole('status', { name: 'Sent' })).toHaveTextContent('null');
  });

  it('asks for at least one ingredient when every line is removed', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one ingredient')).toBeInTheDocument();
  });
});
