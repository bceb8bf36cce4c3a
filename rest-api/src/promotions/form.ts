import type { Static } from '@sinclair/typebox';

import { HttpError } from '../core/errors';
import { defineForm } from '../core/multipartForm';
import { Promotion, type PromotionFields, PromotionForm } from './schemas';

const refuse = (field: string, message: string) => new HttpError(400, `${field} ${message}`, field);

/** The rules between a promotion's fields (spec 000 §5): which value and threshold its type and terms need. */
function checkPromotion(values: Static<typeof PromotionForm>): PromotionFields {
  const fields: PromotionFields = {
    ...values,
    promoStatus: values.promoStatus ? 1 : 0,
    promotionDefault: values.promotionDefault ? 1 : 0,
  };
  if (fields.promoType !== 'freeshipping' && fields.promoValue === null) throw refuse('promoValue', 'is required');
  if (
    fields.promoType === 'percent' &&
    fields.promoValue !== null &&
    (fields.promoValue < 1 || fields.promoValue > 100)
  )
    throw refuse('promoValue', 'must be a percentage between 1 and 100');
  // The minTransaction terms compare with nothing but their own threshold.
  if (fields.terms === 'minTransaction') {
    fields.promoCondition = null;
    if (fields.minTransaction === null) throw refuse('minTransaction', 'is required');
  } else {
    if (fields.promoCondition === null) throw refuse('promoCondition', 'is required');
    const threshold = fields.promoCondition === '<' ? 'maxAmount' : 'amount';
    if (fields[threshold] === null) throw refuse(threshold, 'is required');
  }
  if (fields.valid_until < fields.valid_from) throw refuse('valid_until', 'must not be before valid_from');
  if (fields.usedQuota > fields.Quota) throw refuse('usedQuota', 'must not be more than Quota');
  return fields;
}

/**
 * POST and PUT /promotion: multipart with the image file promoPhoto, or (spec 000 §7, the list's switch) the
 * promotion as read, in JSON, whose read-only names are not refused.
 */
export const promotionForm = defineForm({
  fields: PromotionForm,
  files: { promoPhoto: 'image' },
  folder: 'promotions',
  asRead: Promotion,
  json: 'Send the promotion as multipart/form-data or a JSON object',
  check: checkPromotion,
});
