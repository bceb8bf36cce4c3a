import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { warehouseFormRules, type WarehouseFormValues } from '@backoffice/schema/rules/warehouse';
import type { Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { EntityForm } from '../../ui/EntityForm';
import { useNotify } from '../../ui/notifications';
import { PhoneField } from '../../ui/PhoneField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { SwitchField } from '../../ui/SwitchField';
import { textFieldProps } from '../../ui/textFieldProps';
import { useEntityForm } from '../../ui/useEntityForm';
import { useFormSave } from '../../ui/useFormSave';
import { warehouseMessages } from './warehouseMessages';
import { warehouseUrls } from './urls';
import { useCreateWarehouseMutation, useUpdateWarehouseMutation, useWarehouseQuery, type WarehouseDetailFragment } from './warehouses.generated';

const EMPTY: WarehouseFormValues = { name: '', latitude: '', longitude: '', address: '', provinceId: '', cityId: '', phone: '', active: true };

function toFormValues(warehouse: WarehouseDetailFragment): WarehouseFormValues {
  return {
    name: warehouse.name,
    latitude: warehouse.latitude?.toString() ?? '',
    longitude: warehouse.longitude?.toString() ?? '',
    address: warehouse.address ?? '',
    provinceId: warehouse.city?.provinceId ?? '',
    cityId: warehouse.city?.id ?? '',
    phone: toNationalNumber(warehouse.phoneNumber),
    active: warehouse.active,
  };
}

/** Gateway input names that differ from the form's field names. */
const FORM_FIELD: Record<string, Path<WarehouseFormValues>> = { phoneNumber: 'phone' };

/** Add and edit share one layout (spec 002 §2); the province is chosen only when adding. */
export function WarehouseFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  const existing = useWarehouseQuery({ variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const [createWarehouse] = useCreateWarehouseMutation();
  const [updateWarehouse] = useUpdateWarehouseMutation();
  const form = useEntityForm(warehouseFormRules, EMPTY, existing.data ? toFormValues(existing.data.warehouse) : undefined);
  const { saveError, run } = useFormSave(form.setError, { formFields: FORM_FIELD });
  const text = textFieldProps(form);

  const save = form.handleSubmit((input) =>
    run(async () => {
      if (editing) {
        const result = await updateWarehouse({ variables: { id, input } });
        notify.success(warehouseMessages.updated(result.data!.updateWarehouse.name));
      } else {
        const result = await createWarehouse({ variables: { input } });
        notify.success(warehouseMessages.created(result.data!.createWarehouse.name));
      }
      navigate(warehouseUrls.list);
    }),
  );

  const title = editing ? 'Edit Warehouse' : 'Add Warehouse';
  return (
    <EntityForm
      title={title}
      editing={editing}
      existing={existing}
      loadingLabel="Loading warehouse"
      maxWidth={720}
      onSubmit={save}
      saveError={saveError}
      submitting={form.formState.isSubmitting}
      cancelTo={warehouseUrls.list}
    >
      <TextField label="Name" {...text('name')} required />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Latitude" inputMode="decimal" {...text('latitude')} />
        <TextField label="Longitude" inputMode="decimal" {...text('longitude')} />
      </Stack>
      <SwitchField control={form.control} name="active" label="Active" offLabel="Inactive" />
      <PhoneField label="Telephone" {...text('phone')} />
      <TextField label="Address" multiline minRows={2} {...text('address')} />
      <ProvinceCityFields control={form.control} provinceName="provinceId" cityName="cityId" showProvince={!editing} />
    </EntityForm>
  );
}
