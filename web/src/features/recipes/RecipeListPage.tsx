import { RecipeSortField } from '@backoffice/schema/generated/enums';
import { AGE_RANGE_LABELS } from '@backoffice/schema/rules/recipe';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { enumLabel } from '../../ui/enumLabel';
import { CONTENT_PAGE_SIZES } from '../../ui/listParams';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { recipeMessages } from './recipeMessages';
import { type RecipeRowFragment, useDeleteRecipeMutation, useRecipesQuery } from './recipes.generated';
import { recipeUrls } from './urls';

/** Recipes (spec 002 §2): 5 rows a page, newest first, searched by name; edit is addressed by slug. */
export function RecipeListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateRecipe');
  const canDelete = canMutate('deleteRecipe');
  const list = useListParams({
    sortFields: RecipeSortField,
    orderBy: 'CREATED_AT',
    desc: true,
    perPage: CONTENT_PAGE_SIZES[0],
    pageSizes: CONTENT_PAGE_SIZES,
  });
  const search = list.filter('search');
  const query = useRecipesQuery({
    variables: {
      search: search || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.recipes;
  const [deleteRecipe] = useDeleteRecipeMutation();

  const deletion = useConfirmedAction<RecipeRowFragment>({
    question: (recipe) => recipeMessages.confirmDelete(recipe.name),
    perform: async (recipe) => {
      await deleteRecipe({ variables: { id: recipe.id } });
      return recipeMessages.deleted;
    },
    after: async () => {
      // The last row of a later page is gone: show the page before it rather than an empty one.
      if (shown?.rows.length === 1 && list.page > 1) list.update({ page: list.page - 1 });
      else await query.refetch();
    },
  });

  const columns: Column<RecipeRowFragment, RecipeSortField>[] = [
    { key: 'name', label: 'Recipe Name', exportPath: 'name', sortKey: 'NAME', render: (r) => r.name },
    { key: 'category', label: 'Category', exportPath: 'category.name', render: (r) => r.category.name },
    { key: 'cookingMethod', label: 'Cooking Method', exportPath: 'cookingMethod', render: (r) => r.cookingMethod },
    {
      key: 'servingTime',
      label: 'Serving Time',
      exportPath: 'servingTime',
      align: 'right',
      render: (r) => (r.servingTime === null ? '' : `${r.servingTime} min`),
    },
    {
      key: 'ageRange',
      label: 'Age Range',
      exportPath: 'ageRange',
      exportValues: AGE_RANGE_LABELS,
      render: (r) => enumLabel(AGE_RANGE_LABELS, r.ageRange, r.unknownAgeRange),
    },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (r) => (
        <>
          {canEdit && <EditRowButton to={recipeUrls.edit(r.slug)} rowName={r.name} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(r)} rowName={r.name} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Recipes">
        <SearchField
          label="Search recipe"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        {canMutate('createRecipe') && <AddLinkButton to={recipeUrls.add}>Add Recipe</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="Recipes"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? 'No recipe matches the search' : 'No recipes yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
