import type { ButtonHTMLAttributes } from 'react';
import { busyPress } from '@academy/shared/forms/busy-press';
import { useNetworkReason } from '@academy/shared/ui/forms/use-network-reason';

export interface NetworkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type?: 'button' | 'submit';
  /** What it started is under way: it refuses presses but keeps the keyboard's focus (`busyPress`). */
  busy?: boolean;
}

/**
 * A button whose action needs the network (a download, a setting saved on the server): without
 * one it is disabled, the reason beside it and read with it (docs/offline.md). A form's send
 * button is `SubmitButton`, which does the same.
 */
export default function NetworkButton({ type = 'button', disabled, busy = false, onClick, children, ...button }: NetworkButtonProps) {
  const { waiting, describedBy, reason } = useNetworkReason();
  return (
    <>
      <button type={type} disabled={disabled || waiting} {...busyPress(busy, onClick)} aria-busy={busy || undefined} aria-describedby={describedBy} {...button}>
        {children}
      </button>
      {reason}
    </>
  );
}
