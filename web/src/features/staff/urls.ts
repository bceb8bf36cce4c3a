/** Route pattern (relative to /dashboard) and address of the Staff screen (issue 39); members are edited in a dialog. */
export const staffPaths = {
  list: 'staff',
} as const;

export const staffUrls = {
  list: '/dashboard/staff',
};
