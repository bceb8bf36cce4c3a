import { useCallback, useState } from 'react';

/** This browser's choice of the wide screen's sidebar, kept across visits (spec 000 §2's logout clears it with the rest). */
const SIDEBAR_KEY = 'sidebar';

type SidebarChoice = 'collapsed' | 'expanded';

const readChoice = (): SidebarChoice | null => {
  const stored = localStorage.getItem(SIDEBAR_KEY);
  return stored === 'collapsed' || stored === 'expanded' ? stored : null;
};

/**
 * Whether the permanent sidebar is narrow, each label under its icon: as this browser last chose, else narrow on a
 * screen narrower than `roomy` (at 1280 px the lists need the room the labels beside the icons take).
 */
export const sidebarCollapsed = (choice: SidebarChoice | null, roomy: boolean): boolean =>
  choice ? choice === 'collapsed' : !roomy;

/** The sidebar's collapsed state and its toggle, the choice remembered in local storage. */
export function useSidebarCollapsed(roomy: boolean) {
  const [choice, setChoice] = useState(readChoice);
  const collapsed = sidebarCollapsed(choice, roomy);
  const toggle = useCallback(() => {
    const next: SidebarChoice = collapsed ? 'expanded' : 'collapsed';
    localStorage.setItem(SIDEBAR_KEY, next);
    setChoice(next);
  }, [collapsed]);
  return { collapsed, toggle };
}
