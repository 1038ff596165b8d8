import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '@academy/shared/feedback/toast';
import { errorMessage } from '@academy/shared/api/error-message';
import { downloadFile } from '@academy/shared/api/exports';
import { useEndpoint } from '@academy/shared/api/queries';
import { useLocalPath } from '@academy/shared/i18n/local-path';
import { ACCOUNT_PATHS } from '@academy/shared/routing/account-routes';
import { PORTAL_PREFIX } from '@academy/contract/rules/portal-paths';
import { useSessionStore } from '@academy/shared/session/store';
import './certificate.css';
import type { CertificateStatus } from '@academy/shared/domain/types';
import QueryState from '@academy/shared/ui/states/QueryState';
import { useT } from '../../i18n';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';

function DownloadButton() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      await downloadFile('getMyCertificatePdf', {}, 'certificate.pdf');
    } catch (error) {
      toast.error(errorMessage(error, t('certificate.downloadFailed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <NetworkButton className="btn" onClick={download} busy={busy}>
      {busy ? t('certificate.preparing') : t('certificate.download')}
    </NetworkButton>
  );
}

function StudentCertificate() {
  const t = useT();
  const failed = t('certificate.loadFailed');
  const certificate = useEndpoint('getMyCertificate', {}, { failureToast: failed });
  return (
    <QueryState query={certificate} loading={{ label: t('certificate.loading'), shape: 'detail' }} failed={failed}>
      {(status) => <CertificateStatusView status={status} />}
    </QueryState>
  );
}

function CertificateStatusView({ status: { eligible, remaining, code } }: { status: CertificateStatus }) {
  const t = useT();
  if (!eligible || !code) {
    return (
      <section aria-labelledby="remaining-heading">
        <p>{t('certificate.notYet')}</p>
        <h2 id="remaining-heading">{t('certificate.remaining')}</h2>
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
      <h2 id="done-heading">{t('certificate.done')}</h2>
      <p>
        {t('certificate.code', {
          code: (
            <strong className="sp-certificate__code" dir="ltr">
              {code}
            </strong>
          ),
        })}
      </p>
      <p>{t('certificate.checkAt', { page: <Link to={`verify/${encodeURIComponent(code)}`}>{t('certificate.checkAt.page')}</Link> })}</p>
      <DownloadButton />
    </section>
  );
}

/** /certificate: a graduate downloads the PDF; everyone else sees why they cannot yet. */
export default function CertificateScreen() {
  const t = useT();
  const localPath = useLocalPath();
  const user = useSessionStore((state) => state.user);
  return (
    <div className="sp-certificate">
      <h1>{t('certificate.title')}</h1>
      {!user && <p>{t('certificate.logIn', { link: <Link to={localPath(ACCOUNT_PATHS.login)}>{t('certificate.logIn.link')}</Link> })}</p>}
      {user && user.cla_role_name !== 'student' && <p>{t('certificate.forStudents')}</p>}
      {user?.cla_role_name === 'student' && <StudentCertificate />}
      <p>
        <Link to="verify">{t('certificate.verifyLink')}</Link>
      </p>
      {/* the public header above has no link to the portal */}
      {user && (
        <p>
          <Link to={PORTAL_PREFIX}>{t('certificate.backToPortal')}</Link>
        </p>
      )}
    </div>
  );
}
