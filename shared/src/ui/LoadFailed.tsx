import '@academy/shared/styles/forms.css';

export interface LoadFailedProps {
  message: string;
  onRetry: () => void;
}

/** Data that could not be loaded: the failure, announced at once, and a Retry that loads it again. */
export default function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="form-alert form-alert-error">
      <p>{message}</p>
      <button type="button" className="btn btn--secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
