import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';

interface RealStockCellProps {
  /** "Udang Vaname Beku 1 kg at Gudang Muara Baru": names the field and its button for screen readers. */
  rowName: string;
  value: string;
  /** The last count recorded, shown under the field. */
  lastCount: number | null | undefined;
  onChange(value: string): void;
  onSave(): void;
  saving: boolean;
  /** Why the last save was refused; shown under the field instead of the last count. */
  error?: string;
  /** Why the count cannot be recorded now; the field is enabled while undefined. */
  disabledReason?: string;
  /** Issue 39: opens the history of the counts recorded for the row. */
  onHistory?(): void;
  /** Issue 39: a role that may not record counts sees the last one, without the field and its Save. */
  readOnly?: boolean;
}

/** Spec 002 §2: the Real Stock column, an editable count with its own Save button. */
export function RealStockCell({
  rowName,
  value,
  lastCount,
  onChange,
  onSave,
  saving,
  error,
  disabledReason,
  onHistory,
  readOnly = false,
}: RealStockCellProps) {
  const disabled = disabledReason !== undefined;
  const historyButton = onHistory && (
    <Tooltip title="History">
      <IconButton size="small" onClick={onHistory} aria-label={`History of Real Stock of ${rowName}`}>
        <HistoryIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
  if (readOnly)
    return (
      <Stack direction="row" spacing={1} alignItems="center">
        <span>{lastCount ?? ''}</span>
        {historyButton}
      </Stack>
    );
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextField
        size="small"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSave();
        }}
        disabled={disabled || saving}
        error={error !== undefined}
        helperText={
          error ??
          disabledReason ??
          (lastCount !== null && lastCount !== undefined ? `Last count: ${lastCount}` : undefined)
        }
        slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-label': `Real Stock of ${rowName}` } }}
        // Narrower on a phone, so the field and its Save fit a row's card.
        sx={{ width: { xs: 120, sm: 140 } }}
      />
      <Button
        variant="outlined"
        size="small"
        onClick={onSave}
        disabled={disabled}
        loading={saving}
        aria-label={`Save Real Stock of ${rowName}`}
        sx={{ mt: 0.5 }}
      >
        Save
      </Button>
      {historyButton}
    </Stack>
  );
}
