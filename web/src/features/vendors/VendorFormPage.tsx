import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { vendorFormRules, type VendorFormValues } from '@backoffice/schema/rules/vendor';

import { ContactFields } from '../../ui/ContactFields';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { GenderField } from '../../ui/GenderField';
import { PersonNameFields } from '../../ui/PersonNameFields';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { TaxStatusField } from '../../ui/TaxStatusField';
import { useFormPage } from '../../ui/useFormPage';
import { vendorUrls } from './urls';
import { vendorMessages } from './vendorMessages';
import {
  useCreateVendorMutation,
  useUpdateVendorMutation,
  useVendorQuery,
  type VendorDetailFragment,
} from './vendors.generated';

const EMPTY: VendorFormValues = {
  companyName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  email: '',
  phoneNumber: '',
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
    phoneNumber: toNationalNumber(vendor.phoneNumber),
    address: vendor.address ?? '',
    bankName: vendor.bankName ?? '',
    bankBranch: vendor.bankBranch ?? '',
    accountName: vendor.accountName ?? '',
    accountNumber: vendor.accountNumber ?? '',
    provinceId: vendor.province?.id ?? '',
    cityId: vendor.city?.id ?? '',
    postalCode: vendor.postalCode ?? '',
    // A tax status the gateway does not know leaves the choice empty: the form's rules then ask for one.
    taxStatus: vendor.taxStatus ?? '',
  };
}

/** Add and edit share one layout (spec 000 §2): company and person, contact, bank, place and tax status. */
export function VendorFormPage() {
  const [createVendor] = useCreateVendorMutation();
  const [updateVendor] = useUpdateVendorMutation();
  const { id, editing, form, text, required, entityForm } = useFormPage({
    rules: vendorFormRules,
    empty: EMPTY,
    query: useVendorQuery,
    toFormValues: (data) => toFormValues(data.vendor),
    listUrl: vendorUrls.list,
    save: async (input, id, { context }) => {
      if (id === undefined)
        return vendorMessages.created(
          (await createVendor({ variables: { input }, context })).data!.createVendor?.companyName ?? input.companyName,
        );
      return vendorMessages.updated((await updateVendor({ variables: { id, input } })).data!.updateVendor.companyName);
    },
  });
  const { control } = form;

  const title = editing ? 'Edit Vendor' : 'Add Vendor';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading vendor"
      maxWidth={880}
      history={{ recordType: 'VENDOR', recordId: id }}
    >
      <TextField label="Company Name" {...text('companyName')} />
      <PersonNameFields control={control} names={{ first: 'firstName', middle: 'middleName', last: 'lastName' }} />
      <GenderField control={control} name="gender" />

      <ContactFields text={text} />
      <TextField label="Address" multiline minRows={2} {...text('address')} />

      <Typography variant="subtitle1" component="h2">
        Bank Account
      </Typography>
      <FieldRow>
        <TextField label="Bank Name" fullWidth {...text('bankName')} />
        <TextField label="Bank Branch" fullWidth {...text('bankBranch')} />
      </FieldRow>
      <FieldRow>
        <TextField label="Account Name" fullWidth {...text('accountName')} />
        <TextField
          label="Account Number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          fullWidth
          {...text('accountNumber')}
        />
      </FieldRow>

      <Typography variant="subtitle1" component="h2">
        Location and Tax
      </Typography>
      <ProvinceCityFields control={control} provinceName="provinceId" cityName="cityId" required={required('cityId')} />
      <TextField label="Postal Code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...text('postalCode')} />
      <TaxStatusField control={control} name="taxStatus" />
    </EntityForm>
  );
}
