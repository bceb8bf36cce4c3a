import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';

import { newOrderFormValues, orderFormRules } from '@backoffice/schema/rules/orderForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { CUSTOMER_TYPE_CHOICES } from '../../ui/customerTypes';
import { todayInJakarta } from '../../ui/dates';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { FormDateField } from '../../ui/FormDateField';
import { PhoneField } from '../../ui/PhoneField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { courierChoices, warehouseChoices } from '../../ui/recordChoices';
import { paymentStatusChoices, shipmentStatusChoices } from '../../ui/shippingStatuses';
import { useFormPage } from '../../ui/useFormPage';
import { OrderCustomerNameField } from './OrderCustomerNameField';
import { duplicateFormValues, orderToFormValues } from './orderForm';
import { OrderLinesField } from './OrderLinesField';
import { salesChannelChoices } from './orderLists';
import { orderMessages } from './orderMessages';
import {
  type OrderFormQuery,
  useCreateOrderMutation,
  useOrderFormChoicesQuery,
  useOrderFormQuery,
  useUpdateOrderMutation,
} from './orders.generated';
import { DUPLICATE_PARAM, orderUrls } from './urls';

/**
 * Spec 001 §2: one form for a new order, an edited one (/edit/order/{id}) and a duplicate (the new-order
 * form prefilled from another order, ?duplicate={id}). The button reads Save when new, Update otherwise.
 */
export function OrderFormPage() {
  const [search] = useSearchParams();
  const today = useMemo(() => todayInJakarta(), []);
  const empty = useMemo(() => newOrderFormValues(today), [today]);
  const choices = useOrderFormChoicesQuery();
  const [createOrder] = useCreateOrderMutation();
  const [updateOrder] = useUpdateOrderMutation();
  const toFormValues = useCallback(
    ({ order }: OrderFormQuery, editing: boolean) =>
      editing ? orderToFormValues(order) : duplicateFormValues(order, today),
    [today],
  );
  const duplicateOf = search.get(DUPLICATE_PARAM);
  /**
   * Spec 001 §8: a new order goes "back one page"; an edit does the same, since the spec names no place
   * (the list, or its detail dialog, shows the saved order). A form opened from a bookmark goes to the list.
   */
  const page = useFormPage({
    rules: orderFormRules,
    empty,
    query: useOrderFormQuery,
    toFormValues,
    async save(input, id, { context }) {
      if (id) return orderMessages.updated((await updateOrder({ variables: { id, input } })).data!.updateOrder.id);
      // Null when the company's API saved the order without naming it (a warning says so): the message names none.
      const created = (await createOrder({ variables: { input }, context })).data!.createOrder?.id ?? null;
      if (created === null) return orderMessages.created(null);
      // Back one page from a duplicate is the order it was copied from: staff went on editing the wrong one.
      return duplicateOf
        ? { message: orderMessages.created(created), goTo: orderUrls.detail(created) }
        : orderMessages.created(created);
    },
    listUrl: orderUrls.list,
    backAfter: 'save',
    sourceId: duplicateOf,
  });
  const { id, editing, form, text, required } = page;
  const { control, setValue } = form;
  const [shipFromId, dropshipper] = useWatch({ control, name: ['shipFromId', 'dropshipper.enabled'] });
  const optionsError = choices.error ? 'Choices could not be loaded' : undefined;

  return (
    <FormProvider {...form}>
      <EntityForm
        title={editing ? `Edit Order ${id}` : 'Add New Order'}
        loadingLabel="Loading order"
        maxWidth={1000}
        spacing={3}
        {...page.entityForm}
        history={{ recordType: 'ORDER', recordId: id }}
      >
        {duplicateOf && <Alert severity="info">{`A new order, filled in from Order ${duplicateOf}.`}</Alert>}
        <Typography variant="subtitle1" component="h2">
          Customer
        </Typography>
        <FieldRow>
          <OrderCustomerNameField required={required('customer.name')} />
          {/* Another phone is another person: the order no longer reuses the chosen customer. */}
          <PhoneField
            label="Contact"
            {...text('customer.phoneNumber', { onChange: () => setValue('customer.customerId', '') })}
          />
        </FieldRow>
        <TextField label="Shipment Address" multiline minRows={2} {...text('customer.address')} />
        <FieldRow>
          <ProvinceCityFields
            control={control}
            provinceName="customer.provinceId"
            cityName="customer.cityId"
            required={required('customer.cityId')}
          />
          <TextField
            label="Postal Code"
            {...text('customer.postalCode')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </FieldRow>
        <Controller
          control={control}
          name="dropshipper.enabled"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  inputRef={field.ref}
                />
              }
              label="Dropshipper"
            />
          )}
        />
        {dropshipper && (
          <FieldRow>
            <TextField label="Dropshipper Name" {...text('dropshipper.name')} />
            <PhoneField label="Dropshipper Contact" {...text('dropshipper.phoneNumber')} />
          </FieldRow>
        )}
        <Typography variant="subtitle1" component="h2">
          Order
        </Typography>
        <FieldRow>
          <FormDateField control={control} name="orderDate" label="Order Date" />
          <FormDateField control={control} name="shipmentDate" label="Shipment Date" />
        </FieldRow>
        <FieldRow>
          <ChoiceField
            control={control}
            name="shipFromId"
            label="Ship From"
            options={warehouseChoices(choices.data?.warehouses.rows ?? [], shipFromId)}
            optionsError={optionsError}
            required
          />
          <ChoiceField
            control={control}
            name="courierId"
            label="Courier"
            options={courierChoices(choices.data?.couriers ?? [])}
            optionsError={optionsError}
            required
          />
        </FieldRow>
        <FieldRow>
          <ChoiceField
            control={control}
            name="salesChannel"
            label="Sales Channel"
            options={salesChannelChoices}
            required
          />
          <ChoiceField
            control={control}
            name="customerType"
            label="Customer Type"
            options={CUSTOMER_TYPE_CHOICES}
            required
          />
        </FieldRow>
        <FieldRow>
          <ChoiceField
            control={control}
            name="shipmentStatus"
            label="Shipment Status"
            options={shipmentStatusChoices}
          />
          <ChoiceField control={control} name="paymentStatus" label="Payment Status" options={paymentStatusChoices} />
        </FieldRow>
        <TextField label="External Invoice Number" {...text('invoiceNumber')} />
        <TextField label="Memo" multiline minRows={2} {...text('memo')} />
        <OrderLinesField />
      </EntityForm>
    </FormProvider>
  );
}
