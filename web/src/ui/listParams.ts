/** Page sizes of every paged list (spec 000 §9); -1 is "all". */
export const PAGE_SIZES = [15, 25, 50, 100, -1] as const;
/** Spec 002 §9: retail partner, FAQ, FAQ category, recipe and subscriber tables show 5 rows a page. */
export const CONTENT_PAGE_SIZES = [5, 15, 25, 50, -1] as const;

/** `Sort` is the list's GraphQL sort enum, so the query gets only values the schema accepts. */
export interface ListParams<Sort extends string = string> {
  /** 1-based, as in the address. */
  page: number;
  perPage: number;
  orderBy: Sort;
  desc: boolean;
}

export interface ListDefaults<Sort extends string = string> {
  perPage: number;
  /** The values `orderby` may take: the generated sort enum's values, e.g. `Object.values(WarehouseSortField)`. */
  sortFields: readonly Sort[];
  orderBy: Sort;
  pageSizes: readonly number[];
  /** How a list sorts while the address has no `desc` (orders: newest first); ascending when left out. */
  desc?: boolean;
}

/** How a list reads the address: its sort enum and defaults, and its enum filters. */
export interface ListOptions<Sort extends string> extends Partial<Omit<ListDefaults<Sort>, 'sortFields' | 'orderBy'>> {
  /** The generated sort enum of the list's query (a module constant, so it stays the same object). */
  sortFields: Readonly<Record<string, Sort>>;
  orderBy: NoInfer<Sort>;
  /**
   * The enum filters by query key, with their label tables (a module constant): an old address's REST
   * spelling is read and written back in the GraphQL one, and a value naming nothing is ignored with a notice.
   */
  enumFilters?: Readonly<Record<string, EnumFilterSpec>>;
}

/** A list's defaults from its options: 15 rows a page, the common page sizes, ascending unless `desc` says. */
export function listDefaults<Sort extends string>({
  perPage = 15,
  pageSizes = PAGE_SIZES,
  sortFields,
  orderBy,
  desc,
}: ListOptions<Sort>): ListDefaults<Sort> {
  return { perPage, pageSizes, sortFields: Object.values(sortFields), orderBy, desc };
}

/** A change of the list: any of its parameters, and filters by query key (null or '' removes one). */
export type ListChange<Sort extends string = string> = Partial<ListParams<Sort>> & {
  filters?: Record<string, string | null>;
};

/** The value of `text` if it is one of `values` (an enum's values, as the address spells them), else null. */
export function oneOf<Value extends string>(values: readonly Value[], text: string | null | undefined): Value | null {
  return values.find((value) => value === text) ?? null;
}

/** The values of comma-separated `text` that are among `values`, in their order there; unknown ones are left out. */
export function someOf<Value extends string>(values: readonly Value[], text: string | null | undefined): Value[] {
  const given = new Set((text ?? '').split(',').map((part) => part.trim()));
  return values.filter((value) => given.has(value));
}

/** Case, spaces and underscores aside, so 'payment_success', 'Payment Success' and 'PAYMENT_SUCCESS' are one spelling. */
const loose = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '_');

/**
 * The enum value `text` names, by its GraphQL spelling or by its label. Addresses saved from the old dashboard
 * hold the REST API's spellings ('payment_success', 'crystal web', 'Out_for_delivery'), which are the labels
 * staff read up to case, spaces and underscores, so the list's one label table reads them too. Null for none.
 */
export function enumOf<Value extends string>(
  labels: Readonly<Record<Value, string>>,
  text: string | null | undefined,
): Value | null {
  if (!text?.trim()) return null;
  const wanted = loose(text);
  return (
    (Object.keys(labels) as Value[]).find((value) => loose(value) === wanted || loose(labels[value]) === wanted) ?? null
  );
}

/** The values comma-separated `text` names (as `enumOf` reads each), in the labels' order; unknown ones are left out. */
export function enumsOf<Value extends string>(
  labels: Readonly<Record<Value, string>>,
  text: string | null | undefined,
): Value[] {
  const given = new Set((text ?? '').split(',').map((part) => enumOf(labels, part)));
  return (Object.keys(labels) as Value[]).filter((value) => given.has(value));
}

