import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_VARIANTS, type InvoiceVariant } from '../../print/invoiceDocument';
import { formatKg } from '../../print/orderFigures';
import { ChoiceField } from '../../ui/ChoiceField';
import { DateField } from '../../ui/DateField';
import { formatDate } from '../../ui/dates';
import { errorMessage } from '../../ui/errorMessage';
import { formatRupiah } from '../../ui/money';
import { useNotify } from '../../ui/notifications';
import { useEntityForm } from '../../ui/useEntityForm';
import { courierChoices, paymentStatusChoices, shipFromChoices, shipmentStatusChoices } from './orderLists';
import { orderMessages } from './orderMessages';
import { destinationText } from './orderRow';
import {
  useGenerateShippingLabelMutation,
  useOrderDetailQuery,
  useOrderGojekMutation,
  useSyncOrderToJubelioMutation,
  useUpdateOrderShippingMutation,
  type OrderDetailQuery,
} from './orders.generated';
import { orderShippingFormRules } from '@backoffice/schema/rules/orderForm';
import { toShippingFormValues } from './orderForm';
import { toPrintableOrder } from './toPrintableOrder';
import { orderUrls } from './urls';

/** pdfmake and the document builders load with the first print, not with the orders screen. */
const loadPrinting = () => import('../../print/printOrderDocument');

type Action = 'print' | 'jubelio' | 'label' | 'gojek' | 'save';

interface OrderDetailDialogProps {
  /** The order shown; the dialog is closed while null. */
  orderId: string | null;
  onClose(): void;
  /** After a save, a label or a Gojek booking: a filtered list may no longer hold the order. */
  onOrderChanged?(): void;
}

/** Spec 001 §2: an order's detail, its shipping fields, printing and the outside services, in one dialog. */
export function OrderDetailDialog({ orderId, ...rest }: OrderDetailDialogProps) {
  if (orderId === null) return null;
  return <OrderDetail key={orderId} orderId={orderId} {...rest} />;
}

function OrderDetail({ orderId, onClose, onOrderChanged }: Omit<OrderDetailDialogProps, 'orderId'> & { orderId: string }) {
  const { data, error, refetch } = useOrderDetailQuery({ variables: { id: orderId }, fetchPolicy: 'cache-and-network' });
  const [running, setRunning] = useState<Action | null>(null);
  const title = `Order ${orderId}`;
  let body: ReactNode;
  if (data)
    body = (
      <OrderDetailBody data={data} running={running} setRunning={setRunning} refetch={refetch} onClose={onClose} onOrderChanged={onOrderChanged} />
    );
  else if (error)
    body = (
      <DialogContent>
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => refetch()}>Retry</Button>}>
          {errorMessage(error)}
        </Alert>
      </DialogContent>
    );
  else
    body = (
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading order" />
      </DialogContent>
    );
  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="lg" fullWidth aria-labelledby="order-detail-title">
      <DialogTitle id="order-detail-title" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label="Close" onClick={onClose} disabled={running !== null} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      {body}
    </Dialog>
  );
}

interface OrderDetailBodyProps {
  data: OrderDetailQuery;
  running: Action | null;
  setRunning(action: Action | null): void;
  refetch(): Promise<unknown>;
  onClose(): void;
  onOrderChanged?(): void;
}

