/**
 * Address keys a preset leaves out: the page (a preset is a view of the list, not a place in it) and a dialog
 * opened from the address (`detail`, ui/urlParams.ts's useDialogParam), which is not a filter.
 */
const NOT_SAVED = new Set(['page', 'detail']);

/**
 * What a preset saves of a list's address: its filters, search, sort and page size as a query string without
 * `?`, in one spelling whatever order the address has them in and without empty values, so a preset's params
 * equal the address's exactly when the list shows the same rows. Values keep URLSearchParams's encoding.
 */
export function presetParams(search: string | URLSearchParams): string {
  const entries = [...new URLSearchParams(search).entries()].filter(
    ([key, value]) => !NOT_SAVED.has(key) && value !== '',
  );
  // A stable sort by key: the values of a repeated key keep their order.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(entries).toString();
}
