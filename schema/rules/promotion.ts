import * as z from 'zod/mini';

import { PromotionCondition, PromotionTerms, PromotionType } from '../generated/enums';
import { calendarDay, isCalendarDay } from './day';
import { numberRule } from './number';
import { optionalText, requiredText } from './party';

/** Spec 000 §9: promotion types percent, rounded (amount) and freeshipping; term types qty, price, minTransaction. */
export const PROMOTION_TYPES = Object.values(PromotionType);
export const PROMOTION_TERMS = Object.values(PromotionTerms);
/** '<' and '>'. */
const PROMOTION_CONDITIONS = Object.values(PromotionCondition);
/** The fields that hold the terms' threshold; which one applies depends on the terms and the condition. */
type ThresholdField = 'amount' | 'maxAmount' | 'minTransaction';

// The conditional rules of spec 000 §5, as pure functions the form (what to show) and the gateway (what to keep) share.

/** The conditions '<' and '>' are offered unless the terms are minTransaction. */
export function conditionsFor(terms: PromotionTerms | ''): readonly PromotionCondition[] {
  return terms === 'MIN_TRANSACTION' ? [] : PROMOTION_CONDITIONS;
}

/** maxAmount for '<', amount for '>', minTransaction for the minTransaction terms; none until a condition is chosen. */
export function thresholdField(
  terms: PromotionTerms | '',
  condition: PromotionCondition | '' | null,
): ThresholdField | null {
  if (terms === 'MIN_TRANSACTION') return 'minTransaction';
  if (terms === '') return null;
  if (condition === 'LESS_THAN') return 'maxAmount';
  if (condition === 'GREATER_THAN') return 'amount';
  return null;
}

/** The value field is hidden for the freeshipping type. */
const showsValue = (type: PromotionType | '') => type !== 'FREE_SHIPPING';
/** The max promo field is hidden for the rounded type (its value is already a fixed amount). */
const showsMaxDiscount = (type: PromotionType | '') => type !== 'ROUNDED';

export interface PromotionChoices {
  type: PromotionType | '';
  terms: PromotionTerms | '';
  condition: PromotionCondition | '' | null;
}

type ConditionalField = 'value' | 'maxDiscount' | 'condition' | ThresholdField;

/** Which of the conditional fields apply to these choices: the form shows them, the gateway keeps them. */
export function shownFields({ type, terms, condition }: PromotionChoices): Record<ConditionalField, boolean> {
  const threshold = thresholdField(terms, condition);
  return {
    value: showsValue(type),
    maxDiscount: showsMaxDiscount(type),
    condition: conditionsFor(terms).length > 0,
    amount: threshold === 'amount',
    maxAmount: threshold === 'maxAmount',
    minTransaction: threshold === 'minTransaction',
  };
}

export const FIELD_LABELS = {
  platform: 'Platform',
  name: 'Promo name',
  code: 'Promo code',
  type: 'Promo type',
  value: 'Promo value',
  maxDiscount: 'Max promo',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  description: 'Description',
  termsAndConditions: 'Terms and conditions',
  terms: 'Terms',
  condition: 'Condition',
  amount: 'Amount',
  maxAmount: 'Max amount',
  minTransaction: 'Min transaction',
  quota: 'Quota',
  usedQuota: 'Used quota',
} as const;

export type NumberField = 'value' | 'maxDiscount' | ThresholdField | 'quota' | 'usedQuota';

/** A promotion with its numbers read: what the rules between fields look at. */
export interface PromotionShape extends PromotionChoices, Record<NumberField, number | null> {
  validFrom: string;
  validUntil: string;
}

export interface FieldProblem {
  field: ConditionalField | 'validUntil' | 'usedQuota' | 'quota';
  message: string;
}

