import TextField from '@mui/material/TextField';
import { useCallback, useMemo } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';

import { SAMPLE_PURPOSE_LABELS } from '@backoffice/schema/rules/sample';
import { newSampleFormValues, sampleFormRules, type SampleFormValues } from '@backoffice/schema/rules/sampleForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { todayInJakarta } from '../../ui/dates';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { FormDateField } from '../../ui/FormDateField';
import { PhoneField } from '../../ui/PhoneField';
import { ProductLinesField } from '../../ui/ProductLinesField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { courierChoices, warehouseChoices } from '../../ui/recordChoices';
import { shipmentStatusChoices } from '../../ui/shippingStatuses';
import { useFormPage } from '../../ui/useFormPage';
import { sampleToFormValues } from './sampleForm';
import { sampleMessages } from './sampleMessages';
import { SampleRecipientField } from './SampleRecipientField';
import {
  type SampleFormQuery,
  useCreateSampleMutation,
  useSampleFormChoicesQuery,
  useSampleFormQuery,
  useUpdateSampleMutation,
} from './samples.generated';
import { sampleUrls } from './urls';

const purposeChoices = choicesOf(SAMPLE_PURPOSE_LABELS);

/**
 * Spec 001 §2: one form for a new sample and an edited one (/edit/sample/{id}); the button reads Save when
 * new, Update otherwise. It sends the shipment status only: the gateway sets the sample's status by the
 * rules of spec 001 §4. The old form's tax and delivery fee, never saved, are left out (docs/areas.md).
 */
export function SampleFormPage() {
  const today = useMemo(() => todayInJakarta(), []);
  const empty = useMemo(() => newSampleFormValues(today), [today]);
  const choices = useSampleFormChoicesQuery();
  const [createSample] = useCreateSampleMutation();
  const [updateSample] = useUpdateSampleMutation();
  const toFormValues = useCallback(({ sample }: SampleFormQuery) => sampleToFormValues(sample), []);
  // Spec 001 §8: a new sample goes back one page; an edit does the same (the spec names no place).
  const page = useFormPage({
    rules: sampleFormRules,
    empty,
    query: useSampleFormQuery,
    toFormValues,
    async save(input, id, { context }) {
      if (id) {
        await updateSample({ variables: { id, input } });
        return sampleMessages.updated;
      }
      // Null when the company's API saved the sample without naming it (a warning says so): the message names none.
      return sampleMessages.created(
        (await createSample({ variables: { input }, context })).data!.createSample?.id ?? null,
      );
    },
    listUrl: sampleUrls.list,
    backAfter: 'save',
  });
  const { form, text, editing, id } = page;
  const { control } = form;
  const shipFromId = useWatch({ control, name: 'shipFromId' });
  const warehouses = choices.data?.warehouses.rows ?? [];
  const optionsError = choices.error ? 'Choices could not be loaded' : undefined;

  return (
    <FormProvider {...form}>
      <EntityForm
        title={editing ? `Edit Sample ${id}` : 'Add New Sample'}
        loadingLabel="Loading sample"
        maxWidth={1000}
        spacing={3}
        {...page.entityForm}
        history={{ recordType: 'SAMPLE', recordId: id }}
      >
        {/* Recipient type and recipient, each a whole line: the recipient picker has no width of its own in a FieldRow. */}
        <SampleRecipientField />
        <PhoneField label="Phone" {...text('phoneNumber')} />
        <TextField label="Address" required multiline minRows={2} {...text('address')} />
        <FieldRow>
          <ProvinceCityFields<SampleFormValues> control={control} provinceName="provinceId" cityName="cityId" />
          <TextField label="Postal Code" {...text('postalCode')} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        </FieldRow>
        <FieldRow>
          <ChoiceField
            control={control}
            name="shipmentStatus"
            label="Shipment Status"
            options={shipmentStatusChoices}
            required
          />
          <ChoiceField
            control={control}
            name="shipFromId"
            label="Ship From"
            options={warehouseChoices(warehouses, shipFromId)}
            optionsError={optionsError}
            required
          />
          <FormDateField control={control} name="shipmentDate" label="Shipment Date" />
        </FieldRow>
        <FieldRow>
          <ChoiceField control={control} name="purpose" label="Purpose" options={purposeChoices} required />
          <ChoiceField
            control={control}
            name="courierId"
            label="Courier"
            options={courierChoices(choices.data?.couriers ?? [])}
            optionsError={optionsError}
            required
          />
        </FieldRow>
        <TextField label="Memo" multiline minRows={2} {...text('memo')} />
        <ProductLinesField />
      </EntityForm>
    </FormProvider>
  );
}
