import { useId, type ButtonHTMLAttributes } from 'react';
import { useOnline } from '@academy/shared/hooks/use-online';
import { useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/offline.css';

export interface NetworkButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  type?: 'button' | 'submit';
}

/**
 * A button whose action needs the network (a download, a setting saved on the server): without
 * one it is disabled, the reason beside it and read with it (docs/offline.md). A form's send
 * button is `SubmitButton`, which does the same.
 */
export default function NetworkButton({ type = 'button', disabled, children, ...button }: NetworkButtonProps) {
  const t = useT();
  const reasonId = useId();
  const offline = !useOnline();
  return (
    <>
      <button type={type} disabled={disabled || offline} aria-describedby={offline ? reasonId : undefined} {...button}>
        {children}
      </button>
      {offline && (
        <span id={reasonId} className="offline-reason">
          {t('offline.needsNetwork')}
        </span>
      )}
    </>
  );
}
