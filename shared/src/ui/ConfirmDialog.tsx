import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '@academy/shared/hooks/use-focus-trap';
import { useT } from '@academy/shared/i18n/messages';
import { useNetworkReason } from '@academy/shared/ui/forms/use-network-reason';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/dialog.css';

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  /** Cancel, in the page's language, unless given. */
  cancelLabel?: string;
  /** While true the confirm button shows `busyText` and both buttons are disabled. */
  busy?: boolean;
  busyText?: string;
  /** A choice the confirmation needs (e.g. the cohort to move to), shown under the message. */
  children?: ReactNode;
  /** The confirm button is disabled until the choice is made. */
  confirmDisabled?: boolean;
  /**
   * What is confirmed is done on this device alone (signing out). Otherwise it needs the network:
   * without one the confirm button is disabled with the reason beside it, as a form's send button
   * is, rather than a request waiting for the network and done unasked when it returns.
   */
  worksOffline?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (role=alertdialog). Focus starts on Cancel (the safe choice), stays inside
 * the dialog while it is open, Escape cancels, and focus goes back to where it was on close.
 */
export default function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyText,
  children,
  confirmDisabled = false,
  worksOffline = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useT();
  const network = useNetworkReason(!worksOffline);
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = useFocusTrap(dialogRef, { initialFocus: cancelRef, onEscape: busy ? undefined : onCancel });

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialogRef}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-message`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="dialog-title">
          {title}
        </h2>
        <p id={`${id}-message`}>{message}</p>
        {children}
        {network.reason}
        <div className="dialog-actions">
          <button ref={cancelRef} type="button" className="btn btn--secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('states.cancel')}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            onClick={onConfirm}
            disabled={busy || confirmDisabled || network.waiting}
            aria-busy={busy || undefined}
            aria-describedby={network.describedBy}
          >
            {busy && busyText ? busyText : confirmLabel}
          </button>
        </div>
      </div>
    </div>
  );
}
