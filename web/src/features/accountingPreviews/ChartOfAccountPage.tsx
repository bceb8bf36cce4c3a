import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { chartOfAccounts, type SampleAccount } from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles, accountingPreviewUrls } from './urls';

const columns: PreviewColumn<SampleAccount>[] = [
  { key: 'name', label: 'Name', render: (account) => account.name },
  { key: 'type', label: 'Type', render: (account) => account.type },
  { key: 'detailType', label: 'Detail Type', render: (account) => account.detailType },
  { key: 'balance', label: 'Balance', kind: 'money', render: (account) => formatRupiah(account.balance) },
];

/** Spec 002 §2: Chart of Account. Its 'Print Account' button leads to Create Checks, as the spec has it. */
export function ChartOfAccountPage() {
  return (
    <PreviewPage
      title={accountingPreviewTitles.chartOfAccount}
      actions={
        <>
          <Button variant="outlined" component={RouterLink} to={accountingPreviewUrls.addCheck}>
            Print Account
          </Button>
          <AddLinkButton to={accountingPreviewUrls.addAccount}>New Account</AddLinkButton>
        </>
      }
    >
      <PreviewTable label="Accounts" columns={columns} rows={chartOfAccounts} />
    </PreviewPage>
  );
}
