import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DELIVERY_TYPES, deliveryFeeFormRules, type DeliveryFeeFormValues } from '@backoffice/schema/rules/deliveryFee';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ChoiceField, choicesOf } from '../../ui/ChoiceField';
import { EntityForm } from '../../ui/EntityForm';
import { MoneyField } from '../../ui/MoneyField';
import { useNotify } from '../../ui/notifications';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { SwitchField } from '../../ui/SwitchField';
import { textFieldProps } from '../../ui/textFieldProps';
import { useEntityForm } from '../../ui/useEntityForm';
import { useFormSave } from '../../ui/useFormSave';
import {
  useCourierCompaniesQuery,
  useCreateDeliveryFeeMutation,
  useDeliveryFeeQuery,
  useUpdateDeliveryFeeMutation,
  type DeliveryFeeDetailFragment,
} from './deliveryFees.generated';
import { deliveryFeeMessages, deliveryTypeLabels } from './deliveryFeeMessages';
import { deliveryFeeUrls } from './urls';

const DELIVERY_TYPE_CHOICES = choicesOf(deliveryTypeLabels, DELIVERY_TYPES);

const EMPTY: DeliveryFeeFormValues = {
  courierId: '',
  serviceName: '',
  deliveryType: '',
  fee: '',
  unitFee: '',
  originProvinceId: '',
  originCityId: '',
  destinationProvinceId: '',
  destinationCityId: '',
  trackingWebsite: '',
  active: true,
};

function toFormValues(fee: DeliveryFeeDetailFragment): DeliveryFeeFormValues {
  return {
    courierId: fee.courier.id,
    serviceName: fee.serviceName,
    deliveryType: fee.deliveryType,
    fee: String(fee.fee),
    unitFee: String(fee.unitFee),
    originProvinceId: fee.origin.provinceId,
    originCityId: fee.origin.id,
    destinationProvinceId: fee.destination.provinceId,
    destinationCityId: fee.destination.id,
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
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  const existing = useDeliveryFeeQuery({ variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const couriers = useCourierCompaniesQuery();
  const [createFee] = useCreateDeliveryFeeMutation();
  const [updateFee] = useUpdateDeliveryFeeMutation();
  const form = useEntityForm(deliveryFeeFormRules, EMPTY, existing.data ? toFormValues(existing.data.deliveryFee) : undefined);
  const { saveError, run } = useFormSave(form.setError);
  const { control } = form;
  const text = textFieldProps(form);

  const save = form.handleSubmit((input) =>
    run(async () => {
      if (editing) {
        const result = await updateFee({ variables: { id, input } });
        notify.success(deliveryFeeMessages.updated(result.data!.updateDeliveryFee));
      } else {
        const result = await createFee({ variables: { input } });
        notify.success(deliveryFeeMessages.created(result.data!.createDeliveryFee));
      }
      navigate(deliveryFeeUrls.list);
    }),
  );

  const title = editing ? 'Edit Courier' : 'Add Courier';
  const courierChoices = (couriers.data?.couriers ?? []).map((courier) => ({ value: courier.id, label: courier.company }));
  return (
    <EntityForm
      title={title}
      editing={editing}
      existing={existing}
      loadingLabel="Loading courier fee"
      maxWidth={720}
      onSubmit={save}
      saveError={saveError}
      submitting={form.formState.isSubmitting}
      cancelTo={deliveryFeeUrls.list}
    >
      <ChoiceField
        control={control}
        name="courierId"
        label="Courier Company"
        options={courierChoices}
        optionsError={couriers.error ? 'Couriers could not be loaded' : undefined}
        required
      />
      <TextField label="Service Name" required {...text('serviceName')} />
      <ChoiceField control={control} name="deliveryType" label="Delivery Type" options={DELIVERY_TYPE_CHOICES} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <MoneyField label="Fees" required fullWidth {...text('fee')} />
        <MoneyField label="Unit Fees (Kg)" required fullWidth {...text('unitFee')} />
      </Stack>
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
