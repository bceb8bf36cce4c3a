import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  canonicalEnumParams,
  type EnumFilterSpec,
  type ListChange,
  listDefaults,
  type ListOptions,
  type ListParams,
  oneOf,
  parseListParams,
  someOf,
  unknownEnumParams,
  type UnknownFilterValue,
  withoutUnknownEnumParams,
  writeListParams,
} from './listParams';

/** A list's state in the address; `Sort` is the list's GraphQL sort enum. */
export interface ListState<Sort extends string = string> extends ListParams<Sort> {
  pageSizes: readonly number[];
  /** A text filter's value, '' when absent. */
  filter(key: string): string;
  /** An enum filter's value (the GraphQL enum value as it is), null when absent or not one of `values`. */
  enumFilter<Value extends string>(key: string, values: readonly Value[]): Value | null;
  /** A comma-separated enum filter's values, unknown ones left out. */
  enumsFilter<Value extends string>(key: string, values: readonly Value[]): Value[];
  /**
   * A change of the address: a new history entry, or with `replace` a correction of the current one (a
   * page past the last). A method, so that a list of one sort enum is also a ListState<string> for the
   * shared components.
   */
  update(change: ListChange<Sort>, options?: { replace?: boolean }): void;
  /** The values of the enum filters that name nothing (`?status=bogus`): the list ignores them and says so. */
  unknownFilters: readonly UnknownFilterValue[];
  /** Takes the unknown values out of the address, in place. */
  dropUnknownFilters(): void;
}

const NO_ENUM_FILTERS: Readonly<Record<string, EnumFilterSpec>> = {};

/**
 * Paging, sorting and filters of a list, kept in the address with the spec's parameter names, so a
 * list can be bookmarked, shared and returned to with the browser's Back button. `orderby` is read
 * against `sortFields`, the generated sort enum (`WarehouseSortField` of @backoffice/schema/generated/enums):
 * anything else in the address means the default.
 */
export function useListParams<Sort extends string>(options: ListOptions<Sort>): ListState<Sort> {
  const [address, setSearch] = useSearchParams();
  const { perPage, pageSizes, sortFields, orderBy, desc, enumFilters = NO_ENUM_FILTERS } = options;
  const defaults = useMemo(
    () => listDefaults({ perPage, pageSizes, sortFields, orderBy, desc }),
    [perPage, pageSizes, sortFields, orderBy, desc],
  );
  const canonical = useMemo(() => canonicalEnumParams(address, enumFilters), [address, enumFilters]);
  // An old bookmark's spelling is corrected in place, so Back does not return to it.
  useEffect(() => {
    if (canonical) setSearch(canonical, { replace: true });
  }, [canonical, setSearch]);
  const search = canonical ?? address;
  const params = useMemo(() => parseListParams(search, defaults), [search, defaults]);
  const update = useCallback(
    (change: ListChange<Sort>, { replace = false } = {}) =>
      setSearch((current) => writeListParams(current, change, defaults), { replace }),
    [setSearch, defaults],
  );
  const dropUnknownFilters = useCallback(
    () => setSearch((current) => withoutUnknownEnumParams(current, enumFilters), { replace: true }),
    [setSearch, enumFilters],
  );
  // One object while the address stays the same, so an effect on the list (DataTable's correction of a page
  // past the last) runs once per address, not on every render while a route's loader holds the navigation.
  return useMemo(
    () => ({
      ...params,
      pageSizes: defaults.pageSizes,
      filter: (key) => search.get(key) ?? '',
      enumFilter: (key, values) => oneOf(values, search.get(key)),
      enumsFilter: (key, values) => someOf(values, search.get(key)),
      update,
      unknownFilters: unknownEnumParams(search, enumFilters),
      dropUnknownFilters,
    }),
    [params, defaults.pageSizes, search, update, enumFilters, dropUnknownFilters],
  );
}
