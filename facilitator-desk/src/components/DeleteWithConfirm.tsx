import { useRef, useState } from 'react';
import { toast } from '@academy/shared/feedback/toast';
import { containersAround, focusStillStanding } from '@academy/shared/forms/focus';
import { useSingleSubmit } from '@academy/shared/forms/use-single-submit';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import '@academy/shared/styles/forms.css';
import { useT } from '../i18n';

interface DeleteWithConfirmProps {
  /** The button's visible text. */
  label: string;
  /** Read after the visible text only by assistive technology, e.g. ' topic Week 1'. */
  hiddenContext?: string;
  /** What the dialog asks, e.g. 'Delete the course Leadership 101?' */
  question: string;
  /** What the dialog warns; by default that it cannot be undone (docs/requirements.md §2.7). */
  message?: string;
  /** The dialog's confirming button and what it says while waiting; by default Delete, Deleting... */
  confirmLabel?: string;
  busyText?: string;
  successText: string;
  /** What the toast says when the removal fails; given the error, it may say the API's reason. */
  failureText: string | ((error: unknown) => string);
  remove: () => Promise<unknown>;
  /** After the item was removed (a call that refreshes its list itself needs none). */
  onRemoved?: () => void;
  className?: string;
}

/** A delete button (or withdraw, or any removal) behind a confirmation dialog, with the success and failure toasts. */
export default function DeleteWithConfirm({
  label,
  question,
  message,
  confirmLabel,
  busyText,
  successText,
  failureText,
  remove,
  onRemoved,
  className,
  hiddenContext,
}: DeleteWithConfirmProps) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  // where the keyboard goes on once the item, this button with it, is gone: read as the dialog opens
  const around = useRef<HTMLElement[]>([]);
  const { busy, run } = useSingleSubmit(async () => {
    try {
      await remove();
    } catch (error) {
      toast.error(typeof failureText === 'function' ? failureText(error) : failureText);
      setConfirming(false);
      return;
    }
    toast.success(successText);
    setConfirming(false);
    onRemoved?.();
    focusStillStanding(around.current);
  });

  return (
    <>
      <button
        type="button"
        className={['btn', 'btn--danger', className].filter(Boolean).join(' ')}
        onClick={(event) => {
          around.current = containersAround(event.currentTarget);
          setConfirming(true);
        }}
      >
        {label}
        {hiddenContext && <span className="visually-hidden">{hiddenContext}</span>}
      </button>
      {confirming && (
        <ConfirmDialog
          title={question}
          message={message ?? t('confirm.cannotUndo')}
          confirmLabel={confirmLabel ?? t('action.delete')}
          busy={busy}
          busyText={busyText ?? t('action.deleting')}
          onConfirm={() => void run()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </>
  );
}
