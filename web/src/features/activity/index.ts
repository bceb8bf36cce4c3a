/** The Activity area (issue 39), loaded as one chunk when staff first open it. */
export { ActivityPage } from './ActivityPage';
