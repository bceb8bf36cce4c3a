/** The delivery (courier fees) area, loaded as one chunk when staff first open it. */
export { DeliveryFeeFormPage } from './DeliveryFeeFormPage';
export { DeliveryFeeListPage } from './DeliveryFeeListPage';
