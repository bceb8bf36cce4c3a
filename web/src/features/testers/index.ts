/** The Tester area, loaded as one chunk when staff first open it. */
export { TesterListPage } from './TesterListPage';
