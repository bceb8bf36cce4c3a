import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Controller, FormProvider, type Path, useWatch } from 'react-hook-form';

import {
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
  productFormRules,
  type ProductFormValues,
} from '@backoffice/schema/rules/product';

import { ChoiceField } from '../../ui/ChoiceField';
import { choicesOf } from '../../ui/choices';
import { EntityForm } from '../../ui/EntityForm';
import { FormDateField } from '../../ui/FormDateField';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { useStaffAccess } from '../../ui/staffAccess';
import { useFormPage } from '../../ui/useFormPage';
import { BundleItemsField } from './BundleItemsField';
import { FaqFields } from './FaqFields';
import { PriceFields } from './PriceFields';
import {
  EMPTY_MEDIA,
  EMPTY_PRODUCT,
  FORM_FIELD,
  mediaInput,
  mediaSlotOf,
  slugSuggestion,
  toFormValues,
} from './productFormValues';
import { ProductMediaFields } from './ProductMediaFields';
import { productMessages, productStatusLabels, productTypeLabels } from './productMessages';
import {
  useCreateProductMutation,
  useProductFormChoicesQuery,
  useProductQuery,
  useUpdateProductMutation,
} from './products.generated';
import { productUrls } from './urls';

const TYPE_CHOICES = choicesOf(productTypeLabels, PRODUCT_TYPES);
const STATUS_CHOICES = choicesOf(productStatusLabels, PRODUCT_STATUSES);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** Add and edit a product with one layout (spec 000 §2): Save when new, Update otherwise. */
export function ProductFormPage() {
  // Issue 39: Finance edits a product for its prices; the gateway keeps the rest as it is for them.
  const { canWrite } = useStaffAccess();
  const pricesOnly = !canWrite('products') && canWrite('prices');
  const choices = useProductFormChoicesQuery();
  const [createProduct] = useCreateProductMutation();
  const [updateProduct] = useUpdateProductMutation();
  const [media, setMedia] = useState(EMPTY_MEDIA);
  const [mediaErrors, setMediaErrors] = useState<Record<number, string>>({});
  const { id, editing, form, text, existing, entityForm } = useFormPage({
    rules: productFormRules,
    empty: EMPTY_PRODUCT,
    query: useProductQuery,
    toFormValues: (data) => toFormValues(data.product),
    listUrl: productUrls.list,
    // Spec 000 §2: a new product returns to the previous page.
    backAfter: 'add',
    save: async (input, id, { context }) => {
      setMediaErrors({});
      const variables = { input, media: mediaInput(media) };
      if (id === undefined)
        return productMessages.created(
          (await createProduct({ variables, context })).data!.createProduct?.name ?? input.name,
        );
      return productMessages.updated(
        (await updateProduct({ variables: { id, ...variables } })).data!.updateProduct.name,
      );
    },
    formFields: FORM_FIELD,
    nonFormField: (field, message) => {
      const slot = mediaSlotOf(field);
      if (slot === null) return false;
      setMediaErrors((current) => ({ ...current, [slot]: message }));
      return true;
    },
  });
  const { control, getValues, setValue, getFieldState } = form;
  const [lastSlugSuggestion, setLastSlugSuggestion] = useState('');
  const type = useWatch({ control, name: 'type' });

  const product = existing.data?.product;
  const categories = choices.data?.categories ?? [];
  const categoryChoices = [
    { value: '', label: 'None' },
    ...categories.map((category) => ({ value: category.id, label: category.name })),
  ];
  const textField = (
    name: Path<ProductFormValues>,
    label: string,
    props: { required?: boolean; multiline?: boolean; inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      label={label}
      fullWidth
      required={props.required}
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      slotProps={{ htmlInput: { inputMode: props.inputMode } }}
      {...text(name)}
    />
  );

  const title = editing ? 'Edit Product' : 'Add Product';
  return (
    <FormProvider {...form}>
      <EntityForm
        {...entityForm}
        title={title}
        loadingLabel="Loading product"
        maxWidth={1100}
        spacing={4}
        history={{ recordType: 'PRODUCT', recordId: id }}
      >
        {pricesOnly && <Alert severity="info">{productMessages.pricesOnly}</Alert>}
        <Section title="Product">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ChoiceField
                control={control}
                name="type"
                label="Product Type"
                options={TYPE_CHOICES}
                required
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ChoiceField control={control} name="status" label="Status" options={STATUS_CHOICES} required fullWidth />
            </Grid>
            <Grid size={12}>
              <TextField
                label="Name"
                required
                fullWidth
                {...text('name', {
                  // The slug follows the name as it is typed, until the user writes one of their own.
                  onChange: () => {
                    const suggestion = slugSuggestion(getValues('name'), getValues('slug'), lastSlugSuggestion);
                    if (suggestion === null) return;
                    setLastSlugSuggestion(suggestion);
                    setValue('slug', suggestion, { shouldDirty: true, shouldValidate: getFieldState('slug').invalid });
                  },
                })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('ecommerceName', 'E-commerce Name')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('whatsappName', 'WhatsApp Name')}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('slug', 'Slug', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('sku', 'SKU', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <ChoiceField
                control={control}
                name="categoryId"
                label="Category"
                options={categoryChoices}
                optionsError={choices.error ? 'Categories could not be loaded' : undefined}
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{textField('bpomNumber', 'BPOM MD')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{textField('barcode', 'Barcode')}</Grid>
          </Grid>
        </Section>

        <Section title="Description">
          {textField('description', 'Description', { multiline: true })}
          <Controller
            control={control}
            name="contentBox"
            render={({ field, fieldState }) => (
              <RichTextEditor
                label="Content Box"
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          {textField('tagScript', 'Tag Script', { multiline: true })}
        </Section>

        <Section title="SEO">
          {textField('metaTitle', 'Meta Title')}
          {textField('metaDescription', 'Meta Description', { multiline: true })}
          {textField('metaKeywords', 'Meta Keywords')}
        </Section>

        <Section title="Weight and Price">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              {textField('grossWeight', 'Gross Weight (kg)', { inputMode: 'decimal' })}
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{textField('netWeight', 'Net Weight (kg)', { inputMode: 'decimal' })}</Grid>
          </Grid>
          <PriceFields />
        </Section>

        {type === 'BUNDLE' && (
          <Section title="Bundle Items">
            <BundleItemsField productId={id} />
          </Section>
        )}

        <Section title="FAQ">
          <FaqFields />
        </Section>

        <Section title="Schedule">
          <FormDateField control={control} name="scheduleTime" label="Schedule Time" withTime />
        </Section>

        <Section title="Photos and Video">
          <ProductMediaFields
            media={media}
            onChange={setMedia}
            currentUrls={[0, 1, 2].map((slot) => product?.imageUrls[slot] ?? null).concat(product?.videoUrl ?? null)}
            errors={mediaErrors}
          />
        </Section>
      </EntityForm>
    </FormProvider>
  );
}
