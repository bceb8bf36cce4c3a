import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { PageHeader } from '../../ui/PageHeader';

/** An area of the sidebar whose screens are not built yet says so, instead of pretending. */
export function NotBuiltPage({ label }: { label: string }) {
  return (
    <>
      <PageHeader title={label} />
      <Alert severity="info">
        <AlertTitle>Not built yet</AlertTitle>
        The {label} screens are not built yet in this dashboard. They will appear here when they are ready.
      </Alert>
    </>
  );
}
