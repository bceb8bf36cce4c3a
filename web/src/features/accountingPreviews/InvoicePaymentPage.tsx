import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import { invoicePayments, type SampleInvoicePayment } from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles } from './urls';

const columns: PreviewColumn<SampleInvoicePayment>[] = [
  { key: 'invoiceNo', label: 'Invoice No.', render: (invoice) => invoice.invoiceNo },
  { key: 'customer', label: 'Customer', render: (invoice) => invoice.customer },
  { key: 'invoiceDate', label: 'Invoice Date', render: (invoice) => formatDate(invoice.invoiceDate) },
  { key: 'dueDate', label: 'Due Date', render: (invoice) => formatDate(invoice.dueDate) },
  { key: 'amount', label: 'Amount', kind: 'money', render: (invoice) => formatRupiah(invoice.amount) },
  { key: 'paid', label: 'Paid', kind: 'money', render: (invoice) => formatRupiah(invoice.paid) },
  {
    key: 'open',
    label: 'Open Balance',
    kind: 'money',
    render: (invoice) => formatRupiah(invoice.amount - invoice.paid),
  },
];

/** Spec 002 §2: Invoice of Payment. */
export function InvoicePaymentPage() {
  return (
    <PreviewPage title={accountingPreviewTitles.invoicePayment}>
      <PreviewTable label="Invoice payments" columns={columns} rows={invoicePayments} />
    </PreviewPage>
  );
}
