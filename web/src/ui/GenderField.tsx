import type { FieldValues } from 'react-hook-form';

import type { Gender } from '@backoffice/schema/generated/enums';

import { ChoiceField, type ChoiceFieldProps } from './ChoiceField';
import { choicesOf } from './choices';

const genderLabels: Record<Gender, string> = { MALE: 'Male', FEMALE: 'Female' };
const GENDER_CHOICES = choicesOf(genderLabels);

/** Male or Female, or not given (vendors' and customers' contact person). */
export function GenderField<Values extends FieldValues>(props: Pick<ChoiceFieldProps<Values>, 'control' | 'name'>) {
  return <ChoiceField {...props} label="Gender" options={GENDER_CHOICES} noneLabel="Not specified" />;
}
