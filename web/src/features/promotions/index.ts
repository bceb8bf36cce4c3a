/** The promotions area, loaded as one chunk when staff first open it. */
export { PromotionFormPage } from './PromotionFormPage';
export { PromotionListPage } from './PromotionListPage';
