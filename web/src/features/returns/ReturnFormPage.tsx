import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { isRecordId } from '@backoffice/schema/rules/id';
import { RETURN_ACTION_LABELS } from '@backoffice/schema/rules/return';
import { newReturnFormValues, returnFormRules, returnLinesOf } from '@backoffice/schema/rules/returnForm';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ChoiceField, choicesOf } from '../../ui/ChoiceField';
import { EntityForm } from '../../ui/EntityForm';
import { errorMessage } from '../../ui/errorMessage';
import { MoneyField } from '../../ui/MoneyField';
import { useNotify } from '../../ui/notifications';
import { courierChoices, warehouseChoices } from '../../ui/recordChoices';
import { textFieldProps } from '../../ui/textFieldProps';
import { useEntityForm } from '../../ui/useEntityForm';
import { useFormSave } from '../../ui/useFormSave';
import { ReturnLinesField } from './ReturnLinesField';
import { returnMessages } from './returnMessages';
import { ReturnOrderField } from './ReturnOrderField';
import { orderOption } from './returnOrder';
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
  const navigate = useNavigate();
  const notify = useNotify();
  const startOrderId = preselectedOrderId(routeOrderId, search.get(ORDER_PARAM));
  const empty = useMemo(() => newReturnFormValues(startOrderId), [startOrderId]);
  const form = useEntityForm(returnFormRules, empty, undefined);
  const { control, setValue, formState } = form;
  const { saveError, run } = useFormSave(form, { onFieldsOnly: true });
  const choices = useReturnFormChoicesQuery();
  const [createReturn] = useCreateReturnMutation();
  const text = textFieldProps(form);

  const orderId = useWatch({ control, name: 'orderId' });
  // Network-only: what an order still holds unreturned changes with every return saved meanwhile.
  const order = useReturnOrderQuery({ variables: { id: orderId }, skip: !isRecordId(orderId), fetchPolicy: 'network-only' });
  const loadedOrder = order.data?.order.id === orderId ? order.data.order : undefined;
  // The lines follow the chosen order, once per choice: a failed save keeps the quantities typed.
  const linesOf = useRef('');
  useEffect(() => {
    const next = loadedOrder?.id ?? (isRecordId(orderId) ? linesOf.current : '');
    if (next === linesOf.current) return;
    linesOf.current = next;
    setValue('lines', loadedOrder ? returnLinesOf(loadedOrder.returnableProducts) : []);
  }, [loadedOrder, orderId, setValue]);

  const submit = form.handleSubmit((input) =>
    run(async () => {
      const { data } = await createReturn({ variables: { input } });
      notify.success(returnMessages.created(data!.createReturn.id));
      navigate(returnUrls.list);
    }),
  );

  const warehouseOptions = warehouseChoices(choices.data?.warehouses.rows ?? []);
  const courierOptions = courierChoices(choices.data?.couriers ?? []);
  const optionsError = choices.error ? 'Choices could not be loaded' : undefined;
  const orderError = order.error && isRecordId(orderId) ? errorMessage(order.error) : undefined;
  return (
    <FormProvider {...form}>
      <EntityForm
        title="Add New Return"
        editing={false}
        existing={{}}
        loadingLabel="Loading"
        maxWidth={880}
        onSubmit={submit}
        saveError={saveError}
        submitting={formState.isSubmitting}
        cancelTo={returnUrls.list}
        spacing={3}
      >
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
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
                error={fieldState.error?.message ?? orderError}
              />
            )}
          />
          <ChoiceField control={control} name="shipById" label="Ship By" options={courierOptions} noneLabel="None" optionsError={optionsError} />
          <ChoiceField control={control} name="returnToId" label="Ship To" options={warehouseOptions} optionsError={optionsError} required />
          <MoneyField label="Money Returned" {...text('moneyReturned')} />
          <ChoiceField control={control} name="action" label="Actions" options={actionChoices} required />
          <TextField label="Memo" multiline minRows={2} {...text('memo')} sx={{ gridColumn: '1 / -1' }} />
        </Box>
        <ReturnLinesField orderChosen={loadedOrder !== undefined} />
      </EntityForm>
    </FormProvider>
  );
}
