import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

import {
  DELIVERY_TYPES,
  deliveryFeeFormRules,
  type DeliveryFeeFormValues,
  emptyDeliveryFeeForm,
} from '@backoffice/schema/rules/deliveryFee';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { MoneyField } from '../../ui/MoneyField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { courierChoices } from '../../ui/recordChoices';
import { SwitchField } from '../../ui/SwitchField';
import { useFormPage } from '../../ui/useFormPage';
import { deliveryFeeMessages, deliveryTypeLabels } from './deliveryFeeMessages';
import {
  type DeliveryFeeDetailFragment,
  useCourierCompaniesQuery,
  useCreateDeliveryFeeMutation,
  useDeliveryFeeQuery,
  useUpdateDeliveryFeeMutation,
} from './deliveryFees.generated';
import { deliveryFeeUrls } from './urls';

const DELIVERY_TYPE_CHOICES = choicesOf(deliveryTypeLabels, DELIVERY_TYPES);

function toFormValues(fee: DeliveryFeeDetailFragment): DeliveryFeeFormValues {
  return {
    courierId: fee.courier.id,
    serviceName: fee.serviceName,
    // A type or city the gateway could not name is left to choose again.
    deliveryType: fee.deliveryType ?? '',
    fee: String(fee.fee),
    unitFee: String(fee.unitFee),
    originProvinceId: fee.origin?.provinceId ?? '',
    originCityId: fee.origin?.id ?? '',
    destinationProvinceId: fee.destination?.provinceId ?? '',
    destinationCityId: fee.destination?.id ?? '',
    trackingWebsite: fee.trackingWebsite,
    active: fee.active,
  };
}

/** Origins and destination are each a province → city pair, told apart by their legend. */
function PlaceFields({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" sx={{ gap: 2 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      {children}
    </FormControl>
  );
}

/** Add and edit a courier fee (spec 000 §2); both return to the Courier List. */
export function DeliveryFeeFormPage() {
  const couriers = useCourierCompaniesQuery();
  const [createFee] = useCreateDeliveryFeeMutation();
  const [updateFee] = useUpdateDeliveryFeeMutation();
  const { id, editing, form, text, entityForm } = useFormPage({
    rules: deliveryFeeFormRules,
    empty: emptyDeliveryFeeForm,
    query: useDeliveryFeeQuery,
    toFormValues: (data) => toFormValues(data.deliveryFee),
    listUrl: deliveryFeeUrls.list,
    save: async (input, id, { context }) => {
      if (id === undefined)
        return deliveryFeeMessages.created(
          (await createFee({ variables: { input }, context })).data!.createDeliveryFee?.serviceName ??
            input.serviceName,
        );
      return deliveryFeeMessages.updated((await updateFee({ variables: { id, input } })).data!.updateDeliveryFee);
    },
  });
  const { control } = form;

  const title = editing ? 'Edit Courier' : 'Add Courier';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading courier fee"
      maxWidth={720}
      history={{ recordType: 'DELIVERY_FEE', recordId: id }}
    >
      <ChoiceField
        control={control}
        name="courierId"
        label="Courier Company"
        options={courierChoices(couriers.data?.couriers ?? [])}
        optionsError={couriers.error ? 'Couriers could not be loaded' : undefined}
        required
      />
      <TextField label="Service Name" required {...text('serviceName')} />
      <ChoiceField
        control={control}
        name="deliveryType"
        label="Delivery Type"
        options={DELIVERY_TYPE_CHOICES}
        required
      />
      <FieldRow>
        <MoneyField label="Fees" required fullWidth {...text('fee')} />
        <MoneyField label="Unit Fees (Kg)" required fullWidth {...text('unitFee')} />
      </FieldRow>
      <PlaceFields legend="Origins">
        <ProvinceCityFields control={control} provinceName="originProvinceId" cityName="originCityId" />
      </PlaceFields>
      <PlaceFields legend="Destination">
        <ProvinceCityFields control={control} provinceName="destinationProvinceId" cityName="destinationCityId" />
      </PlaceFields>
      <TextField label="Tracking Website" required inputMode="url" {...text('trackingWebsite')} />
      <SwitchField control={control} name="active" label="Active" offLabel="Inactive" />
    </EntityForm>
  );
}
