import { useOnline } from '@academy/shared/hooks/use-online';
import { useT } from '@academy/shared/i18n/messages';
import '@academy/shared/styles/forms.css';
import '@academy/shared/styles/offline.css';

export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

/** Data that could not be loaded: the failure, announced at once, and a Retry that loads it again. */
export default function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const t = useT();
  const online = useOnline();
  return (
    <div role="alert" className="form-alert form-alert-error">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry} disabled={!online}>
        {t('states.retry')}
      </button>
      {!online && <span className="offline-reason">{t('offline.needsNetwork')}</span>}
    </div>
  );
}
