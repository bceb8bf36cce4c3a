import TableCell from '@mui/material/TableCell';
import { useFormContext } from 'react-hook-form';

import type { RecipeFormValues } from '@backoffice/schema/rules/recipe';

import { ChoiceField } from '../../ui/ChoiceField';
import type { Choice } from '../../ui/choices';
import { EditableLines, LineQuantityCell } from '../../ui/EditableLines';

interface RecipeIngredientLinesProps {
  /** The ingredient list (value: id, label: name). */
  ingredients: readonly Choice[];
  /** Shown on each ingredient field when the list could not be loaded. */
  optionsError?: string;
}

const COLUMNS = [{ label: 'Ingredient', sx: { width: '70%', minWidth: 220 } }, { label: 'Grams' }];

/** Spec 002 §2: the recipe's ingredients, each chosen from the ingredient list with its amount in grams; lines are added and removed. */
export function RecipeIngredientLines({ ingredients, optionsError }: RecipeIngredientLinesProps) {
  const { control } = useFormContext<RecipeFormValues>();
  return (
    <EditableLines
      title="Ingredients"
      aria-label="Ingredient lines"
      columns={COLUMNS}
      cells={(index) => (
        <>
          <TableCell>
            <ChoiceField
              control={control}
              name={`lines.${index}.ingredientId`}
              label={`Ingredient ${index + 1}`}
              options={ingredients}
              optionsError={optionsError}
              fullWidth
            />
          </TableCell>
          <LineQuantityCell
            index={index}
            name="grams"
            label={`Grams ${index + 1}`}
            unit="g"
            size="medium"
            sx={{ width: 140 }}
          />
        </>
      )}
      removeLabel={(number) => `Remove ingredient line ${number}`}
      addLabel="Add Ingredient"
      newLine={() => ({ ingredientId: '', grams: '' })}
    />
  );
}
