import * as z from 'zod/mini';

import { FaqLocale } from '../generated/enums';
import { requiredId } from './id';
import { requiredText } from './party';

/** Spec 002 §4: the locales as staff read them (their REST spelling). */
export const FAQ_LOCALE_LABELS: Record<FaqLocale, string> = { ID_ID: 'id_ID', EN_US: 'en_US' };

/** What the gateway accepts as FaqInput. */
export const faqInputRules = z.object({
  title: requiredText('Title', 200),
  body: requiredText('Body', 10000),
  categoryId: requiredId('FAQ category'),
  locale: z.enum(FaqLocale, { error: 'Locale must be id_ID or en_US' }),
});
export type FaqInputValues = z.output<typeof faqInputRules>;

/** What the gateway accepts as FaqCategoryInput. */
export const faqCategoryInputRules = z.object({ name: requiredText('Name', 120) });
