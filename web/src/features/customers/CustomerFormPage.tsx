import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

import { customerFormRules, type CustomerFormValues } from '@backoffice/schema/rules/customer';
import { toNationalNumber } from '@backoffice/schema/rules/phone';

import { ChoiceField } from '../../ui/ChoiceField';
import { ContactFields } from '../../ui/ContactFields';
import { CUSTOMER_TYPE_CHOICES } from '../../ui/customerTypes';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { GenderField } from '../../ui/GenderField';
import { PersonNameFields } from '../../ui/PersonNameFields';
import { ProvinceCityFields } from '../../ui/ProvinceCityFields';
import { TaxStatusField } from '../../ui/TaxStatusField';
import { useFormPage } from '../../ui/useFormPage';
import { customerMessages } from './customerMessages';
import {
  type CustomerDetailFragment,
  useCreateCustomerMutation,
  useCustomerQuery,
  useUpdateCustomerMutation,
} from './customers.generated';
import { customerUrls } from './urls';

const EMPTY: CustomerFormValues = {
  companyName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  type: '',
  taxStatus: '',
  gender: '',
  email: '',
  phoneNumber: '',
  shippingAddress: '',
  provinceId: '',
  cityId: '',
  postalCode: '',
  invoiceAddress: '',
  invoiceProvinceId: '',
  invoiceCityId: '',
};

function toFormValues(customer: CustomerDetailFragment): CustomerFormValues {
  return {
    companyName: customer.companyName ?? '',
    firstName: customer.firstName,
    middleName: customer.middleName ?? '',
    lastName: customer.lastName ?? '',
    type: customer.type ?? '',
    taxStatus: customer.taxStatus ?? '',
    gender: customer.gender ?? '',
    email: customer.email ?? '',
    phoneNumber: toNationalNumber(customer.phoneNumber),
    shippingAddress: customer.shippingAddress ?? '',
    provinceId: customer.province?.id ?? '',
    cityId: customer.city?.id ?? '',
    postalCode: customer.postalCode ?? '',
    invoiceAddress: customer.invoiceAddress ?? '',
    invoiceProvinceId: customer.invoiceProvince?.id ?? '',
    invoiceCityId: customer.invoiceCity?.id ?? '',
  };
}

/** Add and edit share one layout (spec 000 §2): names and kind, contact, ship-to place, invoice place. */
export function CustomerFormPage() {
  const [createCustomer] = useCreateCustomerMutation();
  const [updateCustomer] = useUpdateCustomerMutation();
  const { id, editing, form, text, required, entityForm } = useFormPage({
    rules: customerFormRules,
    empty: EMPTY,
    query: useCustomerQuery,
    toFormValues: (data) => toFormValues(data.customer),
    listUrl: customerUrls.list,
    save: async (input, id, { context }) => {
      if (id === undefined)
        return customerMessages.created(
          (await createCustomer({ variables: { input }, context })).data!.createCustomer?.firstName ?? input.firstName,
        );
      return customerMessages.updated(
        (await updateCustomer({ variables: { id, input } })).data!.updateCustomer.firstName,
      );
    },
  });
  const { control } = form;

  const title = editing ? 'Edit Customer' : 'Add Customer';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading customer"
      maxWidth={880}
      history={{ recordType: 'CUSTOMER', recordId: id }}
    >
      <TextField label="Company Name" {...text('companyName')} />
      <PersonNameFields control={control} names={{ first: 'firstName', middle: 'middleName', last: 'lastName' }} />
      <FieldRow>
        <TaxStatusField control={control} name="taxStatus" />
        <ChoiceField control={control} name="type" label="Customer Type" options={CUSTOMER_TYPE_CHOICES} required />
      </FieldRow>

      <ContactFields text={text} />
      <GenderField control={control} name="gender" />

      <Typography variant="subtitle1" component="h2">
        Ship To
      </Typography>
      <TextField label="Ship-to Address" multiline minRows={2} {...text('shippingAddress')} />
      <ProvinceCityFields control={control} provinceName="provinceId" cityName="cityId" required={required('cityId')} />
      <TextField label="Postal Code" slotProps={{ htmlInput: { inputMode: 'numeric' } }} {...text('postalCode')} />

      <Typography variant="subtitle1" component="h2">
        Invoice
      </Typography>
      <TextField label="Invoice Address" multiline minRows={2} {...text('invoiceAddress')} />
      <ProvinceCityFields
        control={control}
        provinceName="invoiceProvinceId"
        cityName="invoiceCityId"
        labels={{ province: 'Invoice Province', city: 'Invoice City' }}
        optional
      />
    </EntityForm>
  );
}