/** The rules between fields: what the choices require, the order of the dates, the quota used. */
export function promotionProblems(promotion: PromotionShape): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const shown = shownFields(promotion);
  if (shown.value && promotion.value === null) problems.push({ field: 'value', message: 'Promo value is required' });
  if (promotion.type === 'PERCENT' && promotion.value !== null && (promotion.value < 1 || promotion.value > 100)) {
    problems.push({ field: 'value', message: 'A percent promo value must be between 1 and 100' });
  }
  if (shown.condition && !promotion.condition) problems.push({ field: 'condition', message: 'Condition is required' });
  const threshold = thresholdField(promotion.terms, promotion.condition);
  if (threshold && promotion[threshold] === null)
    problems.push({ field: threshold, message: `${FIELD_LABELS[threshold]} is required` });
  if (
    isCalendarDay(promotion.validFrom) &&
    isCalendarDay(promotion.validUntil) &&
    promotion.validUntil < promotion.validFrom
  ) {
    problems.push({ field: 'validUntil', message: 'Valid until must not be before valid from' });
  }
  if (promotion.quota !== null && promotion.usedQuota !== null && promotion.usedQuota > promotion.quota) {
    problems.push({ field: 'usedQuota', message: 'Used quota must not be more than the quota' });
  }
  return problems;
}

/** The text fields, the same in PromotionInput and in the form. */
export const promotionTextRules = {
  platform: requiredText(FIELD_LABELS.platform, 60),
  name: requiredText(FIELD_LABELS.name, 120),
  code: requiredText(FIELD_LABELS.code, 40).check(
    z.regex(/^[A-Za-z0-9_-]*$/, 'Promo code may only hold letters, digits, - and _'),
  ),
};

interface IssueSink {
  addIssue(issue: { code: 'custom'; message: string; path: PropertyKey[]; input: unknown }): void;
}

/** The problems as issues of the field each names. */
export function reportProblems(problems: FieldProblem[], context: IssueSink) {
  for (const { field, message } of problems)
    context.addIssue({ code: 'custom', message, path: [field], input: undefined });
}

/** Fields that do not apply to the choices are sent as none, whatever was typed in them before. */
export function withoutHidden<T extends PromotionShape>(promotion: T): T {
  const shown = shownFields(promotion);
  return {
    ...promotion,
    value: shown.value ? promotion.value : null,
    maxDiscount: shown.maxDiscount ? promotion.maxDiscount : null,
    condition: shown.condition ? promotion.condition : null,
    amount: shown.amount ? promotion.amount : null,
    maxAmount: shown.maxAmount ? promotion.maxAmount : null,
    minTransaction: shown.minTransaction ? promotion.minTransaction : null,
  };
}

const inputObject = z.object({
  ...promotionTextRules,
  type: z.enum(PROMOTION_TYPES),
  value: z.nullish(numberRule(FIELD_LABELS.value)),
  maxDiscount: z.nullish(numberRule(FIELD_LABELS.maxDiscount)),
  active: z.boolean(),
  isDefault: z.boolean(),
  validFrom: calendarDay(FIELD_LABELS.validFrom),
  validUntil: calendarDay(FIELD_LABELS.validUntil),
  description: z.nullish(optionalText(FIELD_LABELS.description, 2000)),
  termsAndConditions: z.nullish(optionalText(FIELD_LABELS.termsAndConditions, 10000)),
  terms: z.enum(PROMOTION_TERMS),
  condition: z.nullish(z.enum(PROMOTION_CONDITIONS)),
  amount: z.nullish(numberRule(FIELD_LABELS.amount)),
  maxAmount: z.nullish(numberRule(FIELD_LABELS.maxAmount)),
  minTransaction: z.nullish(numberRule(FIELD_LABELS.minTransaction)),
  quota: numberRule(FIELD_LABELS.quota),
  usedQuota: numberRule(FIELD_LABELS.usedQuota),
});

/** Every optional field present, none as null. */
function complete(input: z.output<typeof inputObject>) {
  return {
    ...input,
    value: input.value ?? null,
    maxDiscount: input.maxDiscount ?? null,
    description: input.description || null,
    termsAndConditions: input.termsAndConditions || null,
    condition: input.condition ?? null,
    amount: input.amount ?? null,
    maxAmount: input.maxAmount ?? null,
    minTransaction: input.minTransaction ?? null,
  };
}

/** What the gateway accepts as PromotionInput; fields that do not apply come out as null. */
export const promotionInputRules = z.pipe(
  inputObject.check(z.superRefine((input, context) => reportProblems(promotionProblems(complete(input)), context))),
  z.transform((input) => withoutHidden(complete(input))),
);

export type PromotionInputValues = z.output<typeof promotionInputRules>;
