import Box from '@mui/material/Box';
import { useController, useFormContext } from 'react-hook-form';

import { RECIPIENT_TYPE_LABELS } from '@backoffice/schema/rules/sample';
import type { SampleFormValues } from '@backoffice/schema/rules/sampleForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { CustomerAutocomplete } from '../../ui/CustomerAutocomplete';
import { VendorAutocomplete } from '../../ui/VendorAutocomplete';
import { type RecipientContact, recipientContactFields } from './sampleForm';
import { useSampleCustomerContactLazyQuery, useSampleVendorContactLazyQuery } from './samples.generated';

const recipientTypeChoices = choicesOf(RECIPIENT_TYPE_LABELS);

/**
 * Spec 001 §2: Customer or Vendor, then that kind of recipient found by searching on the server. Choosing
 * one fills the phone and the address from its record (staff may change them); another type clears it.
 */
export function SampleRecipientField() {
  const { control, watch, getValues, setValue, trigger, formState } = useFormContext<SampleFormValues>();
  const recipient = useController({ control, name: 'recipientId' });
  const type = watch('recipientType');
  const [loadCustomer] = useSampleCustomerContactLazyQuery();
  const [loadVendor] = useSampleVendorContactLazyQuery();

  const fill = async (id: string) => {
    if (!id) return;
    let contact: RecipientContact | undefined;
    if (type === 'VENDOR') contact = (await loadVendor({ variables: { id } })).data?.vendor;
    else {
      const customer = (await loadCustomer({ variables: { id } })).data?.customer;
      contact = customer && { ...customer, address: customer.shippingAddress };
    }
    // Another recipient may have been chosen meanwhile: only the latest fills the fields.
    if (!contact || getValues('recipientId') !== id) return;
    const filled = recipientContactFields(contact);
    for (const name of Object.keys(filled) as Array<keyof typeof filled>) setValue(name, filled[name] ?? '');
    // After a refused save, the filled fields' messages follow what they now hold.
    if (formState.isSubmitted) void trigger();
  };

  const picker = {
    label: RECIPIENT_TYPE_LABELS[type],
    placeholder: type === 'VENDOR' ? 'Company name or id' : 'Name or id',
    value: recipient.field.value,
    onChange: (id: string) => {
      recipient.field.onChange(id);
      void fill(id);
    },
    onBlur: recipient.field.onBlur,
    inputRef: recipient.field.ref,
    error: recipient.fieldState.error?.message,
    required: true,
  };
  return (
    <>
      <ChoiceField
        control={control}
        name="recipientType"
        label="Recipient Type"
        options={recipientTypeChoices}
        required
        onChosen={() => setValue('recipientId', '')}
      />
      <Box>
        {type === 'VENDOR' ? (
          <VendorAutocomplete key="vendor" {...picker} />
        ) : (
          <CustomerAutocomplete key="customer" {...picker} />
        )}
      </Box>
    </>
  );
}