function OrderDetailBody({ data, running, setRunning, refetch, onClose, onOrderChanged }: OrderDetailBodyProps) {
  const { order } = data;
  const notify = useNotify();
  const [updateShipping] = useUpdateOrderShippingMutation();
  const [generateLabel] = useGenerateShippingLabelMutation();
  const [syncToJubelio] = useSyncOrderToJubelioMutation();
  const [orderGojek] = useOrderGojekMutation();
  const [printMenu, setPrintMenu] = useState<HTMLElement | null>(null);
  // A new status from Generate Shipping Label shows, without undoing what staff changed meanwhile.
  const shipping = toShippingFormValues(order);
  const { control, register, handleSubmit, formState } = useEntityForm(orderShippingFormRules, shipping, shipping);
  const { errors } = formState;
  const busy = running !== null;

  /** One action at a time: its button loads, every other waits; a failure shows the server's message. */
  const run = async (action: Action, work: () => Promise<void>) => {
    setRunning(action);
    try {
      await work();
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setRunning(null);
    }
  };

  const printInvoice = (variant: InvoiceVariant) =>
    run('print', async () => {
      const printing = await loadPrinting();
      await printing.printInvoice(toPrintableOrder(order), variant);
    });

  const printLabel = () =>
    run('label', async () => {
      const printing = loadPrinting();
      const result = await generateLabel({ variables: { id: order.id } });
      onOrderChanged?.();
      await (await printing).printShippingLabel(toPrintableOrder(result.data!.generateShippingLabel));
    });

  const syncJubelio = () =>
    run('jubelio', async () => {
      const result = await syncToJubelio({ variables: { id: order.id } });
      notify.success(result.data!.syncOrderToJubelio.message);
    });

  const bookGojek = () =>
    run('gojek', async () => {
      const result = await orderGojek({ variables: { id: order.id } });
      notify.success(result.data!.orderGojek.message);
      // Gojek's booking gives the order a tracking code and a new status.
      onOrderChanged?.();
      await refetch();
    });

  const save = handleSubmit((input) =>
    run('save', async () => {
      await updateShipping({ variables: { id: order.id, input } });
      notify.success(orderMessages.shippingSaved(order.id));
      onOrderChanged?.();
      onClose();
    }),
  );

  const { totals } = order;
  const facts: Array<[string, ReactNode]> = [
    ['Date', formatDate(order.orderDate)],
    ['Customer', order.customer?.fullName],
    ['Contact', order.customer?.phoneNumber],
    ['Destination', destinationText(order)],
  ];
  const totalRows: Array<[string, string]> = [
    ['Sub Total', formatRupiah(totals.subTotal)],
    [`Tax (${totals.taxPercent}%)`, formatRupiah(totals.tax)],
    ['Delivery Fee', formatRupiah(totals.deliveryFee)],
    ['Total', formatRupiah(totals.total)],
  ];

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={3}>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
            {facts.map(([label, value]) => (
              <FactRow key={label} label={label} value={value} />
            ))}
          </Box>
          <Table size="small" aria-label="Order lines">
            <TableHead>
              <TableRow>
                <TableCell>Product</TableCell>
                <TableCell align="right">Quantity</TableCell>
                <TableCell align="right">Price Each</TableCell>
                <TableCell align="right">Price</TableCell>
                <TableCell align="right">Gross Weight</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell align="right">{line.quantity}</TableCell>
                  <TableCell align="right">{formatRupiah(line.unitPrice)}</TableCell>
                  <TableCell align="right">{formatRupiah(line.linePrice)}</TableCell>
                  <TableCell align="right">{formatKg(line.grossWeight == null ? null : line.grossWeight * line.quantity)}</TableCell>
                </TableRow>
              ))}
              {totalRows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell colSpan={3} />
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {label}
                  </TableCell>
                  <TableCell align="right" aria-label={label}>
                    {value}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Box component="form" id="order-shipping-form" onSubmit={save} noValidate aria-label="Shipping">
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 }}>
              <ChoiceField control={control} name="shipFromId" label="Ship From" options={shipFromChoices(data.warehouses.rows, order.shipFrom?.id ?? '')} />
              <Controller
                control={control}
                name="shipmentDate"
                render={({ field, fieldState }) => (
                  <DateField label="Shipment Date" name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                )}
              />
              <ChoiceField control={control} name="shipmentStatus" label="Shipping Status" options={shipmentStatusChoices} />
              <ChoiceField control={control} name="courierId" label="Courier" options={courierChoices(data.couriers)} />
              <TextField label="Tracking Code" {...register('trackingCode')} error={!!errors.trackingCode} helperText={errors.trackingCode?.message} />
              <ChoiceField control={control} name="paymentStatus" label="Payment Status" options={paymentStatusChoices} />
              <TextField label="QuickBooks Status" value={order.quickbooksStatus.text} slotProps={{ input: { readOnly: true } }} />
              <TextField label="Payment Method" value={order.paymentMethod ?? '-'} slotProps={{ input: { readOnly: true } }} />
            </Box>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
        <Button
          variant="outlined"
          endIcon={<ArrowDropDownIcon />}
          aria-haspopup="menu"
          onClick={(event) => setPrintMenu(event.currentTarget)}
          loading={running === 'print'}
          disabled={busy}
        >
          Print
        </Button>
        <Menu anchorEl={printMenu} open={printMenu !== null} onClose={() => setPrintMenu(null)}>
          {INVOICE_VARIANTS.map(({ variant, label }) => (
            <MenuItem
              key={variant}
              onClick={() => {
                setPrintMenu(null);
                void printInvoice(variant);
              }}
            >
              {label}
            </MenuItem>
          ))}
        </Menu>
        <Button variant="outlined" component={RouterLink} to={orderUrls.addReturn(order.id)} disabled={busy}>
          Return
        </Button>
        <Button variant="outlined" onClick={syncJubelio} loading={running === 'jubelio'} disabled={busy}>
          Jubelio Sync
        </Button>
        <Button variant="outlined" component={RouterLink} to={orderUrls.duplicate(order.id)} disabled={busy}>
          Duplicate
        </Button>
        <Button variant="outlined" component={RouterLink} to={orderUrls.edit(order.id)} disabled={busy}>
          Edit
        </Button>
        <Button variant="outlined" onClick={printLabel} loading={running === 'label'} disabled={busy}>
          Generate Shipping Label
        </Button>
        {order.canOrderGojek && (
          <Button variant="outlined" onClick={bookGojek} loading={running === 'gojek'} disabled={busy}>
            Order Gojek
          </Button>
        )}
        <Box sx={{ flexGrow: 1 }} />
        <Button type="submit" form="order-shipping-form" variant="contained" loading={running === 'save'} disabled={busy}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}

function FactRow({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value || '-'}
      </Typography>
    </>
  );
}
