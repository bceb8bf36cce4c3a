import { ApolloError } from '@apollo/client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

import type { TesterStatus } from '@backoffice/schema/generated/enums';
import { TESTER_STATUS_LABELS, testerCanChange } from '@backoffice/schema/rules/sample';

import { DetailDialog } from '../../ui/DetailDialog';
import { useNotify } from '../../ui/notifications';
import { RecordHistory } from '../../ui/RecordHistory';
import type { SampleRowFragment } from '../../ui/samples.generated';
import { SampleFacts } from '../../ui/SampleSummary';
import { useStaffAccess } from '../../ui/staffAccess';
import { useOneActionAtATime } from '../../ui/useOneActionAtATime';
import { useSetTesterStatusMutation, useTesterQuery } from './testers.generated';
import { TESTER_BUTTONS, TESTER_STATUSES } from './testerStatuses';

interface TesterDetailDialogProps {
  /** The tester shown; the dialog is closed while null. */
  testerId: string | null;
  onClose(): void;
  /** After its status changed: a filtered list may no longer hold it. */
  onTesterChanged?(): void;
}

/**
 * Spec 001 §2 and §4: the tester, a status selector and the Accepted, Pending and Rejected buttons. Choosing
 * a status saves it at once; all of them are enabled only while the tester is Pending (the gateway refuses
 * any other change too).
 */
export function TesterDetailDialog({ testerId, onClose, onTesterChanged }: TesterDetailDialogProps) {
  if (testerId === null) return null;
  return <TesterDetail key={testerId} testerId={testerId} onClose={onClose} onTesterChanged={onTesterChanged} />;
}

function TesterDetail({
  testerId,
  onClose,
  onTesterChanged,
}: Omit<TesterDetailDialogProps, 'testerId'> & { testerId: string }) {
  const query = useTesterQuery({ variables: { id: testerId }, fetchPolicy: 'cache-and-network' });
  const runner = useOneActionAtATime<TesterStatus>();
  return (
    <DetailDialog
      title={`Tester ${testerId}`}
      query={query}
      loadingLabel="Loading tester"
      layout="own"
      busy={runner.running !== null}
      onClose={onClose}
    >
      {(data) => (
        <TesterStatusPanel
          tester={data.tester}
          runner={runner}
          onTesterChanged={onTesterChanged}
          refetch={query.refetch}
        />
      )}
    </DetailDialog>
  );
}

interface TesterStatusPanelProps {
  tester: SampleRowFragment;
  runner: ReturnType<typeof useOneActionAtATime<TesterStatus>>;
  onTesterChanged?(): void;
  /** Reads the tester again. */
  refetch(): Promise<unknown>;
}

/** Another clerk decided first: the gateway refuses the stale choice as CONFLICT. */
const isConflict = (failure: unknown) =>
  failure instanceof ApolloError && failure.graphQLErrors.some((error) => error.extensions?.code === 'CONFLICT');

function TesterStatusPanel({ tester, runner, onTesterChanged, refetch }: TesterStatusPanelProps) {
  const notify = useNotify();
  const [setTesterStatus] = useSetTesterStatusMutation();
  // Issue 39: the verdict is for the roles that write testers; the others see it, without the buttons.
  const mayDecide = useStaffAccess().canMutate('setTesterStatus');
  const status = tester.testerStatus;
  const changeable = status !== null && status !== undefined && testerCanChange(status);
  const busy = runner.running !== null;

  const choose = (next: TesterStatus) =>
    runner.run(next, async () => {
      try {
        // The answer carries the tester as saved: the cache updates this dialog, so its buttons lock.
        const saved = (await setTesterStatus({ variables: { id: tester.id, status: next } })).data!.setTesterStatus;
        notify.success(saved.message);
        onTesterChanged?.();
      } catch (failure) {
        // A tab showing a tester decided elsewhere reads it again, so it shows the decision and locks its buttons;
        // the refusal is what staff read, even when that read fails too.
        if (isConflict(failure)) {
          await refetch().catch(() => undefined);
          onTesterChanged?.();
        }
        throw failure;
      }
    });

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <SampleFacts sample={tester} />
          <TextField
            select
            label="Status"
            value={status ?? ''}
            onChange={(event) => void choose(event.target.value as TesterStatus)}
            disabled={!mayDecide || !changeable || busy}
            helperText={mayDecide && !changeable ? 'Only a Pending tester can change' : undefined}
            sx={{ maxWidth: 280 }}
          >
            {TESTER_STATUSES.map((option) => (
              <MenuItem key={option} value={option}>
                {TESTER_STATUS_LABELS[option]}
              </MenuItem>
            ))}
          </TextField>
          <RecordHistory recordType="TESTER" recordId={tester.id} />
        </Stack>
      </DialogContent>
      {mayDecide && (
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
          {TESTER_BUTTONS.map((button) => (
            <Button
              key={button}
              variant={button === status ? 'contained' : 'outlined'}
              onClick={() => void choose(button)}
              loading={runner.running === button}
              disabled={!changeable || busy}
            >
              {TESTER_STATUS_LABELS[button]}
            </Button>
          ))}
        </DialogActions>
      )}
    </>
  );
}
