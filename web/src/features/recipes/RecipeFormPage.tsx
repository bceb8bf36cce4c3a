import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { Controller, FormProvider } from 'react-hook-form';

import { AGE_RANGE_LABELS, recipeFormRules, type RecipeFormValues } from '@backoffice/schema/rules/recipe';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { fieldText } from '../../ui/fieldText';
import { MediaSlotField } from '../../ui/MediaSlotField';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { useFormPage } from '../../ui/useFormPage';
import { useImageUpload } from '../../ui/useImageUpload';
import { RecipeIngredientLines } from './RecipeIngredientLines';
import { recipeMessages } from './recipeMessages';
import {
  type RecipeDetailFragment,
  useCreateRecipeMutation,
  useRecipeChoicesQuery,
  useRecipeQuery,
  useUpdateRecipeMutation,
} from './recipes.generated';
import { recipeUrls } from './urls';

/** A new recipe starts with one ingredient line to fill; Add Ingredient adds more. */
const EMPTY: RecipeFormValues = {
  name: '',
  categoryName: '',
  description: '',
  servingSize: '',
  cookingMethod: '',
  servingTime: '',
  ageRange: '',
  instructions: '',
  notes: '',
  lines: [{ ingredientId: '', grams: '' }],
};

const AGE_RANGE_CHOICES = choicesOf(AGE_RANGE_LABELS);

function toFormValues(recipe: RecipeDetailFragment): RecipeFormValues {
  return {
    name: recipe.name,
    categoryName: recipe.category.name,
    description: recipe.description ?? '',
    servingSize: fieldText(recipe.servingSize),
    cookingMethod: recipe.cookingMethod,
    servingTime: fieldText(recipe.servingTime),
    // An age range the gateway does not know shows none chosen: the rules then ask for one.
    ageRange: recipe.ageRange ?? '',
    instructions: recipe.instructions ?? '',
    notes: recipe.notes ?? '',
    lines: recipe.lines.map((line) => ({ ingredientId: line.ingredient.id, grams: fieldText(line.grams) })),
  };
}

/**
 * Add and edit a recipe (spec 002 §2); edit is addressed by the recipe's slug, the update names its id. The
 * form applies the gateway's own rules; what only the REST API knows (an unknown ingredient) comes back as its message.
 */
export function RecipeFormPage() {
  const [createRecipe] = useCreateRecipeMutation();
  const [updateRecipe] = useUpdateRecipeMutation();
  const choices = useRecipeChoicesQuery();
  const image = useImageUpload();
  const page = useFormPage({
    rules: recipeFormRules,
    empty: EMPTY,
    query: useRecipeQuery,
    param: 'slug',
    toFormValues: (data) => toFormValues(data.recipe),
    listUrl: recipeUrls.list,
    save: async (input, slug, { context }) => {
      const variables = { input, image: image.file };
      if (slug === undefined)
        return recipeMessages.created(
          (await createRecipe({ variables, context })).data!.createRecipe?.name ?? input.name,
        );
      // The edit page was opened by slug; the recipe it loaded says which id to replace.
      await updateRecipe({ variables: { id: page.existing.data!.recipe.id, ...variables } });
      return recipeMessages.updated;
    },
    nonFormField: image.nonFormField,
  });
  const { editing, form, text, existing, entityForm } = page;
  const { control } = form;
  const optionsError = choices.error ? 'Choices could not be loaded' : undefined;
  const cookingMethods = (choices.data?.cookingTypes ?? []).map((type) => ({ value: type.name, label: type.name }));
  const ingredients = (choices.data?.ingredients ?? []).map((ingredient) => ({
    value: ingredient.id,
    label: ingredient.name,
  }));

  const richText = (name: 'instructions' | 'notes', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RichTextEditor label={label} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
      )}
    />
  );

  return (
    <FormProvider {...form}>
      <EntityForm
        {...entityForm}
        title={editing ? 'Edit Recipe' : 'Add Recipe'}
        loadingLabel="Loading recipe"
        maxWidth={900}
        // Addressed by its slug (spec 002 §2); its history is kept under its id.
        history={{ recordType: 'RECIPE', recordId: existing.data?.recipe.id }}
      >
        <FieldRow>
          <TextField label="Recipe Name" required fullWidth {...text('name')} />
          <TextField
            label="Recipe Category Name"
            required
            fullWidth
            {...text('categoryName')}
            placeholder="e.g. Seafood"
          />
        </FieldRow>
        <TextField label="Description" multiline minRows={2} fullWidth {...text('description')} />
        <FieldRow>
          <TextField
            label="Serving Size"
            required
            fullWidth
            {...text('servingSize')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Serving Time"
            required
            fullWidth
            {...text('servingTime')}
            slotProps={{
              htmlInput: { inputMode: 'numeric' },
              input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
            }}
          />
        </FieldRow>
        <FieldRow>
          <ChoiceField
            control={control}
            name="cookingMethod"
            label="Cooking Method"
            options={cookingMethods}
            optionsError={optionsError}
            required
            fullWidth
          />
          <ChoiceField
            control={control}
            name="ageRange"
            label="Age Range"
            options={AGE_RANGE_CHOICES}
            required
            fullWidth
          />
        </FieldRow>
        {richText('instructions', 'Instructions')}
        {richText('notes', 'Notes')}
        <RecipeIngredientLines ingredients={ingredients} optionsError={optionsError} />
        <MediaSlotField label="Recipe Image" currentUrl={existing.data?.recipe.imageUrl} {...image.slot} />
      </EntityForm>
    </FormProvider>
  );
}
