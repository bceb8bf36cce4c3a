import type { FieldValues } from 'react-hook-form';

import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
import { choicesOf } from './choices';
import { genderLabels } from './partyLabels';

const GENDER_CHOICES = choicesOf(genderLabels);

/** Male or Female, or not given (vendors' and customers' contact person). */
export function GenderField<Values extends FieldValues>(props: Pick<ChoiceFieldProps<Values>, 'control' | 'name'>) {
  return <ChoiceField {...props} label="Gender" options={GENDER_CHOICES} noneLabel="Not specified" />;
}
