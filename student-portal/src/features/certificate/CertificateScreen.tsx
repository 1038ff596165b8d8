import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { errorMessage } from '@academy/shared/api/error-message';
import { downloadFile } from '@academy/shared/api/exports';
import { useEndpoint } from '@academy/shared/api/queries';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { useSessionStore } from '@academy/shared/session/store';
import './certificate.css';
import type { CertificateStatus } from '@academy/shared/domain/types';
import QueryState from '@academy/shared/ui/states/QueryState';

const LOAD_FAILED = 'Failed to load data. Please try again.';
const DOWNLOAD_FAILED = 'Failed to download the certificate. Please try again.';

function DownloadButton() {
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile('getMyCertificatePdf', {}, 'certificate.pdf');
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
  const certificate = useEndpoint('getMyCertificate', {}, { failureToast: LOAD_FAILED });
  return (
    <QueryState query={certificate} loading={{ label: 'Loading your certificate...', shape: 'detail' }} failed={LOAD_FAILED}>
      {(status) => <CertificateStatusView status={status} />}
    </QueryState>
  );
}

function CertificateStatusView({ status: { eligible, remaining, code } }: { status: CertificateStatus }) {
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
        Verification code:{' '}
        <strong className="sp-certificate__code" dir="ltr">
          {code}
        </strong>
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
