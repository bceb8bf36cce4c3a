import Autocomplete from '@mui/material/Autocomplete';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import { debounce } from '@mui/material/utils';
import { useEffect, useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';

import type { OrderFormValues } from '@backoffice/schema/rules/orderForm';
import { toNationalNumber } from '@backoffice/schema/rules/phone';
import { phoneText } from '@backoffice/schema/rules/phone';

import { type OrderCustomerChoicesQuery, useOrderCustomerChoicesQuery } from './orders.generated';

type CustomerChoice = OrderCustomerChoicesQuery['customers']['rows'][number];

/** Typing pauses this long before the server is asked, so a name typed quickly is one request. */
const CUSTOMER_SEARCH_DELAY_MS = 300;
/** Fewer letters than this match too many customers to be worth offering. */
const MIN_SEARCH_LENGTH = 2;

const optionLabel = (option: CustomerChoice | string) => (typeof option === 'string' ? option : option.fullName);

/**
 * The order form's Customer Name (issue 9 item 9): free text, offering the customers whose names hold the
 * words typed (searched on the server), each with its phone. Choosing one fills the customer fields and
 * remembers its id, so the order reuses that customer instead of creating another; typing in the name
 * afterwards forgets it (the form's phone field does the same), so a different person gets their own.
 */
export function OrderCustomerNameField({ required = false }: { required?: boolean }) {
  const { control, setValue, getValues, trigger, formState } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'customer.name' });
  const chosenId = useController({ control, name: 'customer.customerId' }).field.value;
  const [search, setSearch] = useState('');
  const searchSoon = useMemo(() => debounce(setSearch, CUSTOMER_SEARCH_DELAY_MS), []);
  useEffect(() => () => searchSoon.clear(), [searchSoon]);
  const words = search.trim();
  const searching = words.length >= MIN_SEARCH_LENGTH;
  const choices = useOrderCustomerChoicesQuery({ variables: { search: words }, skip: !searching });
  const options = searching ? (choices.data?.customers.rows ?? []) : [];

  const fill = (customer: CustomerChoice) => {
    field.onChange(customer.fullName);
    setValue('customer.customerId', customer.id);
    setValue('customer.phoneNumber', toNationalNumber(customer.phoneNumber));
    // What the customer record lacks keeps what was typed.
    if (customer.shippingAddress) setValue('customer.address', customer.shippingAddress);
    const provinceId = customer.province?.id ?? customer.city?.provinceId;
    if (provinceId) {
      setValue('customer.provinceId', provinceId);
      setValue('customer.cityId', customer.city?.id ?? '');
    }
    if (customer.postalCode) setValue('customer.postalCode', customer.postalCode);
    // After a refused save, the filled fields' messages follow what they now hold.
    if (formState.isSubmitted) void trigger('customer');
  };

  return (
    <Autocomplete<CustomerChoice, false, false, true>
      freeSolo
      // As wide as the field beside it in a FieldRow.
      fullWidth
      options={options}
      // The server has matched the words already.
      filterOptions={(all) => all}
      value={field.value || null}
      inputValue={field.value}
      onInputChange={(_event, text, reason) => {
        // 'reset' is MUI echoing a chosen option's label; only what staff type or clear counts.
        if (reason !== 'input' && reason !== 'clear') return;
        field.onChange(text);
        if (getValues('customer.customerId')) setValue('customer.customerId', '');
        searchSoon(text);
      }}
      onChange={(_event, chosen) => {
        if (chosen && typeof chosen !== 'string') fill(chosen);
      }}
      onBlur={field.onBlur}
      getOptionLabel={optionLabel}
      getOptionKey={(option) => (typeof option === 'string' ? option : option.id)}
      loading={searching && choices.loading}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <ListItemText primary={option.fullName} secondary={phoneText(option.phoneNumber) || 'No phone number'} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Customer Name"
          required={required}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={
            fieldState.error?.message ??
            (chosenId
              ? `Customer ${chosenId}, already in Customers`
              : 'Split on spaces into first, middle and last name')
          }
        />
      )}
    />
  );
}
