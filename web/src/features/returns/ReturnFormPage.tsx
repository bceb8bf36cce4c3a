import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useParams, useSearchParams } from 'react-router-dom';

import { isRecordId } from '@backoffice/schema/rules/id';
import { RETURN_ACTION_LABELS } from '@backoffice/schema/rules/return';
import { newReturnFormValues, returnFormRules, returnLinesOf } from '@backoffice/schema/rules/returnForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm } from '../../ui/EntityForm';
import { errorMessage } from '../../ui/errorMessage';
import { FieldRow } from '../../ui/FieldRow';
import { MoneyField } from '../../ui/MoneyField';
import { courierChoices, warehouseChoices } from '../../ui/recordChoices';
import { useFormPage } from '../../ui/useFormPage';
import { ReturnLinesField } from './ReturnLinesField';
import { returnMessages } from './returnMessages';
import { orderOption } from './returnOrder';
import { ReturnOrderField } from './ReturnOrderField';
import { preselectedOrderId } from './returnRow';
import { useCreateReturnMutation, useReturnFormChoicesQuery, useReturnOrderQuery } from './returns.generated';
import { ORDER_PARAM, returnUrls } from './urls';

const actionChoices = choicesOf(RETURN_ACTION_LABELS);

/**
 * Spec 001 §2 Add New Return, at /add/return, /add/return/{orderId} or /add/return?id={orderId}. Choosing
 * an order fills the lines with what it still holds unreturned. The shared rules refuse a return without
 * lines before anything is sent; a refusal of the server is shown above the fields and on the line it
 * names, with everything typed kept.
 */
export function ReturnFormPage() {
  const { orderId: routeOrderId } = useParams();
  const [search] = useSearchParams();
  const startOrderId = preselectedOrderId(routeOrderId, search.get(ORDER_PARAM));
  const empty = useMemo(() => newReturnFormValues(startOrderId), [startOrderId]);
  const choices = useReturnFormChoicesQuery();
  const [createReturn] = useCreateReturnMutation();
  const page = useFormPage({
    rules: returnFormRules,
    empty,
    // Null when the company's API saved the return without naming it (a warning says so): the message names none.
    save: async (input, _id, { context }) =>
      returnMessages.created((await createReturn({ variables: { input }, context })).data!.createReturn?.id ?? null),
    listUrl: returnUrls.list,
    onFieldsOnly: true,
  });
  const { form, text } = page;
  const { control, setValue } = form;

  const orderId = useWatch({ control, name: 'orderId' });
  // Network-only: what an order still holds unreturned changes with every return saved meanwhile.
  const order = useReturnOrderQuery({
    variables: { id: orderId },
    skip: !isRecordId(orderId),
    fetchPolicy: 'network-only',
  });
  const loadedOrder = order.data?.order.id === orderId ? order.data.order : undefined;
  // The lines follow the chosen order, once per choice: a failed save keeps the quantities typed.
  const linesOf = useRef('');
  useEffect(() => {
    const next = loadedOrder?.id ?? (isRecordId(orderId) ? linesOf.current : '');
    if (next === linesOf.current) return;
    linesOf.current = next;
    setValue('lines', loadedOrder ? returnLinesOf(loadedOrder.returnableProducts) : []);
  }, [loadedOrder, orderId, setValue]);

  const warehouseOptions = warehouseChoices(choices.data?.warehouses.rows ?? []);
  const courierOptions = courierChoices(choices.data?.couriers ?? []);
  const optionsError = choices.error ? 'Choices could not be loaded' : undefined;
  const orderError = order.error && isRecordId(orderId) ? errorMessage(order.error) : undefined;
  return (
    <FormProvider {...form}>
      <EntityForm title="Add New Return" loadingLabel="Loading" maxWidth={880} spacing={3} {...page.entityForm}>
        <FieldRow>
          <Controller
            control={control}
            name="orderId"
            render={({ field, fieldState }) => (
              <ReturnOrderField
                label="Order Number"
                required
                placeholder="Order id or customer"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                loaded={loadedOrder && orderOption(loadedOrder)}
                width="100%"
                error={fieldState.error?.message ?? orderError}
              />
            )}
          />
          <ChoiceField
            control={control}
            name="shipById"
            label="Ship By"
            options={courierOptions}
            noneLabel="None"
            optionsError={optionsError}
          />
        </FieldRow>
        <FieldRow>
          <ChoiceField
            control={control}
            name="returnToId"
            label="Ship To"
            options={warehouseOptions}
            optionsError={optionsError}
            required
          />
          <MoneyField label="Money Returned" {...text('moneyReturned')} />
        </FieldRow>
        <ChoiceField control={control} name="action" label="Actions" options={actionChoices} required />
        <TextField label="Memo" multiline minRows={2} {...text('memo')} />
        <ReturnLinesField orderChosen={loadedOrder !== undefined} />
      </EntityForm>
    </FormProvider>
  );
}
