import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';

import { toNationalNumber } from '@backoffice/schema/rules/phone';
import {
  emptyRetailerLocationForm,
  retailerLocationFormRules,
  type RetailerLocationFormValues,
} from '@backoffice/schema/rules/retailerLocationForm';

import { CustomerAutocomplete } from '../../ui/CustomerAutocomplete';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { MediaSlotField } from '../../ui/MediaSlotField';
import { PhoneField } from '../../ui/PhoneField';
import { useFormPage } from '../../ui/useFormPage';
import { useImageUpload } from '../../ui/useImageUpload';
import { retailerLocationMessages } from './retailerLocationMessages';
import {
  type RetailerLocationDetailFragment,
  useCreateRetailerLocationMutation,
  useRetailerLocationQuery,
  useUpdateRetailerLocationMutation,
} from './retailerLocations.generated';
import { retailerLocationUrls } from './urls';

function toFormValues(location: RetailerLocationDetailFragment): RetailerLocationFormValues {
  return {
    customerId: location.customer.id,
    retailType: location.retailType,
    displayName: location.displayName,
    website: location.website ?? '',
    whatsappLink: location.whatsappLink ?? '',
    operationalHours: location.operationalHours ?? '',
    displayPhone: toNationalNumber(location.displayPhone),
    address: location.address ?? '',
    latitude: location.latitude?.toString() ?? '',
    longitude: location.longitude?.toString() ?? '',
  };
}

/** Add and edit a retail partner location (spec 002 §2); the customer is searched on the server as staff type. */
export function RetailerLocationFormPage() {
  const [createLocation] = useCreateRetailerLocationMutation();
  const [updateLocation] = useUpdateRetailerLocationMutation();
  const image = useImageUpload();
  const { id, editing, form, text, existing, entityForm } = useFormPage({
    rules: retailerLocationFormRules,
    empty: emptyRetailerLocationForm,
    query: useRetailerLocationQuery,
    toFormValues: (data) => toFormValues(data.retailerLocation),
    listUrl: retailerLocationUrls.list,
    save: async (input, id, { context }) => {
      const variables = { input, image: image.file };
      if (id === undefined)
        return retailerLocationMessages.created(
          (await createLocation({ variables, context })).data!.createRetailerLocation?.displayName ?? input.displayName,
        );
      return retailerLocationMessages.updated(
        (await updateLocation({ variables: { id, ...variables } })).data!.updateRetailerLocation.displayName,
      );
    },
    nonFormField: image.nonFormField,
  });

  const title = editing ? 'Edit Retail Location' : 'Add Retail Location';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading retail location"
      maxWidth={820}
      history={{ recordType: 'RETAILER_LOCATION', recordId: id }}
    >
      <Controller
        control={form.control}
        name="customerId"
        render={({ field, fieldState }) => (
          <CustomerAutocomplete
            label="Customer"
            required
            placeholder="Name or id"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <FieldRow>
        <TextField label="Retail Type" required fullWidth {...text('retailType')} placeholder="e.g. Supermarket" />
        <TextField label="Display Name" required fullWidth {...text('displayName')} />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Website"
          fullWidth
          {...text('website')}
          placeholder="https://"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
        <TextField
          label="WhatsApp Link"
          fullWidth
          {...text('whatsappLink')}
          placeholder="https://wa.me/62…"
          slotProps={{ htmlInput: { inputMode: 'url' } }}
        />
      </FieldRow>
      <FieldRow>
        <TextField
          label="Operational Hours"
          fullWidth
          {...text('operationalHours')}
          placeholder="e.g. Senin–Sabtu 08.00–21.00"
        />
        <PhoneField label="Display Phone" fullWidth {...text('displayPhone')} />
      </FieldRow>
      <TextField label="Address" multiline minRows={2} fullWidth {...text('address')} />
      <FieldRow>
        <TextField
          label="Longitude"
          fullWidth
          {...text('longitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Latitude"
          fullWidth
          {...text('latitude')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </FieldRow>
      <MediaSlotField label="Image" currentUrl={existing.data?.retailerLocation.imageUrl} {...image.slot} />
    </EntityForm>
  );
}
