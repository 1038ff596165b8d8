import { useState, type InputHTMLAttributes, type Ref } from 'react';
import { useT } from '@academy/shared/i18n/messages';
import Field from '@academy/shared/ui/forms/Field';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
  error?: string | null;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled password input with a show/hide toggle; the toggle's name says which field it reveals. */
export default function PasswordField({ label, error, hint, ...input }: PasswordFieldProps) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="field-with-action">
          <input {...control} type={visible ? 'text' : 'password'} {...input} />
          <button type="button" className="field-action" aria-controls={control.id} onClick={() => setVisible((shown) => !shown)}>
            {visible ? t('forms.password.hide') : t('forms.password.show')}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      )}
    </Field>
  );
}
