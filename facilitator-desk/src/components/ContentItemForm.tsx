import { useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { useFormFields } from '@academy/shared/forms/use-form-fields';
import { useLeaveGuard } from '@academy/shared/forms/leave-guard';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import { compactErrors, firstError, maxLengthError, requiredError } from '@academy/shared/forms/validation';
import FormAlert from '@academy/shared/ui/forms/FormAlert';
import SubmitButton from '@academy/shared/ui/forms/SubmitButton';
import '@academy/shared/styles/forms.css';
import '../features/admin/admin.css';
import { ORIGINAL_CONTENT_LOCALE } from '@academy/contract/rules/content-languages';
import { useT, type DeskKey } from '../i18n';

type TextInput<V> = { [K in keyof V]: string };

/** Each field of the form, in the order the form shows them: its label's key and the API's length limit. */
export type ContentFields<V> = { readonly [K in keyof V]: { label: DeskKey; maxLength: number } };

/**
 * An original's text, as shown and typed: in the original's language, running the way its words do
 * (a page in Arabic keeps an English question's punctuation at its end).
 */
export const IN_ORIGINAL_LANGUAGE = { lang: ORIGINAL_CONTENT_LOCALE, dir: 'auto' } as const;

interface ContentItemFormProps<V extends TextInput<V>, T> {
  title: string;
  submitText: string;
  fields: ContentFields<V>;
  /** Its values of `fields` fill the form. */
  initial: V;
  save: (input: V) => Promise<T>;
  /** After a save (an edit form closes). */
  onSaved?: () => void;
  /** An add form: after a save it starts again from `initial`, so a second press adds nothing twice. */
  clearOnSave?: boolean;
  savedMessage: (saved: T) => string;
  saveFailed: string;
  /** The language the fields are written in (a version's; the original's by default): each control carries it. */
  inputLanguage?: { lang: string; dir: 'ltr' | 'rtl' | 'auto' };
  /** Controls after the submit button (a version's Remove). */
  extraActions?: ReactNode;
  /** The form's controls; `field(name)` wires one of them (name, label, value, error, length limit). */
  children: (field: (name: keyof V & string) => FieldProps) => ReactNode;
}

/** What a form's `children` get: wires one control by its field's name. */
export type FieldOf<V> = (name: keyof V & string) => FieldProps;

interface FieldProps {
  name: string;
  label: string;
  required: boolean;
  value: string;
  error: string | undefined;
  maxLength: number;
  onChange: (event: { target: { value: string } }) => void;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
}

function fieldNames<V>(fields: ContentFields<V>) {
  return Object.keys(fields) as (keyof V & string)[];
}

function mapFields<V extends TextInput<V>, R>(fields: ContentFields<V>, value: (name: keyof V & string) => R) {
  return Object.fromEntries(fieldNames(fields).map((name) => [name, value(name)])) as { [K in keyof V]: R };
}

/** A form that adds or edits an item of public content: every field required, trimmed and within its limit. */
export default function ContentItemForm<V extends TextInput<V>, T>({
  title,
  submitText,
  fields,
  initial,
  save,
  onSaved,
  clearOnSave = false,
  savedMessage,
  saveFailed,
  inputLanguage = IN_ORIGINAL_LANGUAGE,
  extraActions,
  children,
}: ContentItemFormProps<V, T>) {
  const t = useT();
  const form = useFormFields<V>(
    () => mapFields(fields, (name) => initial[name]) as V,
    (values) =>
      compactErrors(
        mapFields(fields, (name) => {
          const { maxLength } = fields[name];
          const label = t(fields[name].label);
          return firstError(requiredError(values[name], label), maxLengthError(values[name], label, maxLength));
        }),
      ),
    fieldNames(fields),
  );
  const [formError, setFormError] = useState<string | null>(null);
  // what the fields held when last saved (or opened): text typed since is not to be lost unasked
  const [kept, setKept] = useState<V>(() => mapFields(fields, (name) => initial[name]) as V);
  useLeaveGuard(fieldNames(fields).some((name) => form.values[name] !== kept[name]));
  const { busy, run } = useSingleSubmit(async () => {
    setFormError(null);
    const typed = form.values;
    try {
      const saved = await save(mapFields(fields, (name) => typed[name].trim()) as V);
      const next = clearOnSave ? (mapFields(fields, (name) => initial[name]) as V) : typed;
      form.setValues(next);
      setKept(next);
      onSaved?.();
      toast.success(savedMessage(saved));
    } catch (error) {
      setFormError(errorMessage(error, saveFailed));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.checkFields()) void run();
  }

  const field = (name: keyof V & string): FieldProps => ({
    ...form.fieldProps(name, t(fields[name].label)),
    maxLength: fields[name].maxLength,
    ...inputLanguage,
  });

  return (
    <form ref={form.formRef} className="fd-admin__form fd-admin__form--stacked" aria-label={title} onSubmit={onSubmit} noValidate>
      <FormAlert message={formError} />
      {children(field)}
      {extraActions ? (
        <div className="fd-admin__actions">
          <SubmitButton busy={busy} busyText={t('states.saving')}>
            {submitText}
          </SubmitButton>
          {extraActions}
        </div>
      ) : (
        <SubmitButton busy={busy} busyText={t('states.saving')}>
          {submitText}
        </SubmitButton>
      )}
    </form>
  );
}
