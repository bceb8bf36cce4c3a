/** The overview, /dashboard itself, loaded as one chunk (with its charts) when staff land on it. */
export { OverviewPage } from './OverviewPage';
