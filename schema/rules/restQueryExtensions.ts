/**
 * Query parameters of REST lists that no spec document names (issue 24), declared once for the two services that
 * must agree on them. The REST API's extended profile takes them, and its spec profile drops them (rest-api
 * core/profile.ts derives its QUERY_EXTENSIONS from this); the gateway, over an upstream that does not document
 * one, filters the rows itself with a predicate per parameter (gateway core/listFilters.ts: a list's filters are
 * typed to exactly these names). gateway/test/listFilters.test.ts drives every one through both, the REST API's
 * SQL and the gateway's predicate, on the same rows.
 *
 * The rule: a list takes what a spec document names for it, plus paging and sorting (rest-api core/specCalls.ts).
 * A filter a screen shows without naming a parameter is an extension: the old client filtered the loaded rows ("A
 * phone filter works on the loaded rows only"; the warehouse and return searches are a "case-sensitive match on
 * lowercase typed text").
 */
export const REST_QUERY_EXTENSIONS = {
  // 000 §2 Inventory list names "page, per_page, orderby, desc" only; search and status filter are on screen.
  '/products': ['search', 'status', 'category'],
  // 000 §2 Promotions: "Search; status filter", no parameters named.
  '/promotion': ['search', 'status'],
  // 002 §2 Warehouse list: "Search by name (case-sensitive match on lowercase typed text)", on the loaded rows.
  '/warehouse': ['search'],
  // 000 §2 Internal Stock Transfer list: filters shown, no parameters named.
  '/internal_transfer': ['start_date', 'end_date', 'ship_from', 'ship_to', 'type', 'vendor'],
  // 002 §2 Stock Tracker names "filter_date, warehouse, item, per_page"; item_id is a stock correction's one
  // product; available_below is the overview's stock running low (issue 27), which no spec screen has.
  '/inventory/stock/count': ['item_id', 'available_below'],
  // 001 §2 Orders list names its filters (specCalls.ts) and 002 §2 the consignment list's "customer, order,
  // start_date, end_date": no tracking code or consignment status filter; the overview's work queues (issue 27)
  // count orders by them.
  '/orders': ['has_tracking_code', 'consignment_status'],
  // 001 §2 Returns list: "search box filtering by customer full name (case-sensitive lowercase match …)".
  '/returns': ['customer'],
  // 002 §2: the FAQ, category, recipe, subscriber and retailer lists show no search and name no parameter.
  '/faqs': ['search', 'locale'],
  '/faq_categories': ['search'],
  '/nutrition/recipe': ['search'],
  '/newsletter_subscribers': ['search'],
  '/retailer_locations': ['search'],
  // Not sent by the gateway, which reads no customer lookup of the retailer form.
  '/retailer_locations/all/customers': ['search'],
  // 002 §7: "GET /provinces, GET /cities"; 000 §2 "The city choice is limited to the chosen province" (on screen).
  // Not sent by the gateway either: it keeps every city and picks a province's itself (locations/rest.ts).
  '/cities': ['province_id'],
} as const satisfies Record<`/${string}`, readonly string[]>;

/** A REST list (its GET path) with query parameters beyond the spec. */
export type ExtendedList = keyof typeof REST_QUERY_EXTENSIONS;

/** The query parameters of `List` beyond the spec. */
export type QueryExtension<List extends ExtendedList> = (typeof REST_QUERY_EXTENSIONS)[List][number];
