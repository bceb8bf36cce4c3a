import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import * as z from 'zod/mini';

import { parseNumberText } from '@backoffice/schema/rules/number';
import { lowStockThresholdRule } from '@backoffice/schema/rules/overview';

import { errorMessages } from '../../ui/errorMessage';
import { useNotify } from '../../ui/notifications';
import { useSetLowStockThresholdMutation } from './overview.generated';
import { OverviewCard } from './OverviewCard';
import { formatCount, overviewMessages } from './overviewMessages';
import { type OverviewAnswer, overviewPart } from './overviewPart';
import { lowStockUrl } from './urls';

interface LowStockCardProps {
  answer: OverviewAnswer;
  refetch(): Promise<unknown>;
  /** Whether the role may change the threshold (issue 39: `setLowStockThreshold`'s rule); else the count only. */
  canSetThreshold: boolean;
}

/**
 * Issue 27: how many product and warehouse pairs run low by this user's threshold, linking to the Stock Tracker
 * filtered to them, and the threshold to change.
 */
export function LowStockCard({ answer, refetch, canSetThreshold }: LowStockCardProps) {
  return (
    <OverviewCard title={overviewMessages.cards.lowStock} part={overviewPart(answer, 'lowStock')} skeletonHeight={100}>
      {(lowStock) => (
        <>
          <LowStockCount count={lowStock.count} threshold={lowStock.threshold} />
          {canSetThreshold && <ThresholdForm threshold={lowStock.threshold} onSaved={refetch} />}
        </>
      )}
    </OverviewCard>
  );
}

function LowStockCount({ count, threshold }: { count: number; threshold: number }) {
  const sentenceId = useId();
  return (
    <Stack direction="row" alignItems="baseline" gap={1.5} sx={{ mb: 2 }}>
      <Link
        component={RouterLink}
        to={lowStockUrl(threshold)}
        variant="h4"
        underline="hover"
        aria-describedby={sentenceId}
      >
        {formatCount(count)}
      </Link>
      <Typography id={sentenceId} color="text.secondary">
        {overviewMessages.lowStock(count, threshold)}
      </Typography>
    </Stack>
  );
}

/** The threshold, checked as the gateway checks it; a refusal stays typed, with its reason under the field. */
function ThresholdForm({ threshold, onSaved }: { threshold: number; onSaved(): Promise<unknown> }) {
  const notify = useNotify();
  const [setThreshold] = useSetLowStockThresholdMutation();
  // What is typed, until saved and answered back; the saved threshold otherwise.
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const text = typed ?? String(threshold);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(lowStockThresholdRule, parseNumberText(text));
    if (!checked.success) return setProblem(checked.error.issues[0]!.message);
    setSaving(true);
    try {
      await setThreshold({ variables: { threshold: checked.data } });
    } catch (failure) {
      setSaving(false);
      return setProblem(errorMessages(failure)[0]!);
    }
    notify.success(overviewMessages.thresholdSaved);
    // The count by the new threshold; a failed refetch shows on the card.
    await onSaved().catch(() => undefined);
    // What was typed while saving stays, to be saved next; only the text just saved gives way to the threshold.
    setTyped((current) => (current === text ? null : current));
    setSaving(false);
  };

  return (
    <Stack component="form" direction="row" gap={1} alignItems="flex-start" onSubmit={save} noValidate>
      <TextField
        size="small"
        label="Threshold"
        value={text}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? overviewMessages.thresholdHelp}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        sx={{ width: 180 }}
      />
      <Button type="submit" variant="outlined" loading={saving} sx={{ mt: 0.25 }}>
        Save
      </Button>
    </Stack>
  );
}
