import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { fieldErrors } from './errorMessage';

interface SavingForm<Values extends FieldValues> {
  setError: UseFormSetError<Values>;
  getValues(name: Path<Values>): unknown;
}

interface FormSaveOptions<Values extends FieldValues> {
  /** Gateway input names (and the REST API's names it passes on) that differ from the form's field names. */
  formFields?: Record<string, Path<Values>>;
  /** Marks a field the gateway named that the form does not hold (an upload); returns false for a form field. */
  nonFormField?(field: string, message: string): boolean;
  /**
   * Show a refusal naming fields on those fields only (returns, invoices), not again above them; what names no
   * field, or a field the form no longer holds (a removed line), still shows above. Other forms show both.
   */
  onFieldsOnly?: boolean;
}

/** A value a field of its own shows (a text, a choice, a list of lines), not a group of fields. */
const isFieldValue = (value: unknown) =>
  value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value));

/**
 * A form's save, run inside handleSubmit. On failure each field the gateway named is marked, so what was typed
 * is kept and the problem shown where it is; `saveError` is the failure for the alert above the fields (with
 * `onFieldsOnly`, only when some problem has no field of the form to show it).
 */
export function useFormSave<Values extends FieldValues>(
  form: SavingForm<Values>,
  options: FormSaveOptions<Values> = {},
) {
  const { formFields = {}, nonFormField, onFieldsOnly = false } = options;
  const [saveError, setSaveError] = useState<unknown>(null);

  const run = async (save: () => Promise<void>) => {
    setSaveError(null);
    try {
      await save();
    } catch (failure) {
      const problems = fieldErrors(failure);
      let unplaced = problems.length === 0;
      for (const { field, message } of problems) {
        if (nonFormField?.(field, message)) continue;
        const path = formFields[field] ?? (field as Path<Values>);
        if (isFieldValue(form.getValues(path))) form.setError(path, { message });
        else unplaced = true;
      }
      if (unplaced || !onFieldsOnly) setSaveError(failure);
    }
  };

  return { saveError, run };
}
