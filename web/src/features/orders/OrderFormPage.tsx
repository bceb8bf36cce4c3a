import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ChoiceField } from '../../ui/ChoiceField';
import { CUSTOMER_TYPE_CHOICES } from '../../ui/customerTypes';
import { DateField } from '../../ui/DateField';
import { errorMessage } from '../../ui/errorMessage';
import { PageHeader } from '../../ui/PageHeader';
import { PhoneField } from '../../ui/PhoneField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { courierChoices, warehouseChoices } from '../../ui/recordChoices';
import { useFormPage } from '../../ui/useFormPage';
import { todayInJakarta } from '../../ui/dates';
import { newOrderFormValues, orderFormRules } from '@backoffice/schema/rules/orderForm';
import { duplicateFormValues, orderToFormValues } from './orderForm';
import { OrderCustomerNameField } from './OrderCustomerNameField';
import { OrderLinesField } from './OrderLinesField';
import { paymentStatusChoices, salesChannelChoices, shipmentStatusChoices } from './orderLists';
import { orderMessages } from './orderMessages';
import { useCreateOrderMutation, useOrderFormChoicesQuery, useOrderFormQuery, useUpdateOrderMutation, type OrderFormQuery } from './orders.generated';
import { DUPLICATE_PARAM, orderUrls } from './urls';


/**
 * Spec 001 §2: one form for a new order, an edited one (/edit/order/{id}) and a duplicate (the new-order
 * form prefilled from another order, ?duplicate={id}). The button reads Save when new, Update otherwise.
 */
export function OrderFormPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const today = useMemo(() => todayInJakarta(), []);
  const empty = useMemo(() => newOrderFormValues(today), [today]);
  const choices = useOrderFormChoicesQuery();
  const [createOrder] = useCreateOrderMutation();
  const [updateOrder] = useUpdateOrderMutation();
  const toFormValues = useCallback(
    ({ order }: OrderFormQuery, editing: boolean) => (editing ? orderToFormValues(order) : duplicateFormValues(order, today)),
    [today],
  );
  const duplicateOf = search.get(DUPLICATE_PARAM);
  /**
   * Spec 001 §8: a new order goes "back one page"; an edit does the same, since the spec names no place
   * (the list, or its detail dialog, shows the saved order). A form opened from a bookmark goes to the list.
   */
  const { id, editing, form, existing: source, submit: save, saveError } = useFormPage({
    rules: orderFormRules,
    empty,
    query: useOrderFormQuery,
    toFormValues,
    async save(input, id) {
      if (id) return orderMessages.updated((await updateOrder({ variables: { id, input } })).data!.updateOrder.id);
      const created = (await createOrder({ variables: { input } })).data!.createOrder.id;
      // Back one page from a duplicate is the order it was copied from: staff went on editing the wrong one.
      return duplicateOf ? { message: orderMessages.created(created), goTo: orderUrls.detail(created) } : orderMessages.created(created);
    },
    listUrl: orderUrls.list,
    backAfter: 'save',
    sourceId: duplicateOf,
  });
  const sourceId = id ?? duplicateOf;
  const { control, register, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const [shipFromId, dropshipper] = useWatch({ control, name: ['shipFromId', 'dropshipper.enabled'] });
  const goBack = () => (location.key !== 'default' ? navigate(-1) : navigate(orderUrls.list));

  const title = editing ? `Edit Order ${id}` : 'Add New Order';
  const loadError = source.error ?? choices.error;
  if (loadError) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{errorMessage(loadError)}</Alert>
      </>
    );
  }
  if ((sourceId && !source.data) || !choices.data) {
    return (
      <>
        <PageHeader title={title} />
        <CircularProgress aria-label="Loading order" />
      </>
    );
  }
  const { warehouses, couriers, productChoices } = choices.data;

  return (
    <>
      <PageHeader title={title} />
      {duplicateOf && (
        <Alert severity="info" sx={{ mb: 2, maxWidth: 1000 }}>
          A new order, filled in from Order {duplicateOf}.
        </Alert>
      )}
      <FormProvider {...form}>
        <Paper component="form" onSubmit={save} noValidate variant="outlined" sx={{ p: 3, maxWidth: 1000 }} aria-label={title}>
          <Stack spacing={3}>
            {saveError !== null && <Alert severity="error">{errorMessage(saveError)}</Alert>}
            <Section title="Customer">
              <OrderCustomerNameField />
              <PhoneField
                label="Contact"
                // Another phone is another person: the order no longer reuses the chosen customer.
                {...register('customer.phoneNumber', { onChange: () => setValue('customer.customerId', '') })}
                error={!!errors.customer?.phoneNumber}
                helperText={errors.customer?.phoneNumber?.message}
              />
              <TextField
                label="Shipment Address"
                multiline
                minRows={2}
                {...register('customer.address')}
                error={!!errors.customer?.address}
                helperText={errors.customer?.address?.message}
                sx={{ gridColumn: '1 / -1' }}
              />
              <ProvinceCityFields control={control} provinceName="customer.provinceId" cityName="customer.cityId" />
              <TextField
                label="Postal Code"
                {...register('customer.postalCode')}
                error={!!errors.customer?.postalCode}
                helperText={errors.customer?.postalCode?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Section>
            <Box>
              <Controller
                control={control}
                name="dropshipper.enabled"
                render={({ field }) => (
                  <FormControlLabel
                    control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />}
                    label="Dropshipper"
                  />
                )}
              />
              {dropshipper && (
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mt: 1 }}>
                  <TextField label="Dropshipper Name" {...register('dropshipper.name')} />
                  <PhoneField label="Dropshipper Contact" {...register('dropshipper.phoneNumber')} />
                </Box>
              )}
            </Box>
            <Section title="Order">
              <Controller
                control={control}
                name="orderDate"
                render={({ field, fieldState }) => (
                  <DateField label="Order Date" name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                )}
              />
              <Controller
                control={control}
                name="shipmentDate"
                render={({ field, fieldState }) => (
                  <DateField label="Shipment Date" name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                )}
              />
              <ChoiceField control={control} name="shipFromId" label="Ship From" options={warehouseChoices(warehouses.rows, shipFromId)} required />
              <ChoiceField control={control} name="courierId" label="Courier" options={courierChoices(couriers)} required />
              <ChoiceField control={control} name="salesChannel" label="Sales Channel" options={salesChannelChoices} required />
              <ChoiceField control={control} name="customerType" label="Customer Type" options={CUSTOMER_TYPE_CHOICES} required />
              <ChoiceField control={control} name="shipmentStatus" label="Shipment Status" options={shipmentStatusChoices} />
              <ChoiceField control={control} name="paymentStatus" label="Payment Status" options={paymentStatusChoices} />
              <TextField
                label="External Invoice Number"
                {...register('invoiceNumber')}
                error={!!errors.invoiceNumber}
                helperText={errors.invoiceNumber?.message}
              />
              <TextField
                label="Memo"
                multiline
                minRows={2}
                {...register('memo')}
                error={!!errors.memo}
                helperText={errors.memo?.message}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Section>
            <OrderLinesField products={productChoices} loading={choices.loading} />
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              <Button onClick={goBack} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {editing ? 'Update' : 'Save'}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </FormProvider>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2">
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>
    </Stack>
  );
}
