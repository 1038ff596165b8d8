import type { Ref, TextareaHTMLAttributes } from 'react';
import Field from '@academy/shared/ui/forms/Field';
import { useLengthNote, withLengthNote } from '@academy/shared/forms/length-note';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  /** Shown under the text area and linked to it with aria-describedby. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input whose hint and error are announced with it (as TextField). */
export default function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const lengthNote = useLengthNote(textarea.value, textarea.maxLength);
  return (
    <Field label={label} error={error} hint={withLengthNote(hint, lengthNote)}>
      {(control) => <textarea rows={5} {...control} {...textarea} />}
    </Field>
  );
}
