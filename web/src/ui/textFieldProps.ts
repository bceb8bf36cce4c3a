import {
  type FieldError,
  type FieldValues,
  type FormState,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';

interface TextForm<Values extends FieldValues> {
  register: UseFormRegister<Values>;
  formState: FormState<NoInfer<Values>>;
}

/**
 * Binds MUI text fields to a form: `<TextField {...text('name')} />` registers the field and shows its error
 * under it, and marks it required when `required` says the form refuses it empty (an explicit `required`
 * on the field stays).
 */
export function textFieldProps<Values extends FieldValues>(
  { register, formState }: TextForm<Values>,
  required: (name: string) => boolean = () => false,
) {
  return <Name extends Path<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => {
    const error = get(formState.errors, name) as FieldError | undefined;
    return {
      ...register(name, options),
      error: !!error,
      helperText: error?.message,
      ...(required(name) && { required: true }),
    };
  };
}
