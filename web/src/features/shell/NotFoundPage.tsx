import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { dashboardUrl } from '../../appUrls';
import { areaPaths } from '../../routePaths';
import { PageHeader } from '../../ui/PageHeader';

/** An address the dashboard does not have says so, with a way back, instead of silently opening Inventory. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="Page not found" />
      <Alert severity="warning">
        <AlertTitle>There is no page at {pathname}</AlertTitle>
        The address may be mistyped, or the page may have moved.{' '}
        <Link component={RouterLink} to={`${dashboardUrl}/${areaPaths.inventory.list}`}>
          Back to Inventory
        </Link>
      </Alert>
    </>
  );
}
