/** The FAQ area, loaded as one chunk when staff first open it. */
export { FaqFormPage } from './FaqFormPage';
export { FaqListPage } from './FaqListPage';
