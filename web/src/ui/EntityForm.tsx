import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { errorMessage } from './errorMessage';
import { PageHeader } from './PageHeader';
import { RecordHistory, type RecordHistoryProps } from './RecordHistory';

interface EntityFormProps {
  /** The page's heading, also the form's accessible name. */
  title: string;
  /** Editing a record (the button reads Update) rather than adding one (Save). */
  editing: boolean;
  /**
   * The query of the record that fills the form (the edited one, or the source of a copy): until its data is
   * there, its error or a spinner stands in for the form. Left out when the form starts empty.
   */
  existing?: { data?: unknown; error?: unknown };
  /** The spinner's accessible name, e.g. "Loading warehouse". */
  loadingLabel: string;
  maxWidth: number;
  onSubmit(event: FormEvent): void;
  /** The last save's failure, shown above the fields; null when there is none. */
  saveError: unknown;
  submitting: boolean;
  /** Where Cancel leads. */
  cancelTo: string;
  /** The words of a failed save above the fields; the error's one message when left out. */
  describeError?(error: unknown): string;
  /** The space between the form's rows, in theme spacing units. */
  spacing?: number;
  /** Issue 39: the edited record, whose History section shows under the form (only while editing). */
  history?: Pick<RecordHistoryProps, 'recordType' | 'recordId'>;
  children: ReactNode;
}

/** What useFormPage gives `<EntityForm>` (its `entityForm`), for a form that passes it on through a component of its own. */
export type EntityFormState = Pick<
  EntityFormProps,
  'editing' | 'existing' | 'onSubmit' | 'saveError' | 'submitting' | 'cancelTo' | 'history'
>;

/** The add and edit page of a record (spec 000 §2): one layout for both, with Cancel beside Save or Update. */
export function EntityForm(props: EntityFormProps) {
  const {
    title,
    editing,
    existing,
    loadingLabel,
    maxWidth,
    onSubmit,
    saveError,
    submitting,
    cancelTo,
    describeError = errorMessage,
    spacing = 2,
    history,
    children,
  } = props;
  if (existing?.error) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{errorMessage(existing.error)}</Alert>
      </>
    );
  }
  if (existing && !existing.data) {
    return (
      <>
        <PageHeader title={title} />
        <CircularProgress aria-label={loadingLabel} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      <Paper
        component="form"
        onSubmit={onSubmit}
        noValidate
        variant="outlined"
        sx={{ p: 3, maxWidth }}
        aria-label={title}
      >
        <Stack spacing={spacing}>
          {saveError !== null && <Alert severity="error">{describeError(saveError)}</Alert>}
          {children}
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button component={RouterLink} to={cancelTo} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={submitting}>
              {editing ? 'Update' : 'Save'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {editing && history && (
        <Box sx={{ maxWidth, mt: 3 }}>
          <RecordHistory {...history} />
        </Box>
      )}
    </>
  );
}
