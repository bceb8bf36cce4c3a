/** The returns area (the list and Add New Return), loaded as one chunk when staff first open it. */
export { ReturnFormPage } from './ReturnFormPage';
export { ReturnListPage } from './ReturnListPage';
