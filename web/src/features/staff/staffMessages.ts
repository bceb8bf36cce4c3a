import type { StaffRole } from '@backoffice/schema/generated/enums';
import { STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';

/** What the Staff screen says (issue 39). */
export const staffMessages = {
  title: 'Staff',
  noRole: 'No role',
  active: 'Active',
  disabled: 'Disabled',
  neverSignedIn: 'Never',
  saved: (name: string) => `Saved ${name}`,
  /** Asked before a change that disables someone: what it does at once. */
  confirmDisable: (name: string) => `Disable ${name}? Their sessions end at once and they cannot sign in.`,
  disableLabel: 'Disable',
  editTitle: (name: string) => `Edit ${name}`,
  activeHelp: 'Off: they are signed out everywhere at once and cannot sign in',
  roleHelp: 'Decides the screens they use; with none they see only a page that says to ask an admin',
};

/** A role as the screen says it, "No role" for none. */
export const roleLabel = (role: StaffRole | null | undefined) =>
  role ? STAFF_ROLE_LABELS[role] : staffMessages.noRole;

/** The role and state columns' words in the CSV, as the list shows them. */
export const ROLE_EXPORT_VALUES: Readonly<Record<string, string>> = STAFF_ROLE_LABELS;
export const STATE_EXPORT_VALUES: Readonly<Record<string, string>> = {
  true: staffMessages.active,
  false: staffMessages.disabled,
};
