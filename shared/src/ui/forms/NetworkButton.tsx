import type { ButtonHTMLAttributes } from 'react';
import { useNetworkReason } from '@academy/shared/ui/forms/use-network-reason';

export interface NetworkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type?: 'button' | 'submit';
}

/**
 * A button whose action needs the network (a download, a setting saved on the server): without
 * one it is disabled, the reason beside it and read with it (docs/offline.md). A form's send
 * button is `SubmitButton`, which does the same.
 */
export default function NetworkButton({ type = 'button', disabled, children, ...button }: NetworkButtonProps) {
  const { waiting, describedBy, reason } = useNetworkReason();
  return (
    <>
      <button type={type} disabled={disabled || waiting} aria-describedby={describedBy} {...button}>
        {children}
      </button>
      {reason}
    </>
  );
}
