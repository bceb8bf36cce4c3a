/** The dashboard frame, loaded after login so the login screen stays light. */
export { DashboardLayout } from './DashboardLayout';
export { NotFoundPage } from './NotFoundPage';
