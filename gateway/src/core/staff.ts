import type { StaffRole } from '@backoffice/schema/generated/enums';

/**
 * Who a request's session belongs to, as every resolver may ask (context.ts `staff`). The gateway's store keeps them
 * (auth/store.ts): the company's REST API knows nothing of roles (issue 39).
 */

/** A member of staff as the gateway's store knows them; `id` is the store's own. */
export interface Staff {
  id: number;
  email: string;
  name: string;
  /** What they may do (schema/rules/access.ts); null until an admin gives them a role. */
  role: StaffRole | null;
  /** False once disabled: no session of theirs is live, and they cannot sign in. */
  active: boolean;
  lastSignInAt: Date | null;
}

/** Who becomes what at sign-in (ADMIN_EMAILS, DEFAULT_STAFF_ROLE). */
export interface FirstRoles {
  adminEmails: readonly string[];
  defaultRole: StaffRole | null;
}

/** What a change of staff tells the sessions this gateway serves (auth/liveSessions.ts). */
export interface StaffSessions {
  /** Sessions another part of this gateway ended in the store (a member disabled): refused from now on. */
  ended(keys: readonly string[]): void;
  /** A member's role or state changed in the store: what this replica remembers of whose a session is may be old. */
  staffChanged(): void;
}
