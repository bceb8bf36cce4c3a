import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { INVOICE_TYPE_LABELS } from '@backoffice/schema/rules/consignmentInvoice';
import { formatRupiah } from '@backoffice/schema/rules/money';

import { loadPrinting } from '../../print/loadPrinting';
import { BANK_TRANSFER } from '../../print/printConstants';
import { formatDate } from '../../ui/dates';
import { DetailDialog } from '../../ui/DetailDialog';
import { enumLabel } from '../../ui/enumLabel';
import { errorMessage } from '../../ui/errorMessage';
import { FactList } from '../../ui/FactList';
import { useNotify } from '../../ui/notifications';
import { PricedLinesTable } from '../../ui/PricedLinesTable';
import { RecordHistory } from '../../ui/RecordHistory';
import { type InvoiceDetailFragment, useConsignmentInvoiceQuery } from './consignmentInvoices.generated';
import { PRINT_DELAY_MS, printableInvoice } from './printableInvoice';

interface InvoiceDetailDialogProps {
  /** The invoice shown; the dialog is closed while null. */
  invoiceId: string | null;
  onClose(): void;
}

/** Spec 002 §2: the customer, the invoice with the fixed bank account line, its items, Close and Print. */
export function InvoiceDetailDialog({ invoiceId, onClose }: InvoiceDetailDialogProps) {
  return invoiceId === null ? null : <InvoiceDetail key={invoiceId} invoiceId={invoiceId} onClose={onClose} />;
}

const bankLine = `${BANK_TRANSFER.bankName} ${BANK_TRANSFER.accountNumber} a/n ${BANK_TRANSFER.accountHolder}`;

function InvoiceDetail({ invoiceId, onClose }: { invoiceId: string; onClose(): void }) {
  const query = useConsignmentInvoiceQuery({ variables: { id: invoiceId }, fetchPolicy: 'cache-and-network' });
  return (
    <DetailDialog title="Invoice" query={query} loadingLabel="Loading invoice" layout="own" onClose={onClose}>
      {(data) => <InvoiceDetailBody invoice={data.consignmentInvoice} onClose={onClose} />}
    </DetailDialog>
  );
}

/** Print waits PRINT_DELAY_MS as the old client did (spec 002 §8); closing the dialog meanwhile cancels it. */
function usePrintAfterDelay(invoice: InvoiceDetailFragment) {
  const notify = useNotify();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const print = () => {
    setWaiting(true);
    // pdfmake loads during the wait.
    const printing = loadPrinting();
    timer.current = setTimeout(() => {
      printing
        .then((module) => module.printConsignmentInvoice(printableInvoice(invoice)))
        .catch((failure: unknown) => notify.error(errorMessage(failure)))
        .finally(() => setWaiting(false));
    }, PRINT_DELAY_MS);
  };
  return { print, waiting };
}

function InvoiceDetailBody({ invoice, onClose }: { invoice: InvoiceDetailFragment; onClose(): void }) {
  const { print, waiting } = usePrintAfterDelay(invoice);
  const { customer } = invoice;
  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <section aria-label="Customer">
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Customer
            </Typography>
            <FactList
              facts={[
                ['Name', customer?.fullName ?? '-'],
                ['Email', customer?.email || '-'],
                ['Company Name', customer?.companyName || '-'],
                ['Address', customer?.address || '-'],
              ]}
            />
          </section>
          <section aria-label="Invoice facts">
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Invoice
            </Typography>
            <FactList
              facts={[
                ['Invoice No.', invoice.invoiceNumber],
                ['Date', formatDate(invoice.invoiceDate) || '-'],
                ['Order Number', invoice.orderId],
                ['Order Total', formatRupiah(invoice.orderTotal)],
                ['Type', enumLabel(INVOICE_TYPE_LABELS, invoice.type, invoice.unknownType)],
                ['Memo', invoice.memo || '-'],
                ['Bank Account', bankLine],
              ]}
            />
          </section>
          <PricedLinesTable label="Invoiced items" lines={invoice.lines} total={invoice.total} />
          <RecordHistory recordType="CONSIGNMENT_INVOICE" recordId={invoice.id} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" onClick={print} loading={waiting}>
          Print
        </Button>
      </DialogActions>
    </>
  );
}
