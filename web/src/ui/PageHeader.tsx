import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" flexWrap="wrap" gap={2} sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        {children}
      </Stack>
    </Stack>
  );
}
