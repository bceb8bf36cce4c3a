import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The header button of a list that opens its add form ("Add Warehouse"): a link, so it opens in a new tab too. */
export function AddLinkButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={to}>
      {children}
    </Button>
  );
}
