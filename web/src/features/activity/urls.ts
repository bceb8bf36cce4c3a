/** Route pattern (relative to /dashboard) and address of the Activity screen (issue 39). */
export const activityPaths = {
  list: 'activity',
} as const;

export const activityUrls = {
  list: '/dashboard/activity',
};

/**
 * The list's filters in the address: the staff member's id (admins only), the kind of record and the mutation as
 * their GraphQL spellings (`record_type=ORDER`, `operation=updateOrder`), and the days, as every list's date range.
 */
export const ACTIVITY_FILTER_KEYS = {
  staffId: 'staff',
  recordType: 'record_type',
  operation: 'operation',
  startDate: 'start_date',
  endDate: 'end_date',
} as const;
