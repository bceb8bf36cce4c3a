import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { fieldErrors } from './errorMessage';

interface FormSaveOptions<Values extends FieldValues> {
  /** Gateway input names (and the REST API's names it passes on) that differ from the form's field names. */
  formFields?: Record<string, Path<Values>>;
  /** Marks a field the gateway named that the form does not hold (an upload); returns false for a form field. */
  nonFormField?(field: string, message: string): boolean;
}

/**
 * A form's save, run inside handleSubmit: on failure the error stays for the alert above the fields, and
 * each field the gateway named is marked, so what was typed is kept and the problem shown where it is.
 */
export function useFormSave<Values extends FieldValues>(setError: UseFormSetError<Values>, options: FormSaveOptions<Values> = {}) {
  const { formFields = {}, nonFormField } = options;
  const [saveError, setSaveError] = useState<unknown>(null);

  const run = async (save: () => Promise<void>) => {
    setSaveError(null);
    try {
      await save();
    } catch (failure) {
      setSaveError(failure);
      for (const { field, message } of fieldErrors(failure)) {
        if (!nonFormField?.(field, message)) setError(formFields[field] ?? (field as Path<Values>), { message });
      }
    }
  };

  return { saveError, run };
}
