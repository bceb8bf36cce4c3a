/** The dashboard frame, loaded after login so the login screen stays light. */
export { ScreenGate } from './AccessRefusedPage';
export { DashboardLayout } from './DashboardLayout';
export { NotFoundPage } from './NotFoundPage';
// Who opens each screen (issue 39): with the frame, so the login screen's first load carries none of the rules.
export { previewRule, screenRule } from '../../screenAccess';
