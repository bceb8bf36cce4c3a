/** The orders area, loaded as one chunk when staff first open it. */
export { OrderFormPage } from './OrderFormPage';
export { OrderListPage } from './OrderListPage';
