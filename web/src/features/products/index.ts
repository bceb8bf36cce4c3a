/**
 * The inventory list, loaded as one chunk when staff first open it (it is the landing screen after login).
 * The product form, with its rich text editor and date picker, is a chunk of its own: ./ProductFormPage.
 */
export { ProductListPage } from './ProductListPage';
