import { useMemo, useState } from 'react';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type * as z from 'zod/mini';

import { useNotify } from './notifications';
import { fieldsRefusedWhenEmpty } from './requiredFields';
import { textFieldProps } from './textFieldProps';
import { useEntityForm } from './useEntityForm';
import { submissionKeys, type SubmissionRequest, submissionRequest } from './useFormPageKey';
import { useFormSave } from './useFormSave';

/**
 * What a page needs of its record's query: a generated `useXQuery` hook of `($id: ID!)` fits as it is (or of
 * `($slug: String!)` with `param: 'slug'`).
 */
type RecordQuery<Data, Param extends string = 'id'> = (options: {
  variables: { [Key in Param]: string };
  skip: boolean;
  fetchPolicy: 'network-only';
}) => {
  data?: Data;
  error?: unknown;
};

interface CommonFormPageOptions<Values extends FieldValues, Input extends FieldValues> {
  /** The form rules of @backoffice/schema: what the fields hold in, the mutation's input out. */
  rules: z.ZodMiniType<Input, Values>;
  /** The fields of a new record. */
  empty: DefaultValues<Values>;
  /**
   * Creates (id undefined) or updates the record (id: the route parameter's value); resolves to the message staff see on success, or to it
   * and the address to go to instead of leaving as usual (the form's entry in the history is replaced).
   * `submission.context` goes with the create mutation (`createX({ variables, context })`): its Idempotency-Key
   * is the same when staff save again after a failure without changing anything, so a retry never creates twice.
   */
  save(
    input: Input,
    id: string | undefined,
    submission: SubmissionRequest,
  ): Promise<string | { message: string; goTo: string }>;
  /** The list the page returns to on Cancel and, unless `backAfter` or `stay` says otherwise, after a save. */
  listUrl: string;
  /**
   * Go back one page after a save rather than to the list: after adding only (spec 000 §2 for products
   * and promotions) or after every save. A page opened directly has nothing to go back to and goes to the list.
   */
  backAfter?: 'add' | 'save';
  /**
   * Stay on the page after a save and run this instead of leaving: Create Invoice reads its order again, so a
   * new form starts from what now remains. A failure of it shows above the form.
   */
  stay?(): Promise<unknown>;
  /** Input fields the gateway names that the form holds under another name (bundleItemIds → bundleItems). */
  formFields?: Record<string, Path<Values>>;
  /** Marks a field the gateway named that the form does not hold (an upload); returns false for a form field. */
  nonFormField?(field: string, message: string): boolean;
  /** A refusal naming fields shows on them only, not again above the form (useFormSave). */
  onFieldsOnly?: boolean;
}

/** The record an add and edit page loads: the edited one, or the source of a copy. */
interface RecordOptions<Values extends FieldValues, Data, Param extends string> {
  /** The generated hook that loads one record by id, e.g. `useWarehouseQuery`. */
  query: RecordQuery<Data, Param>;
  /**
   * The route parameter that names the record, and the query's variable of the same name: 'id' unless the
   * address names it otherwise (a recipe's slug, spec 002 §2). `save` gets its value.
   */
  param?: Param;
  /** The loaded record as form values; `editing` is false when the record is only a copy's source. */
  toFormValues(data: Data, editing: boolean): Values;
  /** The record that fills the form when it is not the edited one (the source of a duplicate). */
  sourceId?: string | null;
}

/** A page that only adds (Add Stock, Add New Return, Create Invoice): no record to load, never editing. */
interface AddOnlyOptions {
  query?: undefined;
  param?: undefined;
  toFormValues?: undefined;
  sourceId?: undefined;
}

type FormPageOptions<
  Values extends FieldValues,
  Input extends FieldValues,
  Data,
  Param extends string = 'id',
> = CommonFormPageOptions<Values, Input> & (RecordOptions<Values, Data, Param> | AddOnlyOptions);

/** The query of an add-only page: nothing to load. */
const noRecord = () => ({});

/**
 * The add and edit page of a record in one hook, or an add-only page's: the record's query (when editing),
 * the form checked with the shared rules and filled from the record, and the save that reports, marks
 * refused fields and leaves. `entityForm` is what `<EntityForm>` takes besides its title and layout.
 */
export function useFormPage<Values extends FieldValues, Input extends FieldValues, Data, Param extends string = 'id'>(
  options: FormPageOptions<Values, Input, Data, Param>,
) {
  const { rules, empty, toFormValues, listUrl, backAfter, stay, formFields, nonFormField, onFieldsOnly } = options;
  const query: RecordQuery<Data, Param> = options.query ?? noRecord;
  const param: string = options.param ?? 'id';
  const routeId = useParams()[param];
  // An add-only page never edits, whatever its address holds (Add New Return's /add/return/{orderId}).
  const id = options.query ? routeId : undefined;
  const editing = id !== undefined;
  const sourceId = id ?? options.sourceId ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const variables = { [param]: sourceId ?? '' } as { [Key in Param]: string };
  const existing = query({ variables, skip: sourceId === null, fetchPolicy: 'network-only' });
  const loaded = useMemo(
    () => (existing.data && toFormValues ? toFormValues(existing.data, editing) : undefined),
    [existing.data, toFormValues, editing],
  );
  const form = useEntityForm(rules, empty, loaded);
  const required = useMemo(() => fieldsRefusedWhenEmpty(rules, empty), [rules, empty]);
  const { saveError, run } = useFormSave(form, { formFields, nonFormField, onFieldsOnly });
  const [keys] = useState(() => submissionKeys());

  const goesBack = backAfter === 'save' || (backAfter === 'add' && !editing);
  const submit = form.handleSubmit((input) =>
    run(async () => {
      const saved = await options.save(input, id, submissionRequest(keys.keyFor(input)));
      keys.saved();
      notify.success(typeof saved === 'string' ? saved : saved.message);
      if (stay) await stay();
      // Replaced, so Back does not return to a form already saved.
      else if (typeof saved !== 'string') navigate(saved.goTo, { replace: true });
      // A page opened from a bookmark has no page to go back to (react-router's first entry is 'default').
      else if (goesBack && location.key !== 'default') navigate(-1);
      else navigate(listUrl);
    }),
  );

  return {
    id,
    editing,
    form,
    /** `<TextField {...text('name')} />`: registered, with its error under it, marked required as `required` says. */
    text: textFieldProps(form, required),
    /** Whether the rules refuse the field (by name, `lines.*.quantity` for any line) when it is empty. */
    required,
    existing,
    submit,
    saveError,
    // The form waits for the record that fills it, if any: the edited one or a copy's source.
    entityForm: {
      editing,
      existing: sourceId === null ? undefined : existing,
      onSubmit: submit,
      saveError,
      submitting: form.formState.isSubmitting,
      cancelTo: listUrl,
    },
  };
}
