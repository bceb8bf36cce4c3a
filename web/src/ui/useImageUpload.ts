import { useState } from 'react';

/**
 * The one image a form uploads on save (promotions, retail partners, recipes): the file chosen, and the
 * gateway's refusal of it shown beside the slot. Spread `slot` into <MediaSlotField> and pass
 * `nonFormField` to useFormPage; `file` goes into the save's variables.
 */
export function useImageUpload(field = 'image') {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  return {
    file,
    nonFormField: (name: string, message: string) => {
      if (name !== field) return false;
      setError(message);
      return true;
    },
    slot: {
      kind: 'image' as const,
      file,
      error,
      onChange: (chosen: File | null) => {
        setFile(chosen);
        setError(undefined);
      },
    },
  };
}
