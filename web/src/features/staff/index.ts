/** The Staff screen (issue 39), loaded as one chunk when an admin first opens it. */
export { StaffListPage } from './StaffListPage';
