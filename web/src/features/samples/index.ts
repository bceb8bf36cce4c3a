/** The samples area, loaded as one chunk when staff first open it. */
export { SampleFormPage } from './SampleFormPage';
export { SampleListPage } from './SampleListPage';
