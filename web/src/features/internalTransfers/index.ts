/** The Internal Transfer area (the list and Add Stock), loaded as one chunk when staff first open it. */
export { AddStockPage } from './AddStockPage';
export { InternalTransferListPage } from './InternalTransferListPage';
