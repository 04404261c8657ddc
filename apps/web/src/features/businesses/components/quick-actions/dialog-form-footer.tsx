import { FormButtons, type FormButtonsProps } from '@/components/ui/form-buttons';

/** Cancel and Create at the bottom of a quick-action dialog's form, kept in view while it scrolls. */
export function DialogFormFooter(props: Omit<FormButtonsProps, 'className'>) {
  return (
    <FormButtons
      {...props}
      className="sticky bottom-0 -mx-5 flex-col-reverse border-t border-slate-200 bg-white px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6"
    />
  );
}
