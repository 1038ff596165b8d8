import { useId, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useOnline } from '@academy/shared/hooks/use-online';
import { useT } from '@academy/shared/i18n/messages';
import { busyPress } from '@academy/shared/forms/busy-press';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/offline.css';

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
  const t = useT();
  const reasonId = useId();
  // without a network a send would fail: the button says why it waits
  const offline = !useOnline() && !worksOffline;
  return (
    <>
      <button
        type="submit"
        className={['btn', className].filter(Boolean).join(' ')}
        disabled={disabled || offline}
        {...busyPress(busy, onClick)}
        aria-busy={busy || undefined}
        aria-describedby={offline ? reasonId : undefined}
        {...button}
      >
        {busy ? busyText : children}
      </button>
      {offline && (
        <span id={reasonId} className="offline-reason">
          {t('offline.needsNetwork')}
        </span>
      )}
    </>
  );
}
