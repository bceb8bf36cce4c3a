import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { customerFormRules, customerTypeLabels, type CustomerFormValues } from '@backoffice/schema/rules/customer';
import { toNationalNumber } from '@backoffice/schema/rules/phone';
import type { Path } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { ChoiceField, choicesOf } from '../../ui/ChoiceField';
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
import { customerMessages } from './customerMessages';
import { useCreateCustomerMutation, useCustomerQuery, useUpdateCustomerMutation, type CustomerDetailFragment } from './customers.generated';
import { customerUrls } from './urls';

const CUSTOMER_TYPE_CHOICES = choicesOf(customerTypeLabels);

const EMPTY: CustomerFormValues = {
  companyName: '',
  firstName: '',
  middleName: '',
  lastName: '',
  type: '',
  taxStatus: '',
  gender: '',
  email: '',
  phone: '',
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
    phone: toNationalNumber(customer.phoneNumber),
    shippingAddress: customer.shippingAddress ?? '',
    provinceId: customer.province?.id ?? '',
    cityId: customer.city?.id ?? '',
    postalCode: customer.postalCode ?? '',
    invoiceAddress: customer.invoiceAddress ?? '',
    invoiceProvinceId: customer.invoiceProvince?.id ?? '',
    invoiceCityId: customer.invoiceCity?.id ?? '',
  };
}

/** Gateway input names, and the REST API's names it passes on, that differ from the form's field names. */
const FORM_FIELD: Record<string, Path<CustomerFormValues>> = {
  phoneNumber: 'phone',
  city_id: 'cityId',
  province_id: 'provinceId',
  invoice_city: 'invoiceCityId',
  invoice_province: 'invoiceProvinceId',
};

/** Add and edit share one layout (spec 000 §2): names and kind, contact, ship-to place, invoice place. */
export function CustomerFormPage() {
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const notify = useNotify();
  const existing = useCustomerQuery({ variables: { id: id ?? '' }, skip: !editing, fetchPolicy: 'network-only' });
  const [createCustomer] = useCreateCustomerMutation();
  const [updateCustomer] = useUpdateCustomerMutation();
  const form = useEntityForm(customerFormRules, EMPTY, existing.data ? toFormValues(existing.data.customer) : undefined);
  const { saveError, run } = useFormSave(form.setError, { formFields: FORM_FIELD });
  const { control } = form;
  const text = textFieldProps(form);

  const save = form.handleSubmit((input) =>
    run(async () => {
      if (editing) {
        const result = await updateCustomer({ variables: { id, input } });
        notify.success(customerMessages.updated(result.data!.updateCustomer.firstName));
      } else {
        const result = await createCustomer({ variables: { input } });
        notify.success(customerMessages.created(result.data!.createCustomer.firstName));
      }
      navigate(customerUrls.list);
    }),
  );

  const title = editing ? 'Edit Customer' : 'Add Customer';
  return (
    <EntityForm
      title={title}
      editing={editing}
      existing={existing}
      loadingLabel="Loading customer"
      maxWidth={880}
      onSubmit={save}
      saveError={saveError}
      submitting={form.formState.isSubmitting}
      cancelTo={customerUrls.list}
    >
      <TextField label="Company Name" {...text('companyName')} />
      <PersonNameFields control={control} names={{ first: 'firstName', middle: 'middleName', last: 'lastName' }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TaxStatusField control={control} name="taxStatus" />
        <ChoiceField control={control} name="type" label="Customer Type" options={CUSTOMER_TYPE_CHOICES} required />
      </Stack>

      <Typography variant="subtitle1" component="h2">
        Contact
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Email" type="email" fullWidth {...text('email')} />
        <PhoneField label="Phone Number" fullWidth {...text('phone')} />
      </Stack>
      <GenderField control={control} name="gender" />

      <Typography variant="subtitle1" component="h2">
        Ship To
      </Typography>
      <TextField label="Ship-to Address" multiline minRows={2} {...text('shippingAddress')} />
      <ProvinceCityFields control={control} provinceName="provinceId" cityName="cityId" />
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
