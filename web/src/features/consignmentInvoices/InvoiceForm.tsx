import TextField from '@mui/material/TextField';
import { FormProvider, type UseFormReturn } from 'react-hook-form';

import { type ConsignmentInvoiceInputValues, INVOICE_TYPE_LABELS } from '@backoffice/schema/rules/consignmentInvoice';
import type { InvoiceableItem, InvoiceFormValues } from '@backoffice/schema/rules/consignmentInvoiceForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm, type EntityFormState } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { FormDateField } from '../../ui/FormDateField';
import { textFieldProps } from '../../ui/textFieldProps';
import { InvoiceLinesField } from './InvoiceLinesField';

const typeChoices = choicesOf(INVOICE_TYPE_LABELS);

interface InvoiceFormProps {
  title: string;
  orderId: string;
  /** The products the lines may take, with what may be invoiced of each. */
  items: readonly InvoiceableItem[];
  form: UseFormReturn<InvoiceFormValues, unknown, ConsignmentInvoiceInputValues>;
  /** useFormPage's `entityForm`: editing an invoice (the button reads Update), its query, the save. */
  entityForm: EntityFormState;
}

/** Spec 002 §2: the invoice form of Create Invoice and Edit Invoice — the order read-only, type, date, memo and lines. */
export function InvoiceForm({ title, orderId, items, form, entityForm }: InvoiceFormProps) {
  const text = textFieldProps(form);
  return (
    <FormProvider {...form}>
      <EntityForm title={title} loadingLabel="Loading invoice" maxWidth={880} spacing={3} {...entityForm}>
        <FieldRow>
          <TextField label="Order" value={orderId} slotProps={{ htmlInput: { readOnly: true } }} />
          <ChoiceField control={form.control} name="type" label="Type" options={typeChoices} required />
        </FieldRow>
        <FormDateField control={form.control} name="invoiceDate" label="Invoice Date" />
        <TextField label="Memo" multiline minRows={2} {...text('memo')} />
        <InvoiceLinesField items={items} />
      </EntityForm>
    </FormProvider>
  );
}
