import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import '@academy/shared/styles/forms.css';

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
  error?: string | null;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down with an empty first choice; its error is announced with it. */
export default function SelectField({ label, options, placeholder, error, ...select }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
