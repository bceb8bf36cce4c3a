import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';

import {
  conditionsFor,
  PROMOTION_TERMS,
  PROMOTION_TYPES,
  type PromotionChoices,
  shownFields,
} from '@backoffice/schema/rules/promotion';
import { promotionFormRules, type PromotionFormValues } from '@backoffice/schema/rules/promotionForm';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm } from '../../ui/EntityForm';
import { FieldRow } from '../../ui/FieldRow';
import { fieldText } from '../../ui/fieldText';
import { FormDateField } from '../../ui/FormDateField';
import { MediaSlotField } from '../../ui/MediaSlotField';
import { MoneyField } from '../../ui/MoneyField';
import { SwitchField } from '../../ui/SwitchField';
import { useFormPage } from '../../ui/useFormPage';
import { useImageUpload } from '../../ui/useImageUpload';
import { ExpiredChip } from './ExpiredChip';
import {
  promotionConditionLabels,
  promotionMessages,
  promotionTermsLabels,
  promotionTypeLabels,
} from './promotionMessages';
import {
  type PromotionDetailFragment,
  useCreatePromotionMutation,
  usePromotionQuery,
  useUpdatePromotionMutation,
} from './promotions.generated';
import { promotionUrls } from './urls';

const EMPTY: PromotionFormValues = {
  platform: '',
  name: '',
  code: '',
  type: 'PERCENT',
  value: '',
  maxDiscount: '',
  active: true,
  isDefault: false,
  validFrom: '',
  validUntil: '',
  description: '',
  termsAndConditions: '',
  terms: 'MIN_TRANSACTION',
  condition: '',
  amount: '',
  maxAmount: '',
  minTransaction: '',
  quota: '',
  usedQuota: '0',
};

const TYPE_CHOICES = choicesOf(promotionTypeLabels, PROMOTION_TYPES);
const TERMS_CHOICES = choicesOf(promotionTermsLabels, PROMOTION_TERMS);

function toFormValues(promotion: PromotionDetailFragment): PromotionFormValues {
  return {
    platform: promotion.platform,
    name: promotion.name,
    code: promotion.code,
    // A type or terms the gateway does not know leave the choice empty: the form's rules then ask for one.
    type: promotion.type ?? '',
    value: fieldText(promotion.value),
    maxDiscount: fieldText(promotion.maxDiscount),
    active: promotion.active,
    isDefault: promotion.isDefault,
    validFrom: promotion.validFrom,
    validUntil: promotion.validUntil,
    description: promotion.description ?? '',
    termsAndConditions: promotion.termsAndConditions ?? '',
    terms: promotion.terms ?? '',
    condition: promotion.condition ?? '',
    amount: fieldText(promotion.amount),
    maxAmount: fieldText(promotion.maxAmount),
    minTransaction: fieldText(promotion.minTransaction),
    quota: fieldText(promotion.quota),
    usedQuota: fieldText(promotion.usedQuota),
  };
}

/** Add and edit a promotion (spec 000 §2). Fields show and hide with the type, terms and condition (§5). */
export function PromotionFormPage() {
  const [createPromotion] = useCreatePromotionMutation();
  const [updatePromotion] = useUpdatePromotionMutation();
  const image = useImageUpload();
  const { id, editing, form, text, existing, entityForm } = useFormPage({
    rules: promotionFormRules,
    empty: EMPTY,
    query: usePromotionQuery,
    toFormValues: (data) => toFormValues(data.promotion),
    listUrl: promotionUrls.list,
    // Spec 000 §2: after an add the user goes back one page.
    backAfter: 'add',
    save: async (input, id, { context }) => {
      const variables = { input, image: image.file };
      if (id === undefined)
        return promotionMessages.created(
          (await createPromotion({ variables, context })).data!.createPromotion?.name ?? input.name,
        );
      return promotionMessages.updated(
        (await updatePromotion({ variables: { id, ...variables } })).data!.updatePromotion.name,
      );
    },
    nonFormField: image.nonFormField,
  });
  const { control } = form;
  const [type, terms, condition, validUntil] = useWatch({
    control,
    name: ['type', 'terms', 'condition', 'validUntil'],
  });
  // The selects only ever hold the rules' own values (or nothing yet).
  const choices = { type, terms, condition } as PromotionChoices;
  const shown = shownFields(choices);
  const conditions = conditionsFor(choices.terms);

  // A quantity threshold is a count; a price threshold is rupiah.
  const thresholdInput = (name: 'amount' | 'maxAmount', label: string) =>
    terms === 'QTY' ? (
      <TextField label={label} required fullWidth {...text(name)} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
    ) : (
      <MoneyField label={label} required fullWidth {...text(name)} />
    );

  const title = editing ? 'Edit Promotion' : 'Add Promotion';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading promotion"
      maxWidth={820}
      history={{ recordType: 'PROMOTION', recordId: id }}
    >
      <FieldRow>
        <TextField label="Promo Name" required fullWidth {...text('name')} />
        <TextField label="Promo Code" required fullWidth {...text('code')} />
      </FieldRow>
      <TextField label="Platform" required fullWidth {...text('platform')} placeholder="e.g. crystal web" />
      <FieldRow>
        <ChoiceField control={control} name="type" label="Promo Type" options={TYPE_CHOICES} required fullWidth />
        {shown.value &&
          (type === 'PERCENT' ? (
            <TextField
              label="Promo Value"
              required
              fullWidth
              {...text('value')}
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          ) : (
            <MoneyField label="Promo Value" required fullWidth {...text('value')} />
          ))}
        {shown.maxDiscount && <MoneyField label="Max Promo" fullWidth {...text('maxDiscount')} />}
      </FieldRow>
      <FieldRow>
        <ChoiceField control={control} name="terms" label="Terms" options={TERMS_CHOICES} required fullWidth />
        {shown.condition && (
          <ChoiceField
            control={control}
            name="condition"
            label="Condition"
            options={choicesOf(promotionConditionLabels, conditions)}
            required
            fullWidth
          />
        )}
        {shown.amount && thresholdInput('amount', 'Amount')}
        {shown.maxAmount && thresholdInput('maxAmount', 'Max Amount')}
        {shown.minTransaction && <MoneyField label="Min Transaction" required fullWidth {...text('minTransaction')} />}
      </FieldRow>
      <FieldRow>
        <TextField
          label="Quota"
          required
          fullWidth
          {...text('quota')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextField
          label="Used Quota"
          fullWidth
          {...text('usedQuota')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </FieldRow>
      <FieldRow>
        {(['validFrom', 'validUntil'] as const).map((name) => (
          <FormDateField
            key={name}
            control={control}
            name={name}
            label={name === 'validFrom' ? 'Valid From' : 'Valid Until'}
          />
        ))}
      </FieldRow>
      <TextField label="Description" multiline minRows={2} fullWidth {...text('description')} />
      <TextField label="Terms & Conditions" multiline minRows={3} fullWidth {...text('termsAndConditions')} />
      <Stack direction="row" spacing={3} alignItems="center">
        <div>
          <SwitchField control={control} name="active" label="Active" offLabel="Inactive" />
          <ExpiredChip validUntil={validUntil} />
        </div>
        <SwitchField control={control} name="isDefault" label="Default Promotion" />
      </Stack>
      <MediaSlotField label="Promo Image" currentUrl={existing.data?.promotion.imageUrl} {...image.slot} />
    </EntityForm>
  );
}
