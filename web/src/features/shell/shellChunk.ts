/** The dashboard frame, loaded after login so the login screen stays light. */
export { DashboardLayout } from './DashboardLayout';
export { NotBuiltPage } from './NotBuiltPage';
export { NotFoundPage } from './NotFoundPage';
