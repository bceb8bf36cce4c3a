/** The recipes area, loaded as one chunk when staff first open it. */
export { RecipeFormPage } from './RecipeFormPage';
export { RecipeListPage } from './RecipeListPage';
