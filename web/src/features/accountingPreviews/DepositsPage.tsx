import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import { deposits, type SampleDeposit } from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles } from './urls';

const columns: PreviewColumn<SampleDeposit>[] = [
  { key: 'date', label: 'Date', render: (deposit) => formatDate(deposit.date) },
  { key: 'receivedFrom', label: 'Received From', render: (deposit) => deposit.receivedFrom },
  { key: 'account', label: 'Deposit To', render: (deposit) => deposit.account },
  { key: 'paymentMethod', label: 'Payment Method', render: (deposit) => deposit.paymentMethod },
  { key: 'memo', label: 'Memo', render: (deposit) => deposit.memo },
  { key: 'amount', label: 'Amount', kind: 'money', render: (deposit) => formatRupiah(deposit.amount) },
];

/** Spec 002 §2: Deposits. */
export function DepositsPage() {
  return (
    <PreviewPage title={accountingPreviewTitles.deposits}>
      <PreviewTable label="Deposits" columns={columns} rows={deposits} />
    </PreviewPage>
  );
}
