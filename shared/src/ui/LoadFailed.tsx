import { useT } from '@academy/shared/i18n/messages';
import { useNetworkReason } from '@academy/shared/ui/forms/use-network-reason';
import '@academy/shared/styles/forms.css';

export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

/** Data that could not be loaded: the failure, announced at once, and a Retry that loads it again. */
export default function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const t = useT();
  const { waiting, describedBy, reason } = useNetworkReason();
  return (
    <div role="alert" className="form-alert form-alert-error">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry} disabled={waiting} aria-describedby={describedBy}>
        {t('states.retry')}
      </button>
      {reason}
    </div>
  );
}
