import { ACADEMY_NAME } from '@academy/contract/rules/brand';
import { DataLayer } from '@academy/shared/api/data-layer';
import { useDocumentTitle } from '@academy/shared/hooks/use-document-title';
import RemoteArea from '../remotes/RemoteArea';
import { useT } from '../i18n';

/** /certificate/*: the public header (public-site) above the certificate screens (student-portal). */
export default function CertificatePage() {
  const t = useT();
  useDocumentTitle(t('shell.certificateTitle', { academy: ACADEMY_NAME }));
  return (
    <DataLayer>
      <RemoteArea key="public_site" remote="public_site" module="Header" />
      <main id="main">
        <RemoteArea key="student_portal" remote="student_portal" module="certificate-routes" />
      </main>
    </DataLayer>
  );
}
