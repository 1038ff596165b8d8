import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { busyPress } from '@academy/shared/forms/busy-press';
import { useNetworkReason } from '@academy/shared/ui/forms/use-network-reason';
import '@academy/shared/styles/forms.css';

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** While true the button shows `busyText` and cannot be pressed again. */
  busy: boolean;
  busyText: string;
  children: ReactNode;
  /** What it sends is kept and sent later without a network (a hand-in): it stays enabled offline. */
  worksOffline?: boolean;
}

/**
 * A form's submit button. Pair it with `useSingleSubmit` (@academy/shared/forms/use-single-submit):
 * while busy the button refuses a second press once React has re-rendered (`busyPress`, which
 * keeps the keyboard's focus on it), the hook one that arrives before.
 */
export default function SubmitButton({ busy, busyText, children, disabled, className, worksOffline = false, onClick, ...button }: SubmitButtonProps) {
  // without a network a send would fail: the button says why it waits
  const { waiting, describedBy, reason } = useNetworkReason(!worksOffline);
  return (
    <>
      <button
        type="submit"
        className={['btn', className].filter(Boolean).join(' ')}
        disabled={disabled || waiting}
        {...busyPress(busy, onClick)}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
        {...button}
      >
        {busy ? busyText : children}
      </button>
      {reason}
    </>
  );
}
