import TextField from '@mui/material/TextField';

import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { warehouseFormRules, type WarehouseFormValues } from '@backoffice/schema/rules/warehouse';

import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { PhoneField } from '../../ui/PhoneField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { SwitchField } from '../../ui/SwitchField';
import { useFormPage } from '../../ui/useFormPage';
import { warehouseUrls } from './urls';
import { warehouseMessages } from './warehouseMessages';
import {
  useCreateWarehouseMutation,
  useUpdateWarehouseMutation,
  useWarehouseQuery,
  type WarehouseDetailFragment,
} from './warehouses.generated';

const EMPTY: WarehouseFormValues = {
  name: '',
  latitude: '',
  longitude: '',
  address: '',
  provinceId: '',
  cityId: '',
  phoneNumber: '',
  active: true,
};

function toFormValues(warehouse: WarehouseDetailFragment): WarehouseFormValues {
  return {
    name: warehouse.name,
    latitude: warehouse.latitude?.toString() ?? '',
    longitude: warehouse.longitude?.toString() ?? '',
    address: warehouse.address ?? '',
    provinceId: warehouse.city?.provinceId ?? '',
    cityId: warehouse.city?.id ?? '',
    phoneNumber: toNationalNumber(warehouse.phoneNumber),
    active: warehouse.active,
  };
}

/** Add and edit share one layout (spec 002 §2); the province is chosen only when adding. */
export function WarehouseFormPage() {
  const [createWarehouse] = useCreateWarehouseMutation();
  const [updateWarehouse] = useUpdateWarehouseMutation();
  const { id, editing, form, text, required, entityForm } = useFormPage({
    rules: warehouseFormRules,
    empty: EMPTY,
    query: useWarehouseQuery,
    toFormValues: (data) => toFormValues(data.warehouse),
    listUrl: warehouseUrls.list,
    save: async (input, id, { context }) => {
      if (id === undefined)
        return warehouseMessages.created(
          (await createWarehouse({ variables: { input }, context })).data!.createWarehouse?.name ?? input.name,
        );
      return warehouseMessages.updated(
        (await updateWarehouse({ variables: { id, input } })).data!.updateWarehouse.name,
      );
    },
  });

  const title = editing ? 'Edit Warehouse' : 'Add Warehouse';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading warehouse"
      maxWidth={720}
      history={{ recordType: 'WAREHOUSE', recordId: id }}
    >
      <TextField label="Name" {...text('name')} />
      <FieldRow>
        <TextField label="Latitude" inputMode="decimal" {...text('latitude')} />
        <TextField label="Longitude" inputMode="decimal" {...text('longitude')} />
      </FieldRow>
      <SwitchField control={form.control} name="active" label="Active" offLabel="Inactive" />
      <PhoneField label="Telephone" {...text('phoneNumber')} />
      <TextField label="Address" multiline minRows={2} {...text('address')} />
      <ProvinceCityFields
        control={form.control}
        provinceName="provinceId"
        cityName="cityId"
        showProvince={!editing}
        required={required('cityId')}
      />
    </EntityForm>
  );
}
