/** Test support: history entries as the gateway answers them, for the History section's and the Activity screen's tests. */

/** One field a change set. */
export const historyChange = (field: string, before: string | null, after: string | null) => ({
  __typename: 'HistoryFieldChange',
  field,
  before,
  after,
});

/** An entry: Rina Sales's successful edit of order 12, changed by `fields`. */
export const historyEntry = (id: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'HistoryEntry',
  id,
  at: '2026-11-05T07:05:00Z',
  staffName: 'Rina Sales',
  staffId: '3',
  operation: 'updateOrder',
  recordType: 'ORDER',
  recordId: '12',
  outcome: 'OK',
  changes: [],
  ...fields,
});
