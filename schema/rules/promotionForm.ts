import * as z from 'zod/mini';

import type { PromotionCondition, PromotionTerms, PromotionType } from '../generated/enums';
import { calendarDay } from './day';
import { numberRule, parseNumberText } from './number';
import { optionalText } from './party';
import {
  FIELD_LABELS,
  type FieldProblem,
  type NumberField,
  PROMOTION_TERMS,
  PROMOTION_TYPES,
  promotionProblems,
  type PromotionShape,
  promotionTextRules,
  reportProblems,
  shownFields,
  withoutHidden,
} from './promotion';

const NUMBER_FIELDS: NumberField[] = [
  'value',
  'maxDiscount',
  'amount',
  'maxAmount',
  'minTransaction',
  'quota',
  'usedQuota',
];

const choice = <T extends string>(values: readonly T[], message: string) =>
  z.string().check(z.refine((text) => values.includes(text as T), message));

const formObject = z.object({
  ...promotionTextRules,
  type: choice(PROMOTION_TYPES, 'Promo type is required'),
  value: z.string(),
  maxDiscount: z.string(),
  active: z.boolean(),
  isDefault: z.boolean(),
  validFrom: calendarDay(FIELD_LABELS.validFrom),
  validUntil: calendarDay(FIELD_LABELS.validUntil),
  description: optionalText(FIELD_LABELS.description, 2000),
  termsAndConditions: optionalText(FIELD_LABELS.termsAndConditions, 10000),
  terms: choice(PROMOTION_TERMS, 'Terms is required'),
  condition: z.string(),
  amount: z.string(),
  maxAmount: z.string(),
  minTransaction: z.string(),
  quota: z.string(),
  usedQuota: z.string(),
});

type FormObject = z.output<typeof formObject>;

/** The form's numbers read from their text; an empty used quota is none used. */
function formShape(form: FormObject): PromotionShape {
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((field) => [field, parseNumberText(form[field])])) as Record<
    NumberField,
    number | null
  >;
  return {
    ...numbers,
    usedQuota: numbers.usedQuota ?? 0,
    type: form.type as PromotionType,
    terms: form.terms as PromotionTerms,
    condition: (form.condition || null) as PromotionCondition | null,
    validFrom: form.validFrom,
    validUntil: form.validUntil,
  };
}

/** Spec 000 §5 "quota fields are numeric", and so are the other numbers: checked only where the field is shown. */
function formProblems(form: FormObject): FieldProblem[] {
  const shape = formShape(form);
  const shown = shownFields(shape);
  const problems: FieldProblem[] = [];
  for (const field of NUMBER_FIELDS) {
    const applies = field === 'quota' || field === 'usedQuota' || shown[field];
    const checked =
      applies && shape[field] !== null ? z.safeParse(numberRule(FIELD_LABELS[field]), shape[field]) : null;
    if (checked && !checked.success) problems.push({ field, message: checked.error.issues[0]!.message });
  }
  if (shape.quota === null) problems.push({ field: 'quota', message: 'Quota is required' });
  return [
    ...problems,
    ...promotionProblems(shape).filter((problem) => !problems.some((earlier) => earlier.field === problem.field)),
  ];
}

/** The promotion form: what the fields hold (text), checked with the same rules, giving a PromotionInput. */
export const promotionFormRules = z.pipe(
  formObject.check(z.superRefine((form, context) => reportProblems(formProblems(form), context))),
  z.transform((form) => {
    const shape = withoutHidden(formShape(form));
    return {
      platform: form.platform,
      name: form.name,
      code: form.code,
      type: shape.type as PromotionType,
      value: shape.value,
      maxDiscount: shape.maxDiscount,
      active: form.active,
      isDefault: form.isDefault,
      validFrom: form.validFrom,
      validUntil: form.validUntil,
      description: form.description || null,
      termsAndConditions: form.termsAndConditions || null,
      terms: shape.terms as PromotionTerms,
      condition: shape.condition as PromotionCondition | null,
      amount: shape.amount,
      maxAmount: shape.maxAmount,
      minTransaction: shape.minTransaction,
      quota: shape.quota!,
      usedQuota: shape.usedQuota!,
    };
  }),
);

export type PromotionFormValues = z.input<typeof promotionFormRules>;
