import { genderLabels } from '@backoffice/schema/rules/party';
import type { FieldValues } from 'react-hook-form';
import { ChoiceField, choicesOf, type ChoiceFieldProps } from './ChoiceField';

const GENDER_CHOICES = choicesOf(genderLabels);

/** Male or Female, or not given (vendors' and customers' contact person). */
export function GenderField<Values extends FieldValues>(props: Pick<ChoiceFieldProps<Values>, 'control' | 'name'>) {
  return <ChoiceField {...props} label="Gender" options={GENDER_CHOICES} noneLabel="Not specified" />;
}
