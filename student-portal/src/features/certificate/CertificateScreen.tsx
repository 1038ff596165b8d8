import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { downloadMyCertificate, getMyCertificate } from '@academy/shared/api/certificates';
import { errorMessage } from '@academy/shared/api/error-message';
import { useAsyncData } from '@academy/shared/hooks/use-async-data';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import './certificate.css';
import LoadingPlaceholder from '@academy/shared/ui/states/LoadingPlaceholder';

const LOAD_FAILED = 'Failed to load data. Please try again.';
const DOWNLOAD_FAILED = 'Failed to download the certificate. Please try again.';

/** Saves a blob under a file name, the way a download link would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

function DownloadButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await downloadMyCertificate(), 'certificate.pdf');
    } catch (error) {
      toast.error(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" onClick={download} disabled={busy} aria-busy={busy || undefined}>
      {busy ? 'Preparing your certificate...' : 'Download Certificate (PDF)'}
    </button>
  );
}

function StudentCertificate() {
  const { state, reload } = useAsyncData(getMyCertificate, LOAD_FAILED, []);
  if (state.status === 'loading') return <LoadingPlaceholder label="Loading your certificate..." shape="detail" />;
  if (state.status === 'failed') {
    return (
      // the toast already announces the failure; this stays on the page with the way out
      <div className="sp-certificate__problem">
        <p>{LOAD_FAILED}</p>
        <button type="button" className="btn" onClick={reload}>
          Retry
        </button>
      </div>
    );
  }
  const { eligible, remaining, code } = state.data;
  if (!eligible || !code) {
    return (
      <section aria-labelledby="remaining-heading">
        <p>Your certificate becomes available once you have completed every program course.</p>
        <h2 id="remaining-heading">What remains</h2>
        <ul className="sp-certificate__remaining">
          {remaining.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section aria-labelledby="done-heading">
      <h2 id="done-heading">Congratulations, you have completed the program!</h2>
      <p>
        Verification code: <strong className="sp-certificate__code">{code}</strong>
      </p>
      <p>
        Anyone can check it at <Link to={`verify/${encodeURIComponent(code)}`}>the verification page</Link>.
      </p>
      <DownloadButton />
    </section>
  );
}

/** /certificate: a graduate downloads the PDF; everyone else sees why they cannot yet. */
export default function CertificateScreen() {
  const user = useSessionStore((state) => state.user);
  return (
    <div className="sp-certificate">
      <h1>Your Certificate</h1>
      {!user && (
        <p>
          Please <Link to={ACCOUNT_PATHS.login}>log in</Link> to see your certificate.
        </p>
      )}
      {user?.cla_role_name === 'facilitator' && <p>Certificates are issued to students who complete the program.</p>}
      {user?.cla_role_name === 'student' && <StudentCertificate />}
      <p>
        <Link to="verify">Verify a certificate code</Link>
      </p>
    </div>
  );
}
