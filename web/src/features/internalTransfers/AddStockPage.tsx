import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';

import {
  internalTransferFormRules,
  type InternalTransferFormValues,
  newTransferFormValues,
  shownTransferEnds,
  TRANSFER_TYPE_LABELS,
  type TransferEnd,
  withFromWarehouse,
  withType,
} from '@backoffice/schema/rules/internalTransfer';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { todayInJakarta } from '../../ui/dates';
import { EntityForm } from '../../ui/EntityForm';
import { errorMessages } from '../../ui/errorMessage';
import { FieldRow } from '../../ui/FieldRow';
import { FormDateField } from '../../ui/FormDateField';
import { ProductLinesField } from '../../ui/ProductLinesField';
import { warehouseChoices } from '../../ui/recordChoices';
import { useFormPage } from '../../ui/useFormPage';
import { VendorAutocomplete } from '../../ui/VendorAutocomplete';
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
  const empty = useMemo(() => newTransferFormValues(todayInJakarta()), []);
  const warehouses = useTransferWarehousesQuery();
  const [createTransfer] = useCreateInternalTransferMutation();
  const page = useFormPage({
    rules: internalTransferFormRules,
    empty,
    save: async (input, _id, { context }) =>
      internalTransferMessages.created(
        (await createTransfer({ variables: { input }, context })).data!.createInternalTransfer?.id,
      ),
    listUrl: internalTransferUrls.list,
  });
  const { form, text } = page;
  const { control, getValues, setValue, formState } = form;
  const type = useWatch({ control, name: 'type' });

  /** Puts the ends a rule gave (withType, withFromWarehouse) into the fields that changed. */
  const setEnds = (next: InternalTransferFormValues) => {
    for (const end of TRANSFER_ENDS) {
      if (getValues(end) !== next[end]) setValue(end, next[end], { shouldValidate: formState.isSubmitted });
    }
  };
  const warehouseOptions = warehouseChoices(warehouses.data?.warehouses.rows ?? []);
  const optionsError = warehouses.error ? 'Warehouses could not be loaded' : undefined;
  const shown = shownTransferEnds(type);
  return (
    <FormProvider {...form}>
      <EntityForm
        title="Add Stock"
        loadingLabel="Loading"
        maxWidth={880}
        spacing={3}
        describeError={describeError}
        {...page.entityForm}
      >
        <ChoiceField
          control={control}
          name="type"
          label="Type"
          options={typeChoices}
          required
          onChosen={(chosen) => setEnds(withType(getValues(), chosen as InternalTransferFormValues['type']))}
        />
        <FieldRow>
          <FormDateField control={control} name="shipmentDate" label="Shipment Date" />
          <FormDateField control={control} name="receivedDate" label="Received Date" />
        </FieldRow>
        <FieldRow>
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
            <ChoiceField
              control={control}
              name="toWarehouseId"
              label="Destination Warehouse"
              options={warehouseOptions}
              optionsError={optionsError}
              required
            />
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
                  width="100%"
                />
              )}
            />
          )}
        </FieldRow>
        <TextField label="Memo" multiline minRows={2} {...text('memo')} />
        {/* Spec 001 §5: the first line cannot be deleted; an adjustment takes negative quantities. */}
        <ProductLinesField signed={type === 'ADJUSTMENT'} keepFirstLine />
      </EntityForm>
    </FormProvider>
  );
}
