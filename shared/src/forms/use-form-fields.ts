import { useRef, useState } from 'react';
import { useEarlyInput, withEarlyText } from '@academy/shared/forms/early-input';
import { focusField } from '@academy/shared/forms/focus';
import type { FieldErrors } from '@academy/shared/forms/validation';

type TextValues<V> = { [K in keyof V]: string };

/**
 * A form of text-valued fields: their values, the errors of the last check, and `fieldProps`, which
 * wires one field (name, label, value, error, onChange) to them.
 */
export function useFormFields<V extends TextValues<V>>(
  initialValues: V | (() => V),
  validate: (values: V) => FieldErrors<keyof V & string>,
  fieldOrder: readonly (keyof V & string)[],
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<V>(initialValues);
  const [started] = useState(values);
  // the person typed in a field, not only the form filling itself in
  const [typed, setTyped] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof V & string>>({});
  useEarlyInput(formRef, (input) => setValues((current) => withEarlyText(current, input)));

  /** Shows `errors` beside their fields (the form's own check, or the server's refusal) and focuses the first invalid one; true when there is none. */
  function showErrors(errors: FieldErrors<keyof V & string>): boolean {
    setFieldErrors(errors);
    const firstInvalid = fieldOrder.find((field) => errors[field]);
    focusField(formRef.current, firstInvalid);
    return firstInvalid === undefined;
  }

  /** Shows the errors of every field and focuses the first invalid one; true when all are valid. */
  function checkFields(): boolean {
    return showErrors(validate(values));
  }

  function fieldProps(field: keyof V & string, label: string) {
    return {
      name: field,
      label,
      required: true,
      value: values[field],
      error: fieldErrors[field],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setTyped(true);
        setValues((previous) => ({ ...previous, [field]: value }));
        // a field showing an error is checked as it changes, so its error stays true: gone once it
        // is put right; a field without one waits for the next check
        if (fieldErrors[field]) setFieldErrors((errors) => ({ ...errors, [field]: validate({ ...values, [field]: value })[field] }));
      },
    };
  }

  /** Text typed in a field and not as the form started (for `useLeaveGuard`): a form emptied after it was sent holds none. */
  const unsaved = typed && fieldOrder.some((field) => values[field] !== started[field]);

  return { formRef, values, setValues, checkFields, showErrors, fieldProps, unsaved };
}
