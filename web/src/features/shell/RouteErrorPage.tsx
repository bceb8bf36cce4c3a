import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router-dom';

/** A screen that failed to load (a chunk that timed out, an unexpected error) never leaves a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <Box sx={{ p: 4 }} role="alert">
      <Typography variant="h6" color="error">
        This screen could not be shown
      </Typography>
      <Typography sx={{ my: 2 }}>{error instanceof Error ? error.message : 'Something went wrong.'}</Typography>
      <Button variant="outlined" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
