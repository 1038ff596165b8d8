import type { InputHTMLAttributes, Ref } from 'react';
import Field from '@academy/shared/ui/forms/Field';
import { useLengthNote, withLengthNote } from '@academy/shared/forms/length-note';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  name: string;
  /** Shown under the input and linked to it with aria-describedby. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** Web addresses, e-mail addresses and phone numbers read left to right in every language. */
const LEFT_TO_RIGHT_TYPES = new Set(['url', 'email', 'tel']);

/**
 * A labelled input whose hint and error are announced with it; a text input unless `type` says
 * otherwise. Near its `maxLength` it says how much is used. An `aria-describedby` given (text outside the field, such as a hint two fields share)
 * is read before them.
 */
export default function TextField({ label, error, hint, type = 'text', 'aria-describedby': outside, ...input }: TextFieldProps) {
  const lengthNote = useLengthNote(input.value, input.maxLength);
  return (
    <Field label={label} error={error} hint={withLengthNote(hint, lengthNote)}>
      {(control) => (
        <input
          {...control}
          aria-describedby={[outside, control['aria-describedby']].filter(Boolean).join(' ') || undefined}
          type={type}
          dir={LEFT_TO_RIGHT_TYPES.has(type) ? 'ltr' : undefined}
          {...input}
        />
      )}
    </Field>
  );
}
