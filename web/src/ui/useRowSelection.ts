import { useCallback, useMemo, useState } from 'react';

/** The rows a list has selected, across its pages; what DataTable's `selection` prop takes. */
export interface RowSelection {
  /** The selected ids, in the order they were selected. */
  ids: readonly string[];
  isSelected(id: string): boolean;
  toggle(id: string): void;
  /** Selects (or unselects) these rows together, e.g. a page's rows. */
  setMany(ids: readonly string[], selected: boolean): void;
  /** Replaces the selection, e.g. with every row the filters match. */
  replace(ids: readonly string[]): void;
  clear(): void;
  /** How a row's checkbox is named to assistive technology and tests: "Select order 42". */
  rowLabel(id: string): string;
}

const NONE: readonly string[] = [];

/**
 * The rows a list has selected. The selection survives paging (staff pick from several pages) and is
 * dropped when `resetKey` changes — the list's filters — so an action never reaches rows that no longer match.
 */
export function useRowSelection({ resetKey, rowName }: { resetKey: string; rowName: string }): RowSelection {
  const [state, setState] = useState<{ key: string; ids: readonly string[] }>({ key: resetKey, ids: [] });
  // Reset while rendering (React's pattern for state derived from a prop), so no frame shows the old selection.
  if (state.key !== resetKey) setState({ key: resetKey, ids: NONE });
  const ids = state.key === resetKey ? state.ids : NONE;
  const update = useCallback(
    (change: (ids: readonly string[]) => readonly string[]) =>
      setState((current) => ({ key: resetKey, ids: change(current.key === resetKey ? current.ids : []) })),
    [resetKey],
  );
  const chosen = useMemo(() => new Set(ids), [ids]);
  return useMemo(
    () => ({
      ids,
      isSelected: (id) => chosen.has(id),
      toggle: (id) =>
        update((current) => (current.includes(id) ? current.filter((other) => other !== id) : [...current, id])),
      setMany: (many, selected) =>
        update((current) =>
          selected
            ? [...current, ...many.filter((id) => !current.includes(id))]
            : current.filter((id) => !many.includes(id)),
        ),
      replace: (many) => update(() => [...new Set(many)]),
      clear: () => update(() => []),
      rowLabel: (id) => `Select ${rowName} ${id}`,
    }),
    [ids, chosen, update, rowName],
  );
}
