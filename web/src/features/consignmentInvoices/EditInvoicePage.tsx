import { useCallback } from 'react';

import { editableItems, invoiceFormRules, newInvoiceFormValues } from '@backoffice/schema/rules/consignmentInvoiceForm';

import { useFormPage } from '../../ui/useFormPage';
import {
  type ConsignmentInvoiceQuery,
  useConsignmentInvoiceQuery,
  useOrderConsignmentQuery,
  useUpdateConsignmentInvoiceMutation,
} from './consignmentInvoices.generated';
import { InvoiceForm } from './InvoiceForm';
import { invoiceFormValues } from './invoiceForm';
import { consignmentUrls } from './urls';

const empty = newInvoiceFormValues([]);

/**
 * Spec 002 §2 Edit Invoice (/edit/invoice/{id}): the invoice form filled from the invoice; its lines may take
 * what remains of the order plus what the invoice holds itself. After saving, back to Create Invoice of the order.
 */
export function EditInvoicePage() {
  const [updateInvoice] = useUpdateConsignmentInvoiceMutation();
  const page = useFormPage({
    rules: invoiceFormRules,
    empty,
    query: useConsignmentInvoiceQuery,
    toFormValues: useCallback((data: ConsignmentInvoiceQuery) => invoiceFormValues(data.consignmentInvoice), []),
    save: async (input, id) => {
      const saved = (await updateInvoice({ variables: { id: id!, input } })).data!.updateConsignmentInvoice;
      // The gateway answers a saved invoice (read back, else as sent); without one, the list.
      const goTo = saved.invoice ? consignmentUrls.create(saved.invoice.orderId) : consignmentUrls.list;
      return { message: saved.message, goTo };
    },
    listUrl: consignmentUrls.list,
    onFieldsOnly: true,
  });
  const invoice = page.existing.data?.consignmentInvoice;
  const order = useOrderConsignmentQuery({
    variables: { orderId: invoice?.orderId ?? '' },
    skip: !invoice,
    fetchPolicy: 'network-only',
  });
  const remaining = order.data?.order.consignment.remainingItems ?? [];
  return (
    <InvoiceForm
      title="Edit Invoice"
      orderId={invoice?.orderId ?? ''}
      items={invoice ? editableItems(remaining, invoice.lines) : []}
      form={page.form}
      entityForm={{
        ...page.entityForm,
        cancelTo: invoice ? consignmentUrls.create(invoice.orderId) : consignmentUrls.list,
        history: { recordType: 'CONSIGNMENT_INVOICE', recordId: page.id },
      }}
    />
  );
}