/** An enum filter of a list: its label table, and whether the address holds several values, comma-separated. */
export interface EnumFilterSpec {
  labels: Readonly<Record<string, string>>;
  multiple?: boolean;
}

/** An enum filter's text read against its labels: the values it names, and the parts that name none, as written. */
function readEnumParam(text: string, { labels, multiple }: EnumFilterSpec): { known: string[]; unknown: string[] } {
  const parts = (multiple ? text.split(',') : [text]).map((part) => part.trim()).filter(Boolean);
  const unknown = parts.filter((part) => enumOf(labels, part) === null);
  return { known: multiple ? enumsOf(labels, text) : parts.flatMap((part) => enumOf(labels, part) ?? []), unknown };
}

/**
 * The address with each enum filter in its GraphQL spelling (`?status=payment_success` becomes
 * `?status=PAYMENT_SUCCESS`); a value that names nothing stays as it is, for the list to say it ignored it
 * (`unknownEnumParams`). Null when nothing changes.
 */
export function canonicalEnumParams(
  search: URLSearchParams,
  filters: Readonly<Record<string, EnumFilterSpec>>,
): URLSearchParams | null {
  const next = new URLSearchParams(search);
  let changed = false;
  for (const [key, spec] of Object.entries(filters)) {
    const text = search.get(key);
    if (text === null) continue;
    const { known, unknown } = readEnumParam(text, spec);
    const canonical = [...known, ...unknown].join(',');
    if (canonical && canonical !== text) {
      next.set(key, canonical);
      changed = true;
    }
  }
  return changed ? next : null;
}

/** A value of an enum filter in the address that names nothing the list knows (`?status=bogus`). */
export interface UnknownFilterValue {
  key: string;
  value: string;
}

/** The values of the address's enum filters that name nothing, which the list ignores. */
export function unknownEnumParams(
  search: URLSearchParams,
  filters: Readonly<Record<string, EnumFilterSpec>>,
): UnknownFilterValue[] {
  return Object.entries(filters).flatMap(([key, spec]) =>
    readEnumParam(search.get(key) ?? '', spec).unknown.map((value) => ({ key, value })),
  );
}

/** The address without the enum filters' unknown values (a filter of nothing else goes altogether). */
export function withoutUnknownEnumParams(
  search: URLSearchParams,
  filters: Readonly<Record<string, EnumFilterSpec>>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [key, spec] of Object.entries(filters)) {
    const text = search.get(key);
    if (text === null) continue;
    const { known, unknown } = readEnumParam(text, spec);
    if (unknown.length === 0) continue;
    if (known.length > 0) next.set(key, known.join(','));
    else next.delete(key);
  }
  return next;
}

/** What the list says of an unknown value: the filter named by its key as the address spells it. */
export const unknownFilterMessage = ({ key, value }: UnknownFilterValue): string =>
  `Unknown ${key.replaceAll('_', ' ')} filter '${value}' was ignored`;

/** The last page of `totalCount` rows shown `perPage` at a time (-1: all on one page); 1 when there are none. */
export const lastPage = (totalCount: number, perPage: number): number =>
  perPage > 0 ? Math.max(1, Math.ceil(totalCount / perPage)) : 1;

/** Reads page, per_page, orderby and desc from the address, falling back to the defaults for anything odd. */
export function parseListParams<Sort extends string>(
  search: URLSearchParams,
  defaults: ListDefaults<Sort>,
): ListParams<Sort> {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: defaults.pageSizes.includes(perPage) ? perPage : defaults.perPage,
    orderBy: oneOf(defaults.sortFields, search.get('orderby')) ?? defaults.orderBy,
    desc: search.has('desc') ? search.get('desc') === 'true' : (defaults.desc ?? false),
  };
}

/** The address after a change: defaults are left out, and any change but paging goes back to page 1. */
export function writeListParams<Sort extends string>(
  search: URLSearchParams,
  change: ListChange<Sort>,
  defaults: ListDefaults<Sort>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null, fallback?: string) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  if (change.perPage !== undefined) set('per_page', String(change.perPage), String(defaults.perPage));
  if (change.orderBy !== undefined) set('orderby', change.orderBy, defaults.orderBy);
  if (change.desc !== undefined) set('desc', String(change.desc), String(defaults.desc ?? false));
  for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value);
  set('page', change.page !== undefined ? String(change.page) : null, '1');
  return next;
}
