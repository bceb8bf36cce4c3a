import type { FieldValues } from 'react-hook-form';

import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
import { choicesOf } from './choices';
import { taxStatusLabels } from './partyLabels';

const TAX_STATUS_CHOICES = choicesOf(taxStatusLabels);

/** Spec 000 §5: tax status options are PKP and Non PKP. */
export function TaxStatusField<Values extends FieldValues>(props: Pick<ChoiceFieldProps<Values>, 'control' | 'name'>) {
  return <ChoiceField {...props} label="Tax Status" options={TAX_STATUS_CHOICES} required />;
}
