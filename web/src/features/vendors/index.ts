/** The vendor area, loaded as one chunk when staff first open it. */
export { VendorFormPage } from './VendorFormPage';
export { VendorListPage } from './VendorListPage';
