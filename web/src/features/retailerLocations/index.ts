/** The retail partner area, loaded as one chunk when staff first open it. */
export { RetailerLocationFormPage } from './RetailerLocationFormPage';
export { RetailerLocationListPage } from './RetailerLocationListPage';
