/** The newsletter subscriber area, loaded as one chunk when staff first open it. */
export { NewsletterSubscriberListPage } from './NewsletterSubscriberListPage';
