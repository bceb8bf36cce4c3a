/** The exact texts of spec 002 §2 and §8 (the empty Real Stock's message is the shared rule's EMPTY_REAL_STOCK_MESSAGE). */
export const stockTrackerMessages = {
  loading: 'Loading Stock Data...',
  updated: 'Berhasil Update Stock',
  failed: (detail: string) => `[ERROR] ${detail}`,
  /** Not in the spec: a correction is an adjustment dated today, so it is offered on today's figures only. */
  countsToday: 'Counts are recorded for today',
};
