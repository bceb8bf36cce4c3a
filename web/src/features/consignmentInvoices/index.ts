/** The consignment invoice area (the stockist order list, Create and Edit Invoice), loaded as one chunk when staff first open it. */
export { ConsignmentOrderListPage } from './ConsignmentOrderListPage';
export { CreateInvoicePage } from './CreateInvoicePage';
export { EditInvoicePage } from './EditInvoicePage';
