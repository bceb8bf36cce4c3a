import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { Link as RouterLink } from 'react-router-dom';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import { checkStatusColor } from './checkStatusColor';
import { checks, type SampleCheck } from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles, accountingPreviewUrls } from './urls';

const columns: PreviewColumn<SampleCheck>[] = [
  { key: 'checkNo', label: 'Check No.', render: (check) => check.checkNo },
  { key: 'date', label: 'Date', render: (check) => formatDate(check.date) },
  { key: 'payee', label: 'Payee', render: (check) => check.payee },
  { key: 'bankAccount', label: 'Bank Account', render: (check) => check.bankAccount },
  { key: 'amount', label: 'Amount', kind: 'money', render: (check) => formatRupiah(check.amount) },
  {
    key: 'status',
    label: 'Status',
    render: (check) => <Chip size="small" label={check.status} color={checkStatusColor(check.status)} />,
  },
];

/** Spec 002 §2: the Checks list, with sample checks of every status and no transitions. */
export function ChecksPage() {
  return (
    <PreviewPage
      title={accountingPreviewTitles.checks}
      actions={
        <Button variant="contained" component={RouterLink} to={accountingPreviewUrls.addCheck}>
          Create Checks
        </Button>
      }
    >
      <PreviewTable label="Checks" columns={columns} rows={checks} />
    </PreviewPage>
  );
}
