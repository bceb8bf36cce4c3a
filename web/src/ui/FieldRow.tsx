import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * Form fields side by side, stacked in one column on a phone (below `sm`, 600 px). From `sm` up the
 * sidebar is a drawer until `md`, so the form is as wide at 600 px as at 900 px beside the sidebar.
 */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      {children}
    </Stack>
  );
}
