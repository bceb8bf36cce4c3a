import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

import { PageHeader } from '../../ui/PageHeader';
import { staffAccessMessages } from './staffAccessMessages';

/**
 * Issue 39: someone who has signed in but has no role yet (DEFAULT_STAFF_ROLE is none) sees this, and only this,
 * at every address of the dashboard; the header keeps Logout.
 */
export function NoRolePage() {
  return (
    <>
      <PageHeader title="Back office" />
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {staffAccessMessages.reload}
          </Button>
        }
      >
        <AlertTitle>{staffAccessMessages.noRoleTitle}</AlertTitle>
        {staffAccessMessages.noRole}
      </Alert>
    </>
  );
}
