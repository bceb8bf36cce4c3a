import { HttpError } from '../core/errors';
import { defineForm } from '../core/multipartForm';
import { sanitizeRichText } from '../core/richText';
import { RecipeForm } from './schemas';

/** POST and PUT /nutrition/recipe, with the image file `image`. */
export const recipeForm = defineForm({
  fields: RecipeForm,
  files: { image: 'image' },
  folder: 'recipes',
  check: (values) => {
    // An ingredient twice would be two lines of one ingredient; lines count from 1, as staff do.
    values.recipeInfo.forEach((line, index) => {
      if (values.recipeInfo.findIndex((other) => other.id === line.id) < index)
        throw new HttpError(
          400,
          `Line ${index + 1}: ingredient ${line.id} is already in the recipe`,
          `recipeInfo.${index}.id`,
        );
    });
    return { ...values, instructions: sanitizeRichText(values.instructions), notes: sanitizeRichText(values.notes) };
  },
});
