import * as z from 'zod/mini';

import { StaffRole } from '../generated/enums';

/** What the gateway accepts as StaffMemberInput (the Staff screen's role and state). */
export const staffMemberInputRules = z.object({
  role: z.nullable(z.enum(StaffRole, { error: 'Role must be one of the roles' })),
  active: z.boolean({ error: 'Active must be true or false' }),
});
export type StaffMemberInputValues = z.output<typeof staffMemberInputRules>;

/** Issue 39: a change that would leave nobody able to manage staff is refused, on the field it would change. */
export const LAST_ADMIN_ROLE_MESSAGE =
  'The last active admin cannot give up the Admin role: make someone else an admin first';
export const LAST_ADMIN_ACTIVE_MESSAGE = 'The last active admin cannot be disabled: make someone else an admin first';

/** Which refusal, if any, a change of an admin's role or state gets while `otherAdmins` active admins remain. */
export function lastAdminProblem(
  before: { role: StaffRole | null; active: boolean },
  after: StaffMemberInputValues,
  otherAdmins: number,
): { field: 'role' | 'active'; message: string } | undefined {
  const wasAdmin = before.role === StaffRole.Admin && before.active;
  if (!wasAdmin || otherAdmins > 0) return undefined;
  if (after.role !== StaffRole.Admin) return { field: 'role', message: LAST_ADMIN_ROLE_MESSAGE };
  if (!after.active) return { field: 'active', message: LAST_ADMIN_ACTIVE_MESSAGE };
  return undefined;
}
