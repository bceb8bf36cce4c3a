import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { warehouseFormRules, type WarehouseFormValues } from '@backoffice/schema/rules/warehouse';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { WarehouseInput } from '../../generated/graphql';
import { errorMessage, fieldErrors } from '../../ui/errorMessage';
import { useNotify } from '../../ui/notifications';
import { PageHeader } from '../../ui/PageHeader';
import { PhoneField } from '../../ui/PhoneField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
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
  const [saveError, setSaveError] = useState<unknown>(null);

  const { control, register, handleSubmit, setError, formState } = useForm<WarehouseFormValues, unknown, WarehouseInput>({
    resolver: zodResolver(warehouseFormRules),
    defaultValues: EMPTY,
    values: existing.data ? toFormValues(existing.data.warehouse) : undefined,
    // A failed save must not wipe what the user typed when the cached warehouse changes.
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting } = formState;

  const save = handleSubmit(async (input) => {
    setSaveError(null);
    try {
      if (editing) {
        const result = await updateWarehouse({ variables: { id, input } });
        notify.success(warehouseMessages.updated(result.data!.updateWarehouse.name));
      } else {
        const result = await createWarehouse({ variables: { input } });
        notify.success(warehouseMessages.created(result.data!.createWarehouse.name));
      }
      navigate(warehouseUrls.list);
    } catch (failure) {
      setSaveError(failure);
      for (const { field, message } of fieldErrors(failure)) {
        setError(FORM_FIELD[field] ?? (field as Path<WarehouseFormValues>), { message });
      }
    }
  });

  const title = editing ? 'Edit Warehouse' : 'Add Warehouse';
  if (editing && existing.error) {
    return (
      <>
        <PageHeader title={title} />
        <Alert severity="error">{errorMessage(existing.error)}</Alert>
      </>
    );
  }
  if (editing && !existing.data) {
    return (
      <>
        <PageHeader title={title} />
        <CircularProgress aria-label="Loading warehouse" />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} />
      <Paper component="form" onSubmit={save} noValidate variant="outlined" sx={{ p: 3, maxWidth: 720 }} aria-label={title}>
        <Stack spacing={2}>
          {saveError !== null && <Alert severity="error">{errorMessage(saveError)}</Alert>}
          <TextField label="Name" {...register('name')} error={!!errors.name} helperText={errors.name?.message} required />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Latitude" inputMode="decimal" {...register('latitude')} error={!!errors.latitude} helperText={errors.latitude?.message} />
            <TextField label="Longitude" inputMode="decimal" {...register('longitude')} error={!!errors.longitude} helperText={errors.longitude?.message} />
          </Stack>
          <Controller
            control={control}
            name="active"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} inputRef={field.ref} />}
                label={field.value ? 'Active' : 'Inactive'}
              />
            )}
          />
          <PhoneField label="Telephone" {...register('phone')} error={!!errors.phone} helperText={errors.phone?.message} />
          <TextField label="Address" multiline minRows={2} {...register('address')} error={!!errors.address} helperText={errors.address?.message} />
          <ProvinceCityFields control={control} provinceName="provinceId" cityName="cityId" showProvince={!editing} />
          <Stack direction="row" spacing={1} justifyContent="flex-end">
            <Button component={RouterLink} to={warehouseUrls.list} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {editing ? 'Update' : 'Save'}
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
