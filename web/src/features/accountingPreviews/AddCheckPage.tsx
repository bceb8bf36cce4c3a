import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { formatRupiah } from '@backoffice/schema/rules/money';

import {
  checkExpenseLines,
  checkItemLines,
  payableVendors,
  paymentAccounts,
  type SampleExpenseLine,
  type SampleItemLine,
} from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles } from './urls';

const expenseColumns: PreviewColumn<SampleExpenseLine>[] = [
  { key: 'account', label: 'Account', render: (line) => line.account },
  { key: 'description', label: 'Description', render: (line) => line.description },
  { key: 'amount', label: 'Amount', kind: 'money', render: (line) => formatRupiah(line.amount) },
];

const itemColumns: PreviewColumn<SampleItemLine>[] = [
  { key: 'product', label: 'Product', render: (line) => line.product },
  { key: 'quantity', label: 'Qty', kind: 'money', render: (line) => line.quantity },
  { key: 'rate', label: 'Rate', kind: 'money', render: (line) => formatRupiah(line.rate) },
  { key: 'amount', label: 'Amount', kind: 'money', render: (line) => formatRupiah(line.quantity * line.rate) },
];

const total =
  checkExpenseLines.reduce((sum, line) => sum + line.amount, 0) +
  checkItemLines.reduce((sum, line) => sum + line.quantity * line.rate, 0);

const TABS = ['Expense', 'Items'] as const;

/** Spec 002 §2: Create Checks, its lines under an Expense tab and an Items tab. Saves nothing. */
export function AddCheckPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('Expense');
  return (
    <PreviewPage title={accountingPreviewTitles.addCheck}>
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <TextField select label="Payee" defaultValue={payableVendors[0]} sx={{ minWidth: 220 }}>
          {payableVendors.map((vendor) => (
            <MenuItem key={vendor} value={vendor}>
              {vendor}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Bank Account" defaultValue={paymentAccounts[0]} sx={{ minWidth: 260 }}>
          {paymentAccounts.map((account) => (
            <MenuItem key={account} value={account}>
              {account}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Check No." defaultValue="CHK-1005" />
        <TextField
          label="Payment Date"
          type="date"
          defaultValue="2026-03-12"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={tab} onChange={(_event, value: (typeof TABS)[number]) => setTab(value)} aria-label="Check lines">
          {TABS.map((name) => (
            <Tab key={name} value={name} label={name} id={`check-tab-${name}`} aria-controls={`check-panel-${name}`} />
          ))}
        </Tabs>
      </Paper>
      {/* Both panels stay in the page (the hidden one too), so each tab's aria-controls names an element. */}
      <div role="tabpanel" id="check-panel-Expense" aria-labelledby="check-tab-Expense" hidden={tab !== 'Expense'}>
        <PreviewTable label="Expense lines" columns={expenseColumns} rows={checkExpenseLines} />
      </div>
      <div role="tabpanel" id="check-panel-Items" aria-labelledby="check-tab-Items" hidden={tab !== 'Items'}>
        <PreviewTable label="Item lines" columns={itemColumns} rows={checkItemLines} />
      </div>
      <Stack direction="row" justifyContent="flex-end" alignItems="center" gap={2} flexWrap="wrap" sx={{ mt: 2 }}>
        <Typography fontWeight={600}>Total {formatRupiah(total)}</Typography>
        <Button variant="contained" disabled>
          Save (preview only)
        </Button>
      </Stack>
    </PreviewPage>
  );
}
