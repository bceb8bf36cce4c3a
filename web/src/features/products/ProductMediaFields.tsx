import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Dispatch, SetStateAction } from 'react';

import { MediaSlotField } from '../../ui/MediaSlotField';
import { MEDIA_SLOTS, type MediaState } from './productFormValues';

interface ProductMediaFieldsProps {
  media: MediaState;
  onChange: Dispatch<SetStateAction<MediaState>>;
  /** What each slot holds now (addresses under /media/), by slot. */
  currentUrls: Array<string | null>;
  /** Problems the gateway named, by slot. */
  errors: Record<number, string>;
}

/** Three image slots and one video slot (spec 000 §9); a slot keeps its media unless replaced or cleared. */
export function ProductMediaFields({ media, onChange, currentUrls, errors }: ProductMediaFieldsProps) {
  const setFile = (slot: number, file: File | null) =>
    onChange((current) => ({
      ...current,
      files: current.files.map((existing, index) => (index === slot ? file : existing)),
    }));
  const clear = (slot: number) => onChange((current) => ({ ...current, removed: [...current.removed, slot] }));
  return (
    <Stack direction="row" flexWrap="wrap" gap={3}>
      {MEDIA_SLOTS.map(({ label, kind }, slot) => {
        const current = media.removed.includes(slot) ? null : (currentUrls[slot] ?? null);
        return (
          <Stack key={label} spacing={1}>
            <MediaSlotField
              label={label}
              kind={kind}
              file={media.files[slot] ?? null}
              currentUrl={current}
              onChange={(file) => setFile(slot, file)}
              error={errors[slot]}
            />
            {current && !media.files[slot] && (
              <Button
                size="small"
                color="error"
                onClick={() => clear(slot)}
                aria-label={`Clear ${label}`}
                sx={{ alignSelf: 'flex-start' }}
              >
                Clear
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
