import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFieldArray, useFormContext } from 'react-hook-form';

import { PRODUCT_FAQ_LOCALE, type ProductFormValues } from '@backoffice/schema/rules/product';

import { textFieldProps } from '../../ui/textFieldProps';

/** The product's FAQs, each a title and an answer in id_ID (spec 000 §9). */
export function FaqFields() {
  const form = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'faqs' });
  const text = textFieldProps(form);
  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">No FAQs yet.</Typography>}
      {fields.map((faq, index) => (
        <Paper key={faq.id} variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2}>
            <Stack direction="row" alignItems="center" justifyContent="space-between">
              <Typography variant="subtitle2">FAQ {index + 1}</Typography>
              <Stack direction="row" alignItems="center" spacing={1}>
                <Chip size="small" label={PRODUCT_FAQ_LOCALE} />
                <IconButton aria-label={`Remove FAQ ${index + 1}`} onClick={() => remove(index)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            </Stack>
            <TextField label={`FAQ ${index + 1} Title`} {...text(`faqs.${index}.title`)} />
            <TextField label={`FAQ ${index + 1} Answer`} multiline minRows={2} {...text(`faqs.${index}.body`)} />
          </Stack>
        </Paper>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ title: '', body: '' })} sx={{ alignSelf: 'flex-start' }}>
        Add FAQ
      </Button>
    </Stack>
  );
}
