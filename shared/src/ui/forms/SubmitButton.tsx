import type { ButtonHTMLAttributes, ReactNode } from 'react';
import '@academy/shared/styles/forms.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** While true the button shows `busyText` and cannot be pressed again. */
  busy: boolean;
  busyText: string;
  children: ReactNode;
}

/**
 * A form's submit button. Pair it with `useSingleSubmit` (@academy/shared/forms/use-single-submit):
 * the disabled state stops a second click once React has re-rendered, the hook stops one that
 * arrives before.
 */
export default function SubmitButton({ busy, busyText, children, disabled, className, ...button }: SubmitButtonProps) {
  return (
    <button type="submit" className={['btn', className].filter(Boolean).join(' ')} disabled={busy || disabled} aria-busy={busy || undefined} {...button}>
      {busy ? busyText : children}
    </button>
  );
}
