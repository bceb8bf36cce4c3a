import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  internalTransferFormRules,
  newTransferFormValues,
  shownTransferEnds,
  TRANSFER_TYPE_LABELS,
  withFromWarehouse,
  withType,
  type InternalTransferFormValues,
  type TransferEnd,
} from '@backoffice/schema/rules/internalTransfer';
import { useMemo } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { ChoiceField, choicesOf } from '../../ui/ChoiceField';
import { DateField } from '../../ui/DateField';
import { EntityForm } from '../../ui/EntityForm';
import { errorMessages } from '../../ui/errorMessage';
import { useNotify } from '../../ui/notifications';
import { warehouseChoices } from '../../ui/recordChoices';
import { textFieldProps } from '../../ui/textFieldProps';
import { useEntityForm } from '../../ui/useEntityForm';
import { useFormSave } from '../../ui/useFormSave';
import { ProductLinesField } from '../../ui/ProductLinesField';
import { VendorAutocomplete } from '../../ui/VendorAutocomplete';
import { todayInJakarta } from '../../ui/dates';
import { internalTransferMessages } from './internalTransferMessages';
import { useCreateInternalTransferMutation, useTransferWarehousesQuery } from './internalTransfers.generated';
import { internalTransferUrls } from './urls';

const typeChoices = choicesOf(TRANSFER_TYPE_LABELS);
const TRANSFER_ENDS: readonly TransferEnd[] = ['fromWarehouseId', 'toWarehouseId', 'vendorId', 'toVendorId'];
const describeError = (error: unknown) => internalTransferMessages.createFailed(errorMessages(error));

/**
 * Spec 001 §2 Add Stock: the type decides which ends are shown (shownTransferEnds); changing it clears
 * them all, changing the source clears the vendor. The form applies the gateway's transfer rules before
 * sending. A refused save shows '[ERROR] ' and the server's errors, marks the fields it names and keeps
 * everything typed (the old client went back to the list and lost it).
 */
export function AddStockPage() {
  const navigate = useNavigate();
  const notify = useNotify();
  const empty = useMemo(() => newTransferFormValues(todayInJakarta()), []);
  const form = useEntityForm(internalTransferFormRules, empty, undefined);
  const { control, getValues, setValue, formState } = form;
  const { saveError, run } = useFormSave(form);
  const warehouses = useTransferWarehousesQuery();
  const [createTransfer] = useCreateInternalTransferMutation();
  const type = useWatch({ control, name: 'type' });
  const text = textFieldProps(form);

  /** Puts the ends a rule gave (withType, withFromWarehouse) into the fields that changed. */
  const setEnds = (next: InternalTransferFormValues) => {
    for (const end of TRANSFER_ENDS) {
      if (getValues(end) !== next[end]) setValue(end, next[end], { shouldValidate: formState.isSubmitted });
    }
  };
  const submit = form.handleSubmit((input) =>
    run(async () => {
      const { data } = await createTransfer({ variables: { input } });
      notify.success(internalTransferMessages.created(data!.createInternalTransfer.id));
      navigate(internalTransferUrls.list);
    }),
  );

  const warehouseOptions = warehouseChoices(warehouses.data?.warehouses.rows ?? []);
  const optionsError = warehouses.error ? 'Warehouses could not be loaded' : undefined;
  const shown = shownTransferEnds(type);
  return (
    <FormProvider {...form}>
      <EntityForm
        title="Add Stock"
        editing={false}
        existing={{}}
        loadingLabel="Loading"
        maxWidth={880}
        onSubmit={submit}
        saveError={saveError}
        describeError={describeError}
        submitting={formState.isSubmitting}
        cancelTo={internalTransferUrls.list}
        spacing={3}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          <ChoiceField
            control={control}
            name="type"
            label="Type"
            options={typeChoices}
            required
            onChosen={(chosen) => setEnds(withType(getValues(), chosen as InternalTransferFormValues['type']))}
          />
          <Box />
          <Controller
            control={control}
            name="shipmentDate"
            render={({ field, fieldState }) => (
              <DateField label="Shipment Date" name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          <Controller
            control={control}
            name="receivedDate"
            render={({ field, fieldState }) => (
              <DateField label="Received Date" name={field.name} value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
            )}
          />
          {shown.includes('fromWarehouseId') && (
            <ChoiceField
              control={control}
              name="fromWarehouseId"
              label="From Warehouse"
              options={warehouseOptions}
              optionsError={optionsError}
              required
              onChosen={(chosen) => setEnds(withFromWarehouse(getValues(), chosen))}
            />
          )}
          {shown.includes('toWarehouseId') && (
            <ChoiceField control={control} name="toWarehouseId" label="Destination Warehouse" options={warehouseOptions} optionsError={optionsError} required />
          )}
          {shown.includes('toVendorId') && (
            <Controller
              control={control}
              name="toVendorId"
              render={({ field, fieldState }) => (
                <VendorAutocomplete
                  label="Vendor/unit"
                  required
                  placeholder="Company name or id"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
          <TextField label="Memo" multiline minRows={2} {...text('memo')} sx={{ gridColumn: '1 / -1' }} />
        </Box>
        {/* Spec 001 §5: the first line cannot be deleted; an adjustment takes negative quantities. */}
        <ProductLinesField signed={type === 'ADJUSTMENT'} keepFirstLine />
      </EntityForm>
    </FormProvider>
  );
}
