import { InputField, type InputFieldProps } from '@/components/ui/form-field';

/** The required name input of the category and menu forms. */
export function NameField(props: InputFieldProps) {
  return <InputField required aria-required="true" autoComplete="off" {...props} />;
}
