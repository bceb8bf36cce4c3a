import TextField from '@mui/material/TextField';

import { FAQ_LOCALE_LABELS, faqInputRules, type FaqInputValues } from '@backoffice/schema/rules/faq';

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

/** A new FAQ is in Indonesian until another locale is chosen. */
const EMPTY: FaqInputValues = { title: '', body: '', categoryId: '', locale: 'ID_ID' };
const LOCALE_CHOICES = choicesOf(FAQ_LOCALE_LABELS);

const toFormValues = (faq: FaqDetailFragment): FaqInputValues => ({
  title: faq.title,
  body: faq.body,
  categoryId: faq.category.id,
  locale: faq.locale,
});

/** Add and edit a FAQ (spec 002 §2): title, body, a category of all there are, and the locale. */
export function FaqFormPage() {
  const [createFaq] = useCreateFaqMutation();
  const [updateFaq] = useUpdateFaqMutation();
  const categories = useFaqCategoryChoicesQuery();
  const { editing, form, text, entityForm } = useFormPage({
    rules: faqInputRules,
    empty: EMPTY,
    query: useFaqQuery,
    toFormValues: (data) => toFormValues(data.faq),
    listUrl: faqUrls.list,
    save: async (input, id) => {
      if (id === undefined)
        return faqMessages.created((await createFaq({ variables: { input } })).data!.createFaq.title);
      return faqMessages.updated((await updateFaq({ variables: { id, input } })).data!.updateFaq.title);
    },
  });
  const categoryChoices = (categories.data?.faqCategories.rows ?? []).map((category) => ({
    value: category.id,
    label: category.name,
  }));

  const title = editing ? 'Edit FAQ' : 'Add FAQ';
  return (
    <EntityForm {...entityForm} title={title} loadingLabel="Loading FAQ" maxWidth={720}>
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
