import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { call } from '@academy/shared/api/call';
import { errorMessage } from '@academy/shared/api/error-message';
import { saveFile } from '@academy/shared/api/exports';
import { useEndpoint, useEndpointMutation } from '@academy/shared/api/queries';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { useT } from '@academy/shared/i18n/messages';
import ConfirmDialog from '@academy/shared/ui/ConfirmDialog';
import '@academy/shared/styles/account-security.css';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';

/** Hands `data` to the browser as a JSON file download. */
function saveAsJsonFile(data: object, fileName: string) {
  saveFile(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
}

/** Profile: download everything the academy keeps about you, or ask for the account to be deleted (an administrator confirms). */
export default function PersonalDataSection() {
  const t = useT();
  const localPath = useLocalPath();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deletion = useEndpointMutation('requestAccountDeletion', { invalidates: ['getAccountDeletionRequest'] });
  // a request made earlier, here or on another device, stays said
  const earlier = useEndpoint('getAccountDeletionRequest', {});
  const requested = deletion.isSuccess || earlier.data?.requested_at ? t('profile.data.requested') : null;
  const requestedNote = useRef<HTMLParagraphElement>(null);

  async function download() {
    if (downloading) return;
    setDownloading(true);
    try {
      saveAsJsonFile(await call('downloadMyData'), 'my-leadership-academy-data.json');
    } catch (error) {
      toast.error(errorMessage(error, t('profile.data.downloadFailed')));
    } finally {
      setDownloading(false);
    }
  }

  function askForDeletion() {
    if (deletion.isPending) return;
    deletion.mutate(
      {},
      {
        onSuccess: () => {
          setConfirming(false);
          // its button is disabled now, where the dialog gives the focus back: the keyboard goes on from what was asked
          setTimeout(() => requestedNote.current?.focus());
        },
        onError: (error) => toast.error(errorMessage(error, t('profile.data.requestFailed'))),
      },
    );
  }

  return (
    <section className="account-security" aria-labelledby="personal-data-title">
      <h2 id="personal-data-title">{t('profile.data.title')}</h2>
      <p>
        {t('profile.data.intro')} <Link to={localPath('/privacy')}>{t('profile.data.privacy')}</Link>
      </p>
      <div className="profile-actions">
        <NetworkButton className="btn btn--secondary" busy={downloading} onClick={() => void download()}>
          {t(downloading ? 'profile.data.preparing' : 'profile.data.download')}
        </NetworkButton>
        <NetworkButton className="btn btn--danger" disabled={requested !== null} onClick={() => setConfirming(true)}>
          {t('profile.data.delete')}
        </NetworkButton>
      </div>
      <p role="status" ref={requestedNote} tabIndex={-1}>
        {requested}
      </p>
      {confirming && (
        <ConfirmDialog
          title={t('profile.data.deleteTitle')}
          message={t('profile.data.deleteMessage')}
          confirmLabel={t('profile.data.deleteConfirm')}
          busy={deletion.isPending}
          busyText={t('profile.data.sending')}
          onConfirm={askForDeletion}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}
