import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

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
}: RealStockCellProps) {
  const disabled = disabledReason !== undefined;
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
    </Stack>
  );
}
