import { orList } from '@backoffice/schema/rules/access';

/** What the dashboard says to someone whose role does not reach a screen, or who has none yet (issue 39). */
export const staffAccessMessages = {
  refusedTitle: 'No access to this page',
  refused: (pathname: string, roleLabel: string | null) =>
    roleLabel ? `Your role, ${roleLabel}, cannot open ${pathname}` : `You cannot open ${pathname}`,
  /** The roles that may, "Admin, Sales or Finance", and what to do. */
  openTo: (roles: readonly string[]) => `It is open to the role ${orList(roles)}: ask an admin if your work needs it.`,
  backToOverview: 'Back to the Overview',
  noRoleTitle: 'You have no role in the back office yet',
  noRole:
    'An admin gives each member of staff a role, which decides the screens they use. Ask an admin to give you one, then reload this page.',
  reload: 'Reload',
  checking: 'Checking your role',
  roleUnknown: 'Your role could not be checked',
  retry: 'Retry',
};
