import { type ChangeEvent, type FormEvent, useRef, useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { useEarlyInput, withEarlyText } from '@academy/shared/forms/early-input';
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTHS,
  EMPTY_CONTACT_MESSAGE,
  trimContactMessage,
  validateContactMessage,
  type ContactErrors,
  type ContactField,
  type ContactMessage,
} from '../contact-form';
import { useT, type SiteMessageKey } from '../../../i18n';
import { useFailureText } from '../../../app/failure-text';
import { useFormEcho, echoMessage } from '../../../app/page-data';
import NoScriptsMark from '../../../app/NoScriptsMark';
import { useLanguageToSend } from '../../../app/use-page-language';
import './ContactForm.css';
import { busyPress } from '@academy/shared/forms/busy-press';

const FIELDS: Record<ContactField, { label: SiteMessageKey; type: string; autoComplete: string }> = {
  fullName: { label: 'site.contact.fullName', type: 'text', autoComplete: 'name' },
  email: { label: 'site.contact.email', type: 'email', autoComplete: 'email' },
  whatsapp: { label: 'site.contact.whatsapp', type: 'tel', autoComplete: 'tel' },
  message: { label: 'site.contact.message', type: 'textarea', autoComplete: 'off' },
};

const inputId = (field: ContactField) => `ps-contact-${field}`;
const errorId = (field: ContactField) => `ps-contact-${field}-error`;

export default function ContactForm() {
  const t = useT();
  const language = useLanguageToSend();
  const failureText = useFailureText();
  // a message posted before the page came alive comes back as typed, saying it was not sent
  const echo = useFormEcho();
  const [values, setValues] = useState<ContactMessage>(() => ({ ...EMPTY_CONTACT_MESSAGE, ...echo }));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(echo ? t(echoMessage(echo)) : null);
  const [received, setReceived] = useState(false);
  // set synchronously, so a second click before React re-renders cannot send twice
  const inFlight = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form, (input) => setValues((current) => withEarlyText(current, input)));

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as ContactField;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
    setReceived(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateContactMessage(values);
    setErrors(found);
    setSendError(null);
    setReceived(false);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      form.current?.querySelector<HTMLElement>(`#${inputId(firstInvalid)}`)?.focus();
      return;
    }
    inFlight.current = true;
    setSending(true);
    try {
      await call('sendContactMessage', { body: { contact_message: trimContactMessage(values), locale: language } });
      setValues(EMPTY_CONTACT_MESSAGE);
      setReceived(true);
      toast.success(t('site.contact.received'));
    } catch (error) {
      // docs/requirements.md §8 form rule; what the visitor typed stays in the form
      setSendError(failureText(error, 'site.contact.failed'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form ref={form} method="post" className="ps-contact" noValidate onSubmit={submit} aria-describedby="ps-contact-required-note">
      <NoScriptsMark />
      <p id="ps-contact-required-note" className="ps-contact__note">
        {t('site.contact.required')}
      </p>
      {CONTACT_FIELDS.map((field) => {
        const { label, type, autoComplete } = FIELDS[field];
        const error = errors[field];
        const common = {
          id: inputId(field),
          name: field,
          value: values[field],
          onChange: change,
          required: true,
          maxLength: CONTACT_MAX_LENGTHS[field],
          autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId(field) : undefined,
          className: error ? 'ps-contact__input ps-contact__input--invalid' : 'ps-contact__input',
        };
        return (
          <div key={field} className="ps-contact__field">
            <label htmlFor={inputId(field)} className="ps-contact__label">
              {t(label)}
            </label>
            {type === 'textarea' ? <textarea rows={6} {...common} /> : <input type={type} {...common} />}
            {error && (
              <p id={errorId(field)} className="ps-contact__error">
                {t(error)}
              </p>
            )}
          </div>
        );
      })}
      {sendError && (
        <p role="alert" className="ps-contact__send-error">
          {sendError}
        </p>
      )}
      {/* not a live region: the toast announces it, this keeps it on the page for who missed the toast */}
      <div className="ps-contact__status">{received && <p className="ps-contact__received">{t('site.contact.received')}</p>}</div>
      <button type="submit" className="ps-button" {...busyPress(sending)}>
        {sending ? t('site.contact.sending') : t('site.contact.send')}
      </button>
    </form>
  );
}
