import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES, parseListParams, writeListParams, type ListDefaults, type ListParams } from './listParams';

/**
 * Paging, sorting and filters of a list, kept in the address with the spec's parameter names, so a
 * list can be bookmarked, shared and returned to with the browser's Back button.
 */
export function useListParams(options: Partial<ListDefaults> & { orderBy: string }) {
  const [search, setSearch] = useSearchParams();
  const defaults: ListDefaults = { perPage: 15, pageSizes: PAGE_SIZES, ...options };
  const { perPage, orderBy, pageSizes, desc } = defaults;
  const params = useMemo(() => parseListParams(search, { perPage, orderBy, pageSizes, desc }), [search, perPage, orderBy, pageSizes, desc]);
  const update = useCallback(
    (change: Partial<ListParams> & { filters?: Record<string, string | null> }) =>
      setSearch((current) => writeListParams(current, change, { perPage, orderBy, pageSizes, desc })),
    [setSearch, perPage, orderBy, pageSizes, desc],
  );
  return {
    ...params,
    pageSizes,
    filter: (key: string) => search.get(key) ?? '',
    update,
  };
}

export type ListState = ReturnType<typeof useListParams>;
