/** The addresses of the app itself, outside any one area: sign-in, the dashboard and where it opens. */
export const loginUrl = '/';
export const dashboardUrl = '/dashboard';
/** Where a signed-in user lands: the overview (issue 27; the spec's 000 §2 landed on Inventory), /dashboard itself. */
export const dashboardHomeUrl = dashboardUrl;
