import type { Staff } from '../auth/identity';
import type { StaffMember } from '../generated/graphql';

/** A staff member as the Staff screen lists them. */
export const toStaffMember = ({ id, lastSignInAt, ...staff }: Staff): StaffMember => ({
  ...staff,
  id: String(id),
  lastSignInAt: lastSignInAt && new Date(lastSignInAt).toISOString(),
});
