import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { vendorFormRules, type VendorFormValues } from '@backoffice/schema/rules/vendor';
import type { Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { EntityForm } from '../../ui/EntityForm';
import { GenderField } from '../../ui/GenderField';
import { useNotify } from '../../ui/notifications';
import { PersonNameFields } from '../../ui/PersonNameFields';
import { PhoneField } from '../../ui/PhoneField';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { TaxStatusField } from '../../ui/TaxStatusField';
import { textFieldProps } from '../../ui/textFieldProps';
import { useEntityForm } from '../../ui/useEntityForm';
import { useFormSave } from '../../ui/useFormSave';
import { vendorUrls } from './urls';
import { vendorMessages } from './vendorMessages';
import { useCreateVendorMutation, useUpdateVendorMutation, useVendorQuery, type VendorDetailFragment } from './vendors.generated';

const EMPTY: VendorFormValues = {
  companyName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  email: '',
  phone: '',
  address: '',
  bankName: '',
  bankBranch: '',
  accountName: '',
  accountNumber: '',
  provinceId: '',
  cityId: '',
  postalCode: '',
  taxStatus: '',
};

function toFormValues(vendor: VendorDetailFragment): VendorFormValues {
  return {
    companyName: vendor.companyName,
    firstName: vendor.firstName,
    middleName: vendor.middleName ?? '',
    lastName: vendor.lastName ?? '',
    gender: vendor.gender ?? '',
    email: vendor.email ?? '',
    phone: toNationalNumber(vendor.phoneNumber),
    address: vendor.address ?? '',
    bankName: vendor.bankName ?? '',
    bankBranch: vendor.bankBranch ?? '',
    accountName: vendor.accountName ?? '',
    accountNumber: vendor.accountNumber ?? '',
    provinceId: vendor.province?.id ?? '',
    cityId: vendor.city?.id ?? '',
    postalCode: vendor.postalCode ?? '',
    taxStatus: vendor.taxStatus,
  };
}

/** Gateway input names, and the REST API's names it passes on, that differ from the form's field names. */
const FORM_FIELD: Record<string, Path<VendorFormValues>> = {
  phoneNumber: 'phone',
  city_id: 'cityId',
  province_id: 'provinceId',
};

/** Add and edit share one layout (spec 000 §2): company and person, contact, bank, place and tax status. */
export function VendorFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  const existing = useVendorQuery({ variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const [createVendor] = useCreateVendorMutation();
  const [updateVendor] = useUpdateVendorMutation();
  const form = useEntityForm(vendorFormRules, EMPTY, existing.data ? toFormValues(existing.data.vendor) : undefined);
  const { saveError, run } = useFormSave(form.setError, { formFields: FORM_FIELD });
  const { control } = form;
  const text = textFieldProps(form);

  const save = form.handleSubmit((input) =>
    run(async () => {
      if (editing) {
        const result = await updateVendor({ variables: { id, input } });
        notify.success(vendorMessages.updated(result.data!.updateVendor.companyName));
      } else {
        const result = await createVendor({ variables: { input } });
        notify.success(vendorMessages.created(result.data!.createVendor.companyName));
      }
      navigate(vendorUrls.list);
    }),
  );

  const title = editing ? 'Edit Vendor' : 'Add Vendor';
  return (
    <EntityForm
      title={title}
      editing={editing}
      existing={existing}
      loadingLabel="Loading vendor"
      maxWidth={880}
      onSubmit={save}
      saveError={saveError}
      submitting={form.formState.isSubmitting}
      cancelTo={vendorUrls.list}
    >
      <TextField label="Company Name" {...text('companyName')} required />
      <PersonNameFields control={control} names={{ first: 'firstName', middle: 'middleName', last: 'lastName' }} />
      <GenderField control={control} name="gender" />

      <Typography variant="subtitle1" component="h2">
        Contact
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Email" type="email" fullWidth {...text('email')} />
        <PhoneField label="Phone Number" fullWidth {...text('phone')} />
      </Stack>
      <TextField label="Address" multiline minRows={2} {...text('address')} />

      <Typography variant="subtitle1" component="h2">
        Bank Account
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Bank Name" fullWidth {...text('bankName')} />
        <TextField label="Bank Branch" fullWidth {...text('bankBranch')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Account Name" fullWidth {...text('accountName')} />
        <TextField label="Account Number" slotProps={{ htmlInput: { inputMode: 'numeric' } }} fullWidth {...text('accountNumber')} />
      </Stack>

      <Typography variant="subtitle1" component="h2">
        Location and Tax
      </Typography>
      <ProvinceCityFields control={control} provinceName="provinceId" cityName="cityId" />
      <TextField label="Postal Code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...text('postalCode')} />
      <TaxStatusField control={control} name="taxStatus" />
    </EntityForm>
  );
}
