import type { Ref, TextareaHTMLAttributes } from 'react';
import Field from '@academy/shared/ui/forms/Field';
import { useT } from '@academy/shared/i18n/messages';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  name: string;
  /** Shown under the text area and linked to it with aria-describedby. */
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** Past this share of its limit, a text area says how much of it is used. */
const NEAR_LIMIT = 0.9;

/**
 * '4,990 of 5,000 characters' once `value` nears `maxLength`: the browser cuts what is typed or
 * pasted there without a word.
 */
function useLengthNote(value: TextAreaFieldProps['value'], maxLength: number | undefined): string | null {
  const t = useT();
  const count = typeof value === 'string' ? value.length : 0;
  return maxLength !== undefined && count >= maxLength * NEAR_LIMIT ? t('validation.charactersUsed', { count, max: maxLength }) : null;
}

/** A labelled multi-line input whose hint and error are announced with it (as TextField). */
export default function TextAreaField({ label, error, hint, ...textarea }: TextAreaFieldProps) {
  const lengthNote = useLengthNote(textarea.value, textarea.maxLength);
  return (
    <Field label={label} error={error} hint={[hint, lengthNote].filter(Boolean).join(' ') || undefined}>
      {(control) => <textarea rows={5} {...control} {...textarea} />}
    </Field>
  );
}
