import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import {
  availableCredits,
  openBills,
  payableVendors,
  paymentAccounts,
  type SampleCredit,
  type SampleOpenBill,
} from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles } from './urls';

const billColumns: PreviewColumn<SampleOpenBill>[] = [
  { key: 'billNo', label: 'Bill No.', render: (bill) => bill.billNo },
  { key: 'dueDate', label: 'Due Date', render: (bill) => formatDate(bill.dueDate) },
  { key: 'amount', label: 'Original Amount', kind: 'money', render: (bill) => formatRupiah(bill.amount) },
  { key: 'openBalance', label: 'Open Balance', kind: 'money', render: (bill) => formatRupiah(bill.openBalance) },
];

const creditColumns: PreviewColumn<SampleCredit>[] = [
  { key: 'reference', label: 'Credit', render: (credit) => credit.reference },
  { key: 'date', label: 'Date', render: (credit) => formatDate(credit.date) },
  { key: 'amount', label: 'Amount', kind: 'money', render: (credit) => formatRupiah(credit.amount) },
];

const choices = (values: readonly string[]) =>
  values.map((value) => (
    <MenuItem key={value} value={value}>
      {value}
    </MenuItem>
  ));

/** Spec 002 §2: Bill Payment, with its discount and credits dialog. */
export function BillPaymentsPage() {
  const [discountsOpen, setDiscountsOpen] = useState(false);
  return (
    <PreviewPage
      title={accountingPreviewTitles.billPayments}
      actions={
        <Button variant="outlined" onClick={() => setDiscountsOpen(true)}>
          Discount and Credits
        </Button>
      }
    >
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <TextField select label="Vendor" defaultValue={payableVendors[0]} sx={{ minWidth: 220 }}>
          {choices(payableVendors)}
        </TextField>
        <TextField select label="Payment Account" defaultValue={paymentAccounts[0]} sx={{ minWidth: 260 }}>
          {choices(paymentAccounts)}
        </TextField>
        <TextField
          label="Payment Date"
          type="date"
          defaultValue="2026-03-12"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <PreviewTable label="Open bills" columns={billColumns} rows={openBills} />
      <Dialog open={discountsOpen} onClose={() => setDiscountsOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Discount and Credits</DialogTitle>
        <DialogContent>
          <Stack gap={2} sx={{ pt: 1 }}>
            <TextField label="Discount Amount (Rp)" type="number" defaultValue={100_000} />
            <PreviewTable label="Available credits" columns={creditColumns} rows={availableCredits} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDiscountsOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </PreviewPage>
  );
}
