// Imported by routes.tsx into the first bundle: plain constants only (no rules, no zod).

/** Route patterns (relative to /dashboard). Spec 001 §2. */
export const testerPaths = {
  list: 'tester',
} as const;

/** The status filter's query key (the REST API's own name; the spec names the filter, not its key). */
export const TESTER_STATUS_PARAM = 'status';

/** The query key that opens a tester's detail dialog over the list (as the orders list's). */
export const DETAIL_PARAM = 'detail';

/** The detail dialog's value: a tester id is digits; anything else in the address opens no dialog. */
export const parseTesterId = (text: string): string | null => (/^\d+$/.test(text) ? text : null);
