/** The customer area, loaded as one chunk when staff first open it. */
export { CustomerFormPage } from './CustomerFormPage';
export { CustomerListPage } from './CustomerListPage';
