import TextField from '@mui/material/TextField';
import type * as z from 'zod/mini';

import { FAQ_LOCALE_LABELS, faqInputRules, type FaqInputValues } from '@backoffice/schema/rules/faq';

import type { FaqLocale } from '../../generated/graphql';
import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm } from '../../ui/EntityForm';
import { errorMessage } from '../../ui/errorMessage';
import { FieldRow } from '../../ui/FieldRow';
import { useFormPage } from '../../ui/useFormPage';
import { faqMessages } from './faqMessages';
import {
  type FaqDetailFragment,
  useCreateFaqMutation,
  useFaqCategoryChoicesQuery,
  useFaqQuery,
  useUpdateFaqMutation,
} from './faqs.generated';
import { faqUrls } from './urls';

/** The fields: the locale is none chosen ('') when the FAQ's is one the gateway does not know. */
type FaqFormValues = Omit<FaqInputValues, 'locale'> & { locale: FaqLocale | '' };
/** The gateway's own rules, applied to the fields: none chosen is refused as any other unknown locale is. */
const faqFormRules = faqInputRules as unknown as z.ZodMiniType<FaqInputValues, FaqFormValues>;

/** A new FAQ is in Indonesian until another locale is chosen. */
const EMPTY: FaqFormValues = { title: '', body: '', categoryId: '', locale: 'ID_ID' };
const LOCALE_CHOICES = choicesOf(FAQ_LOCALE_LABELS);

const toFormValues = (faq: FaqDetailFragment): FaqFormValues => ({
  title: faq.title,
  body: faq.body,
  categoryId: faq.category.id,
  locale: faq.locale ?? '',
});

/** Add and edit a FAQ (spec 002 §2): title, body, a category of all there are, and the locale. */
export function FaqFormPage() {
  const [createFaq] = useCreateFaqMutation();
  const [updateFaq] = useUpdateFaqMutation();
  const categories = useFaqCategoryChoicesQuery();
  const { id, editing, form, text, entityForm } = useFormPage({
    rules: faqFormRules,
    empty: EMPTY,
    query: useFaqQuery,
    toFormValues: (data) => toFormValues(data.faq),
    listUrl: faqUrls.list,
    save: async (input, id, { context }) => {
      if (id === undefined)
        return faqMessages.created(
          (await createFaq({ variables: { input }, context })).data!.createFaq?.title ?? input.title,
        );
      return faqMessages.updated((await updateFaq({ variables: { id, input } })).data!.updateFaq.title);
    },
  });
  const categoryChoices = (categories.data?.faqCategories.rows ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  const title = editing ? 'Edit FAQ' : 'Add FAQ';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading FAQ"
      maxWidth={720}
      history={{ recordType: 'FAQ', recordId: id }}
    >
      <TextField label="Title" required fullWidth {...text('title')} />
      <TextField label="Body" required multiline minRows={4} fullWidth {...text('body')} />
      <FieldRow>
        <ChoiceField
          control={form.control}
          name="categoryId"
          label="FAQ Category"
          options={categoryChoices}
          required
          fullWidth
          optionsError={categories.error ? errorMessage(categories.error) : undefined}
        />
        <ChoiceField control={form.control} name="locale" label="Locale" options={LOCALE_CHOICES} required fullWidth />
      </FieldRow>
    </EntityForm>
  );
}
