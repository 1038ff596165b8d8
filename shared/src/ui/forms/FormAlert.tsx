import '@academy/shared/styles/forms.css';

export interface FormAlertProps {
  message: string | null | undefined;
  /** 'error' is announced at once (role=alert); 'info' politely (role=status). */
  tone?: 'error' | 'info';
}

/** A form-level message; multi-line texts (the 'field: messages' lines of docs/requirements.md §8) keep their lines. */
export default function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert-${tone}`}>
      {message}
    </div>
  );
}
