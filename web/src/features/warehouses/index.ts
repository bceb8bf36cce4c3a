/** The warehouse area, loaded as one chunk when staff first open it. */
export { WarehouseFormPage } from './WarehouseFormPage';
export { WarehouseListPage } from './WarehouseListPage';
