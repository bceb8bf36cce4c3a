/** The delivery (courier fees) area, loaded as one chunk when staff first open it. */
export { DeliveryFormPage } from './DeliveryFormPage';
export { DeliveryListPage } from './DeliveryListPage';
