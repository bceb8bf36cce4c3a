/** The addresses of the app itself, outside any one area: sign-in, the dashboard and where it opens. */
export const loginUrl = '/';
export const dashboardUrl = '/dashboard';
/** Spec 000 §2: where a signed-in user lands, and what an empty dashboard path shows. */
export const dashboardHomeUrl = '/dashboard/inventory';
