import type { Ref, SelectHTMLAttributes } from 'react';
import Field from '@academy/shared/ui/forms/Field';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  name: string;
  options: SelectOption[];
  /** The empty first choice, e.g. 'Select a cohort'. */
  placeholder: string;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down with an empty first choice; its error is announced with it. */
export default function SelectField({ label, options, placeholder, hint, error, ...select }: SelectFieldProps) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <select {...control} {...select}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
