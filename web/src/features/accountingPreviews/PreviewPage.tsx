import Alert from '@mui/material/Alert';
import type { ReactNode } from 'react';

import { PageHeader } from '../../ui/PageHeader';
import { PREVIEW_NOTICE } from './urls';

/**
 * The frame of every accounting mock-up (spec 002 §2): its title, the header's buttons, and the preview
 * banner right under the title. A note, not an alert: it is part of the page, not news to announce.
 */
export function PreviewPage({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title}>{actions}</PageHeader>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {PREVIEW_NOTICE}
      </Alert>
      {children}
    </>
  );
}
