import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { INVOICE_TYPE_LABELS, type ConsignmentInvoiceInputValues } from '@backoffice/schema/rules/consignmentInvoice';
import type { FormEvent } from 'react';
import { Controller, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ChoiceField, choicesOf } from '../../ui/ChoiceField';
import { DateField } from '../../ui/DateField';
import { EntityForm } from '../../ui/EntityForm';
import { textFieldProps } from '../../ui/textFieldProps';
import type { InvoiceableItem, InvoiceFormValues } from './invoiceForm';
import { InvoiceLinesField } from './InvoiceLinesField';

const typeChoices = choicesOf(INVOICE_TYPE_LABELS);

interface InvoiceFormProps {
  title: string;
  /** Editing an invoice (the button reads Update); its date shows as saved and may be changed or added. */
  editing: boolean;
  orderId: string;
  /** The products the lines may take, with what may be invoiced of each. */
  items: readonly InvoiceableItem[];
  form: UseFormReturn<InvoiceFormValues, unknown, ConsignmentInvoiceInputValues>;
  onSubmit(event: FormEvent): void;
  saveError: unknown;
  cancelTo: string;
  /** The edited invoice's query: until it has loaded, its error or a spinner stands in for the form. */
  existing?: { data?: unknown; error?: unknown };
}

/** Spec 002 §2: the invoice form of Create Invoice and Edit Invoice — the order read-only, type, date, memo and lines. */
export function InvoiceForm({ title, editing, orderId, items, form, onSubmit, saveError, cancelTo, existing = { data: true } }: InvoiceFormProps) {
  const text = textFieldProps(form);
  return (
    <FormProvider {...form}>
      <EntityForm
        title={title}
        editing={editing}
        existing={existing}
        loadingLabel="Loading invoice"
        maxWidth={880}
        onSubmit={onSubmit}
        saveError={saveError}
        submitting={form.formState.isSubmitting}
        cancelTo={cancelTo}
        spacing={3}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <TextField label="Order" value={orderId} slotProps={{ htmlInput: { readOnly: true } }} />
          <ChoiceField control={form.control} name="type" label="Type" options={typeChoices} required />
          <Controller
            control={form.control}
            name="invoiceDate"
            render={({ field, fieldState }) => (
              <DateField label="Invoice Date" name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <TextField label="Memo" multiline minRows={2} {...text('memo')} sx={{ gridColumn: '1 / -1' }} />
        </Box>
        <InvoiceLinesField items={items} />
      </EntityForm>
    </FormProvider>
  );
}
