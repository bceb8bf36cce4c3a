import type { FastifyRequest } from 'fastify';

import { MAX_INT } from '@backoffice/schema/rules/number';

import { HttpError } from '../core/errors';
import { formFieldReaders } from '../core/formFields';
import { readFormWithImage, type StoredFile } from '../core/media';
import { CONDITIONS, PROMO_TYPES, type PromotionFields, TERMS } from './schemas';

/**
 * Reading a promotion's POST and PUT: multipart/form-data (or, from the list switch, the promotion as
 * read in JSON) cannot be checked by a TypeBox body schema, so its fields are read and checked here.
 */

/** The text fields of a multipart body, or a JSON body (the whole promotion as read) turned into the same. */
type RawFields = Record<string, string | undefined>;

function rawFieldsOf(body: unknown): RawFields {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new HttpError(400, 'Send the promotion as multipart/form-data or a JSON object');
  const fields: RawFields = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    fields[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return fields;
}

/** Reads and checks a promotion's fields (spec 000 §3, §5); each refusal names its field. */
export function readPromotionFields(raw: RawFields): PromotionFields {
  const { present, text, requiredText, oneOf, day } = formFieldReaders(raw);
  const wholeNumber = (name: string) => {
    const value = present(name);
    if (value === null) return null;
    if (!/^[0-9]+$/.test(value) || Number(value) > MAX_INT)
      throw new HttpError(400, `${name} must be a whole number, 0 or more`, name);
    return Number(value);
  };
  const requiredNumber = (name: string) => {
    const value = wholeNumber(name);
    if (value === null) throw new HttpError(400, `${name} is required`, name);
    return value;
  };
  const flag = (name: string, fallback: 0 | 1): 0 | 1 => {
    const value = present(name);
    if (value === null) return fallback;
    if (value === '1' || value === 'true') return 1;
    if (value === '0' || value === 'false') return 0;
    throw new HttpError(400, `${name} must be 0 or 1`, name);
  };

  const fields: PromotionFields = {
    platform: requiredText('platform', 60),
    promoName: requiredText('promoName', 120),
    promoCode: requiredText('promoCode', 40),
    promoType: oneOf('promoType', PROMO_TYPES),
    promoValue: wholeNumber('promoValue'),
    maxPromo: wholeNumber('maxPromo'),
    promoStatus: flag('promoStatus', 1),
    promotionDefault: flag('promotionDefault', 0),
    valid_from: day('valid_from'),
    valid_until: day('valid_until'),
    description: text('description', 2000),
    rule: text('rule', 10000),
    terms: oneOf('terms', TERMS),
    promoCondition: null,
    amount: wholeNumber('amount'),
    maxAmount: wholeNumber('maxAmount'),
    minTransaction: wholeNumber('minTransaction'),
    Quota: requiredNumber('Quota'),
    usedQuota: wholeNumber('usedQuota') ?? 0,
  };

  if (fields.promoType !== 'freeshipping' && fields.promoValue === null)
    throw new HttpError(400, 'promoValue is required', 'promoValue');
  if (
    fields.promoType === 'percent' &&
    fields.promoValue !== null &&
    (fields.promoValue < 1 || fields.promoValue > 100)
  ) {
    throw new HttpError(400, 'promoValue must be a percentage between 1 and 100', 'promoValue');
  }
  // The minTransaction terms compare with nothing but their own threshold.
  if (fields.terms === 'minTransaction') {
    if (fields.minTransaction === null) throw new HttpError(400, 'minTransaction is required', 'minTransaction');
  } else {
    fields.promoCondition = oneOf('promoCondition', CONDITIONS);
    const threshold = fields.promoCondition === '<' ? 'maxAmount' : 'amount';
    if (fields[threshold] === null) throw new HttpError(400, `${threshold} is required`, threshold);
  }
  if (fields.valid_until < fields.valid_from)
    throw new HttpError(400, 'valid_until must not be before valid_from', 'valid_until');
  if (fields.usedQuota > fields.Quota) throw new HttpError(400, 'usedQuota must not be more than Quota', 'usedQuota');
  return fields;
}

/** The text fields and the image of a POST or PUT; any other file is not kept. */
export async function readPromotionRequest(
  request: FastifyRequest,
  mediaRoot: string,
): Promise<{ raw: RawFields; photo?: StoredFile; files: StoredFile[] }> {
  if (!request.isMultipart()) return { raw: rawFieldsOf(request.body), files: [] };
  const { form, image, files } = await readFormWithImage(request, mediaRoot, 'promotions', 'promoPhoto');
  return { raw: form.fields, photo: image, files };
}
