import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  CONSIGNMENT_STATUS_LABELS,
  deleteInvoiceQuestion,
  INVOICE_TYPE_LABELS,
} from '@backoffice/schema/rules/consignmentInvoice';
import { invoiceFormRules, newInvoiceFormValues } from '@backoffice/schema/rules/consignmentInvoiceForm';
import { isRecordId } from '@backoffice/schema/rules/id';

import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { todayInJakarta } from '../../ui/dates';
import { enumLabel } from '../../ui/enumLabel';
import { errorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton } from '../../ui/RowActions';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useFormPage } from '../../ui/useFormPage';
import {
  type InvoiceRowFragment,
  type OrderConsignmentQuery,
  useCreateConsignmentInvoiceMutation,
  useDeleteConsignmentInvoiceMutation,
  useOrderConsignmentQuery,
} from './consignmentInvoices.generated';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { InvoiceForm } from './InvoiceForm';
import { remainingRows } from './invoiceForm';
import { consignmentUrls, ORDER_PARAM } from './urls';

const TITLE = 'Create Invoice';

/**
 * Spec 002 §2 Create Invoice (/add/invoice?id_order={orderId}): the invoice form over what remains of the
 * order, its invoices (edit, view, delete) and the remaining items — all from one query. After a save or a
 * delete the page reloads it, so the form starts again from what now remains; a refusal keeps the form.
 */
export function CreateInvoicePage() {
  const [search] = useSearchParams();
  const orderId = search.get(ORDER_PARAM)?.trim() ?? '';
  const query = useOrderConsignmentQuery({
    variables: { orderId },
    skip: !isRecordId(orderId),
    fetchPolicy: 'network-only',
  });
  const order = query.data?.order.id === orderId ? query.data.order : undefined;
  if (!isRecordId(orderId)) return <Problem text="Choose an order from the consignment invoice list." />;
  if (query.error && !order) return <Problem text={errorMessage(query.error)} />;
  if (!order) {
    return (
      <>
        <PageHeader title={TITLE} />
        <CircularProgress aria-label="Loading order" />
      </>
    );
  }
  // A new form whenever the order's invoices change (a save, a delete): it starts again from what now remains.
  // A refusal changes nothing, so the form and what was typed stay.
  return (
    <CreateInvoice
      key={order.consignment.invoices.map((invoice) => invoice.id).join()}
      order={order}
      refetch={query.refetch}
    />
  );
}

function Problem({ text }: { text: string }) {
  return (
    <>
      <PageHeader title={TITLE} />
      <Alert severity="error">{text}</Alert>
    </>
  );
}

type LoadedOrder = OrderConsignmentQuery['order'];

function CreateInvoice({ order, refetch }: { order: LoadedOrder; refetch(): Promise<unknown> }) {
  const { consignment } = order;
  // Issue 39: who reads consignment sees the invoices and what remains; the form, Edit and Delete are for who writes.
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateConsignmentInvoice');
  const canDelete = canMutate('deleteConsignmentInvoice');
  const [createInvoice] = useCreateConsignmentInvoiceMutation();
  const [deleteInvoice] = useDeleteConsignmentInvoiceMutation();
  const [viewed, setViewed] = useState<string | null>(null);
  const page = useFormPage({
    rules: invoiceFormRules,
    empty: newInvoiceFormValues(consignment.remainingItems, todayInJakarta()),
    save: async (input, _id, { context }) =>
      (await createInvoice({ variables: { orderId: order.id, input }, context })).data!.createConsignmentInvoice
        .message,
    // The page stays and reads the order again: the next form starts from what now remains.
    stay: refetch,
    listUrl: consignmentUrls.list,
    onFieldsOnly: true,
  });
  const deletion = useConfirmedAction<InvoiceRowFragment>({
    question: (invoice) => deleteInvoiceQuestion(invoice.invoiceNumber),
    perform: async (invoice) =>
      (await deleteInvoice({ variables: { id: invoice.id } })).data!.deleteConsignmentInvoice.message,
    after: refetch,
  });

  return (
    <Stack spacing={3}>
      {canMutate('createConsignmentInvoice') ? (
        <InvoiceForm
          title={TITLE}
          orderId={order.id}
          items={consignment.remainingItems}
          form={page.form}
          entityForm={page.entityForm}
        />
      ) : (
        <PageHeader title={`Invoices of order ${order.id}`} />
      )}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          Invoices
        </Typography>
        <Table size="small" aria-label="Invoices">
          <TableHead>
            <TableRow>
              <TableCell>Invoice No.</TableCell>
              <TableCell>Memo</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Action</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {consignment.invoices.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>No invoice for this order yet</TableCell>
              </TableRow>
            )}
            {consignment.invoices.map((invoice) => (
              <TableRow key={invoice.id}>
                <TableCell>{invoice.invoiceNumber}</TableCell>
                <TableCell>{invoice.memo || '-'}</TableCell>
                <TableCell>{enumLabel(INVOICE_TYPE_LABELS, invoice.type, invoice.unknownType)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {canEdit && (
                    <EditRowButton to={consignmentUrls.edit(invoice.id)} rowName={`Invoice ${invoice.invoiceNumber}`} />
                  )}
                  <Tooltip title="View">
                    <IconButton
                      onClick={() => setViewed(invoice.id)}
                      aria-label={`View Invoice ${invoice.invoiceNumber}`}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canDelete && (
                    <DeleteRowButton
                      onClick={() => deletion.ask(invoice)}
                      rowName={`Invoice ${invoice.invoiceNumber}`}
                    />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
          <Typography variant="subtitle1" component="h2">
            {`Remaining items of ${consignment.customerName ?? 'the customer'}`}
          </Typography>
          <Chip
            size="small"
            label={enumLabel(CONSIGNMENT_STATUS_LABELS, consignment.status, consignment.unknownStatus)}
            aria-label={`Status ${enumLabel(CONSIGNMENT_STATUS_LABELS, consignment.status, consignment.unknownStatus)}`}
          />
        </Stack>
        <Table size="small" aria-label="Remaining items">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell align="right">Quantity</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {remainingRows(consignment.originalItems, consignment.remainingItems).map((row) => (
              <TableRow key={row.productId}>
                <TableCell>{row.productName}</TableCell>
                <TableCell align="right">{`${row.remaining} of ${row.ordered}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <InvoiceDetailDialog invoiceId={viewed} onClose={() => setViewed(null)} />
      <ConfirmDialog {...deletion.dialog} />
    </Stack>
  );
}
