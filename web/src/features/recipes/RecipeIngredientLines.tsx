import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import { useFieldArray, useFormContext } from 'react-hook-form';

import type { RecipeFormValues } from '@backoffice/schema/rules/recipe';

import { ChoiceField } from '../../ui/ChoiceField';
import type { Choice } from '../../ui/choices';
import { EditableLinesTable } from '../../ui/EditableLinesTable';

interface RecipeIngredientLinesProps {
  /** The ingredient list (value: id, label: name). */
  ingredients: readonly Choice[];
  /** Shown on each ingredient field when the list could not be loaded. */
  optionsError?: string;
}

const COLUMNS = [{ label: 'Ingredient', sx: { width: '70%', minWidth: 220 } }, { label: 'Grams' }];

/** Spec 002 §2: the recipe's ingredients, each chosen from the ingredient list with its amount in grams; lines are added and removed. */
export function RecipeIngredientLines({ ingredients, optionsError }: RecipeIngredientLinesProps) {
  const { control, register, formState } = useFormContext<RecipeFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const lineErrors = formState.errors.lines;
  return (
    <EditableLinesTable
      title="Ingredients"
      aria-label="Ingredient lines"
      columns={COLUMNS}
      lines={fields}
      cells={(index) => {
        const number = index + 1;
        const grams = lineErrors?.[index]?.grams;
        return (
          <>
            <TableCell>
              <ChoiceField
                control={control}
                name={`lines.${index}.ingredientId`}
                label={`Ingredient ${number}`}
                options={ingredients}
                optionsError={optionsError}
                fullWidth
              />
            </TableCell>
            <TableCell>
              <TextField
                {...register(`lines.${index}.grams`)}
                error={!!grams}
                helperText={grams?.message}
                slotProps={{
                  htmlInput: { inputMode: 'numeric', 'aria-label': `Grams ${number}` },
                  input: { endAdornment: <InputAdornment position="end">g</InputAdornment> },
                }}
                sx={{ width: 140 }}
              />
            </TableCell>
          </>
        );
      }}
      removeLabel={(number) => `Remove ingredient line ${number}`}
      onRemove={remove}
      addLabel="Add Ingredient"
      onAdd={() => append({ ingredientId: '', grams: '' })}
      error={lineErrors?.root?.message ?? lineErrors?.message}
    />
  );
}
