import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

import { MEDIA_RULES, type MediaKind, mediaProblem } from '@backoffice/schema/rules/media';

interface MediaSlotFieldProps {
  label: string;
  kind: MediaKind;
  /** A file chosen now, to upload on save. */
  file: File | null;
  /** What the slot holds already (an address under /media/), shown until a file replaces it. */
  currentUrl?: string | null;
  onChange(file: File | null): void;
  error?: string;
}

/** Spec 000 §5: image slots accept images, the video slot videos; previews at 200×200. */
const PREVIEW_SIZE = 200;

export function MediaSlotField({ label, kind, file, currentUrl, onChange, error }: MediaSlotFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const shownError = problem ?? error;
  return (
    <Stack spacing={1} sx={{ width: PREVIEW_SIZE }}>
      <Typography variant="body2" component="label" htmlFor={id}>
        {label}
      </Typography>
      <Box
        sx={{
          width: PREVIEW_SIZE,
          height: PREVIEW_SIZE,
          border: 1,
          borderColor: shownError ? 'error.main' : 'divider',
          borderRadius: 1,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          bgcolor: 'grey.50',
        }}
      >
        {file || currentUrl ? (
          <MediaPreview kind={kind} label={`${label} preview`} file={file} url={currentUrl ?? ''} />
        ) : (
          <Typography color="text.secondary">No {kind}</Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <Button component="label" size="small" variant="outlined" startIcon={<UploadIcon />}>
          Choose
          <input
            id={id}
            hidden
            type="file"
            accept={MEDIA_RULES[kind].mimeTypes.join(',')}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (!chosen) return;
              const refused = mediaProblem(kind, label, chosen);
              setProblem(refused);
              if (!refused) onChange(chosen);
            }}
          />
        </Button>
        {file && (
          <IconButton size="small" aria-label={`Remove ${label}`} onClick={() => onChange(null)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      {shownError && <FormHelperText error>{shownError}</FormHelperText>}
    </Stack>
  );
}

const PREVIEW_STYLE = { maxWidth: '100%', maxHeight: '100%' };

/**
 * The chosen file (through an object URL, released when the file changes or the preview goes) or else
 * the stored media. The object URL goes straight onto the element, so no render waits for it.
 */
function MediaPreview({ kind, label, file, url }: { kind: MediaKind; label: string; file: File | null; url: string }) {
  const element = useRef<HTMLImageElement & HTMLVideoElement>(null);
  useEffect(() => {
    if (!file || !element.current) return;
    const created = URL.createObjectURL(file);
    element.current.src = created;
    return () => URL.revokeObjectURL(created);
  }, [file]);
  const src = file ? undefined : url;
  return kind === 'image' ? (
    <img ref={element} src={src} alt={label} style={PREVIEW_STYLE} />
  ) : (
    <video ref={element} src={src} aria-label={label} controls style={PREVIEW_STYLE} />
  );
}
