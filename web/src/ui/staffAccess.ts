import { createContext, useContext } from 'react';

import { StaffRole } from '@backoffice/schema/generated/enums';
import {
  type AccessArea,
  mayRead,
  mayUse,
  mayWrite,
  MUTATION_RULES,
  type RootFieldRule,
} from '@backoffice/schema/rules/access';

/** Who is signed in, as `me` answers it (unknown until it has). */
export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
}

/**
 * What the signed-in person may use (issue 39), by the one declaration of roles (schema/rules/access.ts): the
 * screens show only that. The gateway decides every request itself; this only spares staff buttons that would be
 * refused.
 */
export interface StaffAccess {
  /** Their role; null while an admin has given them none. */
  role: StaffRole | null;
  /** Who they are, once `me` has answered; until then the role is the one login answered. */
  me?: SignedInStaff;
  canRead(area: AccessArea): boolean;
  canWrite(area: AccessArea): boolean;
  /** Whether a root field's or a screen's rule lets them in (`MUTATION_RULES.updateProduct`: products or prices). */
  canUse(rule: RootFieldRule): boolean;
  /**
   * Whether they may send mutation `name` (`'generateShippingLabel'`), by its rule in MUTATION_RULES: what a button
   * that sends it asks. A mutation without a rule is refused by the gateway, so by this too.
   */
  canMutate(name: string): boolean;
}

export function staffAccess(role: StaffRole | null, me?: SignedInStaff): StaffAccess {
  return {
    role,
    me,
    canRead: (area) => mayRead(role, area),
    canWrite: (area) => mayWrite(role, area),
    canUse: (rule) => mayUse(role, rule),
    canMutate: (name) => {
      const rule = Object.hasOwn(MUTATION_RULES, name) ? MUTATION_RULES[name] : undefined;
      return rule !== undefined && mayUse(role, rule);
    },
  };
}

const ROLES: readonly string[] = Object.values(StaffRole);

/** A remembered role's name as a role: null for none, undefined for nothing known (or a name no role has). */
export function parseRole(name: string | null | undefined): StaffRole | null | undefined {
  if (name === null) return null;
  return name !== undefined && ROLES.includes(name) ? (name as StaffRole) : undefined;
}

/** Given by the dashboard's frame (shell/DashboardLayout) to every screen inside it; tests give it through renderAt. */
export const StaffAccessContext = createContext<StaffAccess | undefined>(undefined);

/** The signed-in person's role and what it allows; only inside the dashboard's frame. */
export function useStaffAccess(): StaffAccess {
  const access = useContext(StaffAccessContext);
  if (!access) throw new Error('useStaffAccess needs the dashboard frame (StaffAccessContext) around it');
  return access;
}
