import type { FieldValues } from 'react-hook-form';

import type { TaxStatus } from '@backoffice/schema/generated/enums';

import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
import { choicesOf } from './choices';

const taxStatusLabels: Record<TaxStatus, string> = { PKP: 'PKP', NON_PKP: 'Non PKP' };
const TAX_STATUS_CHOICES = choicesOf(taxStatusLabels);

/** Spec 000 §5: tax status options are PKP and Non PKP. */
export function TaxStatusField<Values extends FieldValues>(props: Pick<ChoiceFieldProps<Values>, 'control' | 'name'>) {
  return <ChoiceField {...props} label="Tax Status" options={TAX_STATUS_CHOICES} required />;
}
