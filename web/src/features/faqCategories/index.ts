/** The FAQ category area, loaded as one chunk when staff first open it. */
export { FaqCategoryFormPage } from './FaqCategoryFormPage';
export { FaqCategoryListPage } from './FaqCategoryListPage';
