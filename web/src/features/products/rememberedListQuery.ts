import { useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Session storage that may be unavailable (private modes, disabled storage): the list then just forgets. */
function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, search: string) {
  try {
    sessionStorage.setItem(key, search);
  } catch {
    // Nothing to remember with.
  }
}

/** The query to go back to: only when the list is opened bare (sidebar, after a save) and one was remembered. */
export function queryToRestore(search: string, stored: string | null): string | null {
  return search === '' && stored ? stored : null;
}

/**
 * Spec 000 §2: the filter, search text, page and page size are remembered for the session. The list's
 * address query is kept in sessionStorage and restored when the list is opened without one. While
 * `restoring` is true the page should not fetch: the address is about to change.
 */
export function useRememberedListQuery(key: string): { restoring: boolean } {
  const { search } = useLocation();
  const navigate = useNavigate();
  // Decided once, when the list opens: a list emptied of filters later stays empty.
  const [restore, setRestore] = useState(() => queryToRestore(search, readStored(key)));
  // The address holds a query now (the restored one, or one the user chose meanwhile): restoring is over.
  if (restore !== null && search !== '') setRestore(null);
  useLayoutEffect(() => {
    if (restore !== null) navigate({ search: restore }, { replace: true });
    else store(key, search);
  }, [key, search, restore, navigate]);
  return { restoring: restore !== null };
}
