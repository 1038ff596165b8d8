import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { saveFile } from '@academy/shared/api/exports';
import { useEndpointMutation } from '@academy/shared/api/queries';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import '@academy/shared/styles/account-security.css';

const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';
const REQUEST_FAILED = 'Your request could not be sent. Please try again.';

/** Hands `data` to the browser as a JSON file download. */
function saveAsJsonFile(data: object, fileName: string) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** Profile: download everything the academy keeps about you, or ask for the account to be deleted (an administrator confirms). */
export default function PersonalDataSection() {
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deletion = useEndpointMutation('requestAccountDeletion');
  const requested = deletion.data?.message ?? null;

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveAsJsonFile(await call('downloadMyData'), 'my-leadership-academy-data.json');
    } catch (error) {
      toast.error(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setDownloading(false);
    }
  }

  function askForDeletion() {
    if (deletion.isPending) return;
    deletion.mutate({}, { onSuccess: () => setConfirming(false), onError: (error) => toast.error(errorMessage(error, REQUEST_FAILED)) });
  }

  return (
    <section className="account-security" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">Your data</h2>
      <p>
        Download everything the academy keeps about you, or ask for your account to be deleted. <Link to="/privacy">How the academy uses your data</Link>
      </p>
      <div className="profile-actions">
        <button type="button" className="btn btn--secondary" disabled={downloading} onClick={() => void download()}>
          {downloading ? 'Preparing your data...' : 'Download my data'}
        </button>
        <button type="button" className="btn btn--danger" disabled={requested !== null} onClick={() => setConfirming(true)}>
          Delete my account
        </button>
      </div>
      <p role="status">{requested}</p>
      {confirming && (
        <ConfirmDialog
          title="Delete your account?"
          message="An administrator will confirm your request. Then your name, e-mail address, phone number and birthday are removed and you can no longer sign in; your marks and attendance stay without your name."
          confirmLabel="Ask to delete my account"
          busy={deletion.isPending}
          busyText="Sending..."
          onConfirm={askForDeletion}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
