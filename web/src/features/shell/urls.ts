export const loginUrl = '/';
export const dashboardUrl = '/dashboard';
/** Spec 000 §2: where a signed-in user lands, and what an empty dashboard path shows. */
export const dashboardHomeUrl = '/dashboard/inventory';
