import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { rolesAllowed, type RootFieldRule, STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';

import { dashboardUrl } from '../../appUrls';
import { PageHeader } from '../../ui/PageHeader';
import { useStaffAccess } from '../../ui/staffAccess';
import { staffAccessMessages } from './staffAccessMessages';

/**
 * Issue 39: an address the role may not open (a bookmark, a link from a colleague) says so, names the roles that
 * may, and sends them to an admin; not the generic not-found page, as the page exists.
 */
export function AccessRefusedPage({ rule }: { rule: RootFieldRule }) {
  const { pathname } = useLocation();
  const { role } = useStaffAccess();
  const roles = rolesAllowed(rule).map((allowed) => STAFF_ROLE_LABELS[allowed]);
  return (
    <>
      <PageHeader title={staffAccessMessages.refusedTitle} />
      <Alert severity="warning">
        <AlertTitle>{staffAccessMessages.refused(pathname, role && STAFF_ROLE_LABELS[role])}</AlertTitle>
        {staffAccessMessages.openTo(roles)}{' '}
        <Link component={RouterLink} to={dashboardUrl}>
          {staffAccessMessages.backToOverview}
        </Link>
      </Alert>
    </>
  );
}

/** A screen shown only to the roles `rule` lets in; the others see why not (AccessRefusedPage). */
export function ScreenGate({ rule, children }: { rule: RootFieldRule; children: ReactNode }) {
  const access = useStaffAccess();
  return access.canUse(rule) ? children : <AccessRefusedPage rule={rule} />;
}
