import TextField from '@mui/material/TextField';

import { faqCategoryInputRules } from '@backoffice/schema/rules/faq';

import { EntityForm } from '../../ui/EntityForm';
import { useFormPage } from '../../ui/useFormPage';
import {
  useCreateFaqCategoryMutation,
  useFaqCategoryQuery,
  useUpdateFaqCategoryMutation,
} from './faqCategories.generated';
import { faqCategoryMessages } from './faqCategoryMessages';
import { faqCategoryUrls } from './urls';

const EMPTY = { name: '' };

/** Add and edit a FAQ category (spec 002 §2): its name, unique whatever its case (the gateway's CONFLICT says so on the field). */
export function FaqCategoryFormPage() {
  const [createCategory] = useCreateFaqCategoryMutation();
  const [updateCategory] = useUpdateFaqCategoryMutation();
  const { id, editing, text, entityForm } = useFormPage({
    rules: faqCategoryInputRules,
    empty: EMPTY,
    query: useFaqCategoryQuery,
    toFormValues: (data) => ({ name: data.faqCategory.name }),
    listUrl: faqCategoryUrls.list,
    save: async (input, id, { context }) => {
      if (id === undefined)
        return faqCategoryMessages.created(
          (await createCategory({ variables: { input }, context })).data!.createFaqCategory?.name ?? input.name,
        );
      return faqCategoryMessages.updated(
        (await updateCategory({ variables: { id, input } })).data!.updateFaqCategory.name,
      );
    },
  });

  const title = editing ? 'Edit FAQ Category' : 'Add FAQ Category';
  return (
    <EntityForm
      {...entityForm}
      title={title}
      loadingLabel="Loading FAQ category"
      maxWidth={520}
      history={{ recordType: 'FAQ_CATEGORY', recordId: id }}
    >
      <TextField label="Name" required fullWidth {...text('name')} />
    </EntityForm>
  );
}
