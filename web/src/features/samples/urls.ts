// Imported by routes.tsx into the first bundle: plain constants only (no rules, no zod).

/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 001 §2. */
export const samplePaths = {
  list: 'samples',
  add: 'add/sample',
  edit: 'edit/sample/:id',
} as const;

export const sampleUrls = {
  list: '/dashboard/samples',
  add: '/dashboard/add/sample',
  edit: (id: string) => `/dashboard/edit/sample/${encodeURIComponent(id)}`,
};

/** Spec 001 §2: the list's filters live in the address under these keys. */
export const SAMPLE_FILTER_KEYS = {
  search: 'sample',
  startDate: 'start_date',
  endDate: 'end_date',
  shipFromId: 'ship_from',
  purpose: 'purpose',
  shipmentStatus: 'ship_status',
} as const;

/** The query key that opens a sample's detail dialog over the list (as the orders list's). */
export const DETAIL_PARAM = 'detail';

/** The detail dialog's value: a sample id is digits; anything else in the address opens no dialog. */
export const parseSampleId = (text: string): string | null => (/^\d+$/.test(text) ? text : null);
