import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import { billItems, type SampleBillItem } from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles, accountingPreviewUrls } from './urls';

const columns: PreviewColumn<SampleBillItem>[] = [
  { key: 'date', label: 'Date', render: (bill) => formatDate(bill.date) },
  { key: 'billNo', label: 'Bill No.', render: (bill) => bill.billNo },
  { key: 'vendor', label: 'Vendor', render: (bill) => bill.vendor },
  { key: 'category', label: 'Category', render: (bill) => bill.category },
  { key: 'description', label: 'Description', render: (bill) => bill.description },
  { key: 'amount', label: 'Amount', kind: 'money', render: (bill) => formatRupiah(bill.amount) },
];

/** Spec 002 §2: Bill Items / Expense, with its 'Manual Input' link to Input Internal Stock Data. */
export function BillItemsPage() {
  return (
    <PreviewPage
      title={accountingPreviewTitles.billItems}
      actions={
        <Button variant="contained" component={RouterLink} to={accountingPreviewUrls.addInternalStock}>
          Manual Input
        </Button>
      }
    >
      <PreviewTable label="Bill items" columns={columns} rows={billItems} />
    </PreviewPage>
  );
}
