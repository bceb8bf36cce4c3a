import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Query values of an address; null, undefined and '' are left out, lists are written comma-separated. */
type QueryValues = Readonly<Record<string, string | number | boolean | readonly string[] | null | undefined>>;

/** `path` with `query` (Saleor's `xUrl(params)`): `withQuery(orderUrls.list, { detail: '12' })` is '/dashboard/orders?detail=12'. */
export function withQuery(path: string, query: QueryValues = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const text = Array.isArray(value) ? value.join(',') : value === null || value === undefined ? '' : String(value);
    if (text !== '') search.set(key, text);
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A dialog opened from the address (`?detail=12`), so Back closes it and a link opens it. `parse` turns
 * the address's text into the dialog's value (null: none); without it any non-empty text is the value.
 */
export function useDialogParam<Value extends string = string>(key: string, parse?: (text: string) => Value | null) {
  const [search, setSearch] = useSearchParams();
  const text = search.get(key)?.trim();
  // Without a parser Value is string, so the text is one as it is.
  const value = !text ? null : parse ? parse(text) : (text as Value);
  const set = useCallback(
    (next: Value | null) =>
      setSearch((current) => {
        const changed = new URLSearchParams(current);
        if (next) changed.set(key, next);
        else changed.delete(key);
        return changed;
      }),
    [key, setSearch],
  );
  return { value, open: set as (value: Value) => void, close: useCallback(() => set(null), [set]) };
}
